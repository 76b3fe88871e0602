import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IMPERSONATION_MAX_MINUTES, IMPERSONATION_REASON_MAX, ImpersonateBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useFormSending } from '../../shared/form/useFormSending.js';
import { useImpersonation } from './useImpersonation.js';

type Person = { id: number; name: string; email: string };

/** Asks why staff want to act as `person`, then switches to that person; each opening starts blank. */
export function ImpersonateModal({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <FormModal
      opened={person !== null}
      onClose={onClose}
      title={t('impersonation.title', { name: person?.name ?? '' })}
      closeLabel={t('impersonation.cancel')}
    >
      {person && <ImpersonateForm person={person} onClose={onClose} />}
    </FormModal>
  );
}

function ImpersonateForm({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { start } = useImpersonation();
  const form = useForm({
    initialValues: { reason: '' },
    validate: contractResolver(ImpersonateBody, {
      messages: { reason: () => t('impersonation.reasonRequired') },
    }),
  });
  const sending = useFormSending(form);

  return (
    // On success the session switches and this screen goes away.
    <form
      onSubmit={form.onSubmit((values) => sending.send(() => start(person.id, ImpersonateBody.parse(values).reason)))}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
        <Text size="sm">
          {t('impersonation.text', { name: person.name, email: person.email, minutes: IMPERSONATION_MAX_MINUTES })}
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
          submitLabel={t('impersonation.confirm', { name: person.name })}
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
