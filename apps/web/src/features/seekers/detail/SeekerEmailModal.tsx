import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { SEEKER_EMAIL_BODY_MAX, SEEKER_EMAIL_SUBJECT_MAX, type Seeker, SeekerEmailBody } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { contractResolver } from '../../../shared/form/contract-resolver.js';
import { FormActions } from '../../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../../shared/form/FormModal.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useSeekerActions } from '../api.js';

type Props = { seeker: Pick<Seeker, 'id' | 'name' | 'email'>; opened: boolean; onClose: () => void };

/** A message from staff to the candidate (kept on their activity); mounted only while open, so it starts blank. */
export function SeekerEmailModal({ seeker, opened, onClose }: Props) {
  const { t } = useTranslation(['seekers', 'common']);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('email.title', { name: seeker.name })}
      closeLabel={t('common:close')}
    >
      <EmailForm seeker={seeker} onClose={onClose} />
    </FormModal>
  );
}

function EmailForm({ seeker, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('seekers');
  const { accountId, siteId } = useTenant();
  const { email } = useSeekerActions({ accountId, siteId });
  const form = useForm({ initialValues: { subject: '', body: '' }, validate: contractResolver(SeekerEmailBody) });

  function submit(values: typeof form.values) {
    email.mutate(
      { id: seeker.id, ...SeekerEmailBody.parse(values) },
      {
        onSuccess: () => {
          onClose();
          showSnackbar('success', t('email.sent', { email: seeker.email }));
        },
        onError: (e) => applyApiErrors(form, e),
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(email.error, form)} />
        <Text size="sm" c="dimmed">
          {t('email.to', { email: seeker.email })}
        </Text>
        <TextInput
          label={t('email.subject')}
          maxLength={SEEKER_EMAIL_SUBJECT_MAX}
          required
          data-autofocus
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('email.body')}
          maxLength={SEEKER_EMAIL_BODY_MAX}
          autosize
          minRows={5}
          required
          {...form.getInputProps('body')}
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('email.send')}
          loading={email.isPending}
          icon={<IconMail size={16} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
