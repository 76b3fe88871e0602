import { Alert, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  ApplicationStatusChange,
  isClosedStatus,
} from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useJobScope } from '../jobs/useJobScope.js';
import { stagesQuery } from './api.js';
import { statusChangeText } from './status-change.js';

type Props = {
  opened: boolean;
  /** The statuses of the applications to change (one entry per application). */
  current: readonly ApplicationStatus[];
  /** For a single application: the candidate's name, so the text can name them. */
  candidate?: string;
  initial?: ApplicationStatus;
  onClose: () => void;
  /** Sends the change; the caller closes the dialog once it resolves. A refusal is shown in the dialog. */
  onConfirm: (status: ApplicationStatus) => Promise<unknown>;
};

/**
 * Spec §4: a status change names the from and to status and, one or many, says the candidates
 * are e-mailed. The chosen status is confirmed in the same dialog, which starts over at each opening
 * and also says where it takes the applications on the board: the stage the site's pipeline gives
 * that status, or out of the stages for a closed one.
 */
export function ChangeStatusModal({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation('applications');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('change.title', { count: props.current.length })}
      closeLabel={t('common:close')}
    >
      <StatusForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function StatusForm({ current, candidate, initial, onClose, onConfirm }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('applications');
  const form = useForm<{ status: ApplicationStatus | null }>({
    initialValues: { status: initial ?? null },
    validate: contractResolver(ApplicationStatusChange),
  });
  const [failure, setFailure] = useState<unknown>(null);
  const to = form.values.status;
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

  async function submit(values: typeof form.values) {
    setFailure(null);
    try {
      await onConfirm(ApplicationStatusChange.parse(values).status);
    } catch (error) {
      applyApiErrors(form, error);
      setFailure(error);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(failure, form)} />
        <Select
          label={t('change.to')}
          data={APPLICATION_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          {...form.getInputProps('status')}
          onChange={(v) => form.setFieldValue('status', APPLICATION_STATUSES.find((s) => s === v) ?? null)}
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
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('change.confirm')}
          disabled={!to}
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
