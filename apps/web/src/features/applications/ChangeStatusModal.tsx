import { Alert, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { APPLICATION_STATUSES, type ApplicationStatus, ApplicationStatusChange } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useFormSending } from '../../shared/form/useFormSending.js';
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
 * are e-mailed. The chosen status is confirmed in the same dialog, which starts over at each opening.
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
  const sending = useFormSending(form);
  const to = form.values.status;
  const label = (s: ApplicationStatus) => t(`status.${s}`);
  const words = to ? statusChangeText(current, to, label) : null;

  return (
    <form
      onSubmit={form.onSubmit((values) => sending.send(() => onConfirm(ApplicationStatusChange.parse(values).status)))}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
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
