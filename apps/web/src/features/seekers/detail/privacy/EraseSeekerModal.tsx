import { Alert, Center, Checkbox, List, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ERASURE_REASON_MAX, EraseSeekerBodySchema, type ErasurePreview, type ErasureResult } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../../shared/form/api-errors.js';
import { contractErrors } from '../../../../shared/form/contract-resolver.js';
import { FormActions } from '../../../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../../../shared/form/FormModal.js';
import { useFormSending } from '../../../../shared/form/useFormSending.js';
import { erasurePreviewQuery, useSeekerPrivacyActions } from './api.js';

type SiteScope = { accountId: number; siteId: number };
type Props = {
  opened: boolean;
  scope: SiteScope;
  seekerId: string;
  /** The name shown until the preview arrives (the title names the candidate at once). */
  name: string;
  onClose: () => void;
  onErased: (result: ErasureResult, name: string) => void;
};

/**
 * "Erase candidate": the dialog reads what would go from the server, names it, asks for the
 * reason (kept in the audit log) and for an explicit "I understand" before the red button acts.
 */
export function EraseSeekerModal({ opened, onClose, name, ...props }: Props) {
  const { t } = useTranslation(['seeker-privacy', 'common']);
  return (
    <FormModal opened={opened} onClose={onClose} title={t('erase.title', { name })} closeLabel={t('common:close')}>
      <EraseContent onClose={onClose} name={name} {...props} />
    </FormModal>
  );
}

function EraseContent({ scope, seekerId, onClose, onErased }: Omit<Props, 'opened'>) {
  const { t } = useTranslation(['seeker-privacy', 'common']);
  const preview = useQuery(erasurePreviewQuery(scope, seekerId));
  if (preview.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={t('common:loading')} />
      </Center>
    );
  if (preview.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formAlert(preview.error) ?? t('error')}
      </Alert>
    );
  return <EraseForm preview={preview.data} scope={scope} seekerId={seekerId} onClose={onClose} onErased={onErased} />;
}

type Values = { reason: string; understood: boolean };

function EraseForm({
  preview: p,
  scope,
  seekerId,
  onClose,
  onErased,
}: { preview: ErasurePreview } & Pick<Props, 'scope' | 'seekerId' | 'onClose' | 'onErased'>) {
  const { t } = useTranslation('seeker-privacy');
  const { erase } = useSeekerPrivacyActions(scope, seekerId);
  const form = useForm<Values>({
    initialValues: { reason: '', understood: false },
    validate: (values) => ({
      ...contractErrors(EraseSeekerBodySchema, values),
      ...(values.understood ? {} : { understood: t('erase.mustUnderstand') }),
    }),
  });
  const sending = useFormSending(form);
  const kept = p.mode === 'anonymise';
  // Only what there is: a candidate without files is not told "0 files".
  const counted = (['files', 'notes', 'answers', 'emails', 'consents'] as const).filter((k) => p[k] > 0);

  const submit = (values: Values) =>
    sending.send(async () => {
      const result = await erase.mutateAsync(EraseSeekerBodySchema.parse(values).reason);
      onErased(result, p.name);
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm" fw={600}>
            {t('erase.lead', { name: p.name, email: p.email })}
          </Text>
          <List size="sm" mt="xs" spacing={4}>
            <List.Item>{t('erase.profile')}</List.Item>
            {p.applications > 0 && (
              <List.Item>
                {t(kept ? 'erase.applicationsKept' : 'erase.applicationsDeleted', { count: p.applications })}
              </List.Item>
            )}
            {counted.map((k) => (
              <List.Item key={k}>{t(`erase.count.${k}`, { count: p[k] })}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {t(kept ? 'erase.keepsAnonymised' : 'erase.keepsNothing')}
          </Text>
        </Alert>
        <Textarea
          label={t('erase.reason')}
          description={t('erase.reasonHelp')}
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Text size="xs" c="dimmed" ta="end" aria-live="polite">
          {t('erase.counter', { count: form.values.reason.trim().length, max: ERASURE_REASON_MAX })}
        </Text>
        <Checkbox
          label={t('erase.understand', { name: p.name })}
          {...form.getInputProps('understood', { type: 'checkbox' })}
        />
        <FormActions
          cancelLabel={t('cancel')}
          onCancel={onClose}
          submitLabel={t('erase.confirm')}
          color="red.8"
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
