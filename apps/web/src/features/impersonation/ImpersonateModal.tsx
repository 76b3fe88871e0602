import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IMPERSONATION_MAX_MINUTES, IMPERSONATION_REASON_MAX, ImpersonateBody } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { useImpersonation } from './useImpersonation.js';

/** Asks why staff want to act as `person`, then switches to that person. */
export function ImpersonateModal({
  person,
  onClose,
}: {
  person: { id: number; name: string; email: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { start } = useImpersonation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: contractResolver(ImpersonateBody, {
      messages: { reason: () => t('impersonation.reasonRequired') },
    }),
  });
  const [busy, setBusy] = useState(false);

  async function submit(values: typeof form.values) {
    if (!person) return;
    setBusy(true);
    try {
      await start(person.id, ImpersonateBody.parse(values).reason);
    } catch (e) {
      // Whatever the server refuses is said under the one field.
      form.setFieldError('reason', formAlert(e) ?? t('impersonation.failed'));
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={t('impersonation.title', { name: person?.name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('impersonation.cancel') }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('impersonation.text', {
              name: person?.name ?? '',
              email: person?.email ?? '',
              minutes: IMPERSONATION_MAX_MINUTES,
            })}
          </Text>
          <Textarea
            label={t('impersonation.reason')}
            description={t('impersonation.reasonHint')}
            {...form.getInputProps('reason')}
            maxLength={IMPERSONATION_REASON_MAX}
            autosize
            minRows={2}
            required
            data-autofocus
          />
          <FormActions
            cancelLabel={t('impersonation.cancel')}
            onCancel={onClose}
            submitLabel={t('impersonation.confirm', { name: person?.name ?? '' })}
            loading={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
