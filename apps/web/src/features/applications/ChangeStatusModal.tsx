import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type ApplicationStatus, isClosedStatus } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobScope } from '../jobs/useJobScope.js';
import { stagesQuery } from './api.js';
import { statusChangeText } from './status-change.js';

/**
 * Spec §4: a status change names the from and to status and, one or many, says the candidates
 * are e-mailed. The chosen status is confirmed in the same dialog, which also says where it takes
 * the applications on the board: the stage the site's pipeline gives that status, or out of the
 * stages for a closed one.
 */
export function ChangeStatusModal({
  opened,
  current,
  candidate,
  initial,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  /** The statuses of the applications to change (one entry per application). */
  current: readonly ApplicationStatus[];
  /** For a single application: the candidate's name, so the text can name them. */
  candidate?: string;
  initial?: ApplicationStatus;
  loading: boolean;
  onClose: () => void;
  onConfirm: (status: ApplicationStatus) => void;
}) {
  const { t } = useTranslation('applications');
  const [to, setTo] = useState<ApplicationStatus | null>(initial ?? null);
  useEffect(() => {
    if (opened) setTo(initial ?? null);
  }, [opened, initial]);
  const { scope } = useJobScope();
  const stages = useQuery(stagesQuery(scope));
  const label = (s: ApplicationStatus) => t(`status.${s}`);
  const words = to ? statusChangeText(current, to, label) : null;
  const stage = to ? stages.data?.find((s) => (s.statuses as readonly ApplicationStatus[]).includes(to)) : undefined;
  const board = !to
    ? null
    : isClosedStatus(to)
      ? t('change.closes', { count: current.length })
      : stage
        ? t('change.movesTo', { count: current.length, stage: stage.name })
        : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('change.title', { count: current.length })} centered>
      <Stack gap="md">
        <Select
          label={t('change.to')}
          data={APPLICATION_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          value={to}
          onChange={(v) => setTo(v as ApplicationStatus | null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {words && (
          <Alert variant="light" color="blue" icon={<IconMail size={18} aria-hidden />} role="status">
            <Text size="sm" fw={600}>
              {candidate
                ? t('change.one', { name: candidate, from: words.from, to: words.to })
                : t('change.many', { count: words.count, from: words.from, to: words.to })}
            </Text>
            <Text size="sm">{t(candidate ? 'change.mailOne' : 'change.mailMany', { count: words.count })}</Text>
            {board && <Text size="sm">{board}</Text>}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => to && onConfirm(to)} disabled={!to} loading={loading}>
            {t('change.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
