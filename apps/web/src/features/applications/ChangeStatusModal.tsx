import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconMail, IconMailOff } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type ApplicationStatus, checkAccess } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import type { JobScope } from '../jobs/api.js';
import { useStaffAbility } from '../session/useStaffAbility.js';
import { undoStatusChange, useApplicationActions } from './api.js';
import { showStatusChangeResult, showStatusUndone } from './feedback.js';
import { statusChangeText } from './status-change.js';

/**
 * Spec §4: a status change names the from and to status and, one or many, says the candidates
 * are e-mailed. The chosen status is confirmed in the same dialog, which makes the change and
 * reports it with "Undo" while the e-mails wait. The site's staff may choose that nobody is e-mailed
 * (the server refuses it to anyone else).
 */
export function ChangeStatusModal({
  opened,
  scope,
  applications,
  candidate,
  initial,
  onClose,
  onChanged,
}: {
  opened: boolean;
  scope: JobScope;
  /** The applications to change, with their current status. */
  applications: readonly { id: string; status: ApplicationStatus }[];
  /** For a single application: the candidate's name, so the text can name them. */
  candidate?: string;
  initial?: ApplicationStatus;
  onClose: () => void;
  /** After the change is made (the selection can be cleared). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation('applications');
  const actions = useApplicationActions(scope);
  const client = useQueryClient();
  const canSkipMail = checkAccess(useStaffAbility(), 'update', 'applications');
  const [to, setTo] = useState<ApplicationStatus | null>(initial ?? null);
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (opened) {
      setTo(initial ?? null);
      setQuiet(false);
    }
  }, [opened, initial]);
  const label = (s: ApplicationStatus) => t(`status.${s}`);
  const current = applications.map((a) => a.status);
  const words = to ? statusChangeText(current, to, label) : null;
  const one = candidate !== undefined;

  const undo = (token: string) =>
    undoStatusChange(client, scope, token).then(showStatusUndone, (e: unknown) =>
      showSnackbar('error', formAlert(e) ?? t('error')),
    );

  const confirm = (status: ApplicationStatus) =>
    actions.status.mutate(
      { ids: applications.map((a) => a.id), status, email_candidates: !quiet },
      {
        onSuccess: (result) => {
          onClose();
          onChanged?.();
          showStatusChangeResult(result, label(status), undo);
        },
        onError: (e) => showSnackbar('error', formAlert(e) ?? t('error')),
      },
    );

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
        {canSkipMail && (
          <Checkbox
            label={t(one ? 'change.quietOne' : 'change.quietMany', { count: current.length })}
            description={t('change.quietHelp')}
            checked={quiet}
            onChange={(e) => setQuiet(e.currentTarget.checked)}
          />
        )}
        {words && (
          <Alert
            variant="light"
            color={quiet ? 'gray' : 'blue'}
            icon={quiet ? <IconMailOff size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
            role="status"
          >
            <Text size="sm" fw={600}>
              {one
                ? t('change.one', { name: candidate, from: words.from, to: words.to })
                : t('change.many', { count: words.count, from: words.from, to: words.to })}
            </Text>
            <Text size="sm">
              {quiet
                ? t(one ? 'change.noMailOne' : 'change.noMailMany', { count: words.count })
                : t(one ? 'change.mailOne' : 'change.mailMany', { count: words.count })}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => to && confirm(to)} disabled={!to} loading={actions.status.isPending}>
            {t('change.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
