import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SaveSiteBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { meQuery } from '../../shared/session/me-query.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type Site, saveSite } from './api.js';

/** Create a site (`site` undefined) or edit one. */
export function SiteModal({ site, opened, onClose }: { site?: Site; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sites');
  const client = useQueryClient();
  const form = useForm({ initialValues: { name: '', domain: '' }, validate: contractResolver(SaveSiteBody) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts over each time the dialog opens
  useEffect(() => {
    if (opened) form.setValues({ name: site?.name ?? '', domain: site?.domain ?? '' });
  }, [opened, site]);
  const save = useMutation({
    mutationFn: (values: typeof form.values) => saveSite(site?.id ?? null, SaveSiteBody.parse(values)),
    onSuccess: async (saved) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['accounts', saved.account_id, 'sites'] }),
        client.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]);
      showSnackbar('success', site ? t('saved', { name: saved.name }) : t('created', { name: saved.name }));
      onClose();
    },
    onError: (e) => applyApiErrors(form, e),
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={site ? t('editTitle', { name: site.name }) : t('createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert message={formAlert(save.error, form)} />
          <TextInput label={t('fields.name')} {...form.getInputProps('name')} required maxLength={120} data-autofocus />
          <TextInput
            label={t('fields.domain')}
            description={t('fields.domainHint')}
            {...form.getInputProps('domain')}
            dir="ltr"
            autoCapitalize="none"
            spellCheck={false}
          />
          <FormActions
            cancelLabel={t('cancel')}
            onCancel={onClose}
            submitLabel={site ? t('save') : t('create')}
            loading={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
