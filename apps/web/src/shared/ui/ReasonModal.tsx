import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from '../form/contract-resolver.js';
import { FormActions } from '../form/FormActions.js';
import { FormErrorAlert } from '../form/FormErrorAlert.js';
import { FormModal } from '../form/FormModal.js';
import { useFormSending } from '../form/useFormSending.js';

export type ReasonModalLabels = {
  title: string;
  text: string;
  reason: string;
  reasonHelp: string;
  /** "12 / 1000" in the caller's words. */
  counter: (count: number) => string;
  submit: string;
  cancel: string;
  /** The caller's words for a reason the schema refuses beyond blank or too long (too short, say). */
  invalid?: string;
};

/** The contract's schema of the one field asked (`JobRejection`, `ImpersonateBody`…). */
export type ReasonSchema = z.ZodType<{ reason: string }>;

type Props = {
  opened: boolean;
  schema: ReasonSchema;
  labels: ReasonModalLabels;
  onClose: () => void;
  /** Sends the reason; the caller closes the dialog once it resolves. A refusal is shown in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
};

/**
 * Asks for a required reason (a rejection the employer is e-mailed, why staff act as someone),
 * checked by the contract's schema; what the server refuses lands on the field or above it. Each
 * opening starts blank.
 */
export function ReasonModal({ opened, labels, onClose, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={labels.title} closeLabel={t('close')}>
      <ReasonForm labels={labels} onClose={onClose} {...props} />
    </FormModal>
  );
}

function ReasonForm({ schema, labels, onClose, onSubmit }: Omit<Props, 'opened'>) {
  const { invalid } = labels;
  const form = useForm({
    initialValues: { reason: '' },
    validate: contractResolver(schema, { messages: invalid ? { reason: () => invalid } : {} }),
  });
  const sending = useFormSending(form);

  return (
    <form onSubmit={form.onSubmit((values) => sending.send(() => onSubmit(schema.parse(values).reason)))} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
        <Text size="sm">{labels.text}</Text>
        <Textarea
          label={labels.reason}
          description={labels.reasonHelp}
          required
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Text size="xs" c="dimmed" ta="end" aria-live="polite">
          {labels.counter(form.values.reason.trim().length)}
        </Text>
        <FormActions
          cancelLabel={labels.cancel}
          onCancel={onClose}
          submitLabel={labels.submit}
          color="red"
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
