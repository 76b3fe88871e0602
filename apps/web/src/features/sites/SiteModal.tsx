import { Anchor, Autocomplete, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkAccess, SaveSiteBody } from '@talent/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { hrefIn, signedInRoute } from '../../shared/routes/manifest.js';
import { meQuery } from '../../shared/session/me-query.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { provenNamesQuery } from '../account-security/api.js';
import { type Site, saveSite } from './api.js';

/**
 * The hosts a site may be served on: those its account has proven, offered to whoever may see them,
 * with the way to the Brand page where hosts are proven (issue 33).
 */
function useProvenHosts(accountId: number, opened: boolean) {
  const ability = useAbility();
  const brand = signedInRoute('brand');
  const canProve = checkAccess(ability, brand.access.action, brand.access.subject);
  const hosts = useQuery({ ...provenNamesQuery('hosts', accountId), enabled: opened && canProve });
  return {
    proven: (hosts.data ?? []).filter((h) => h.status === 'verified').map((h) => h.domain),
    brandHref: canProve ? hrefIn(brand.scope, brand.path, { accountId, siteId: null }) : null,
  };
}

/** Create a site (`site` undefined) or edit one, in the account `accountId`. */
export function SiteModal({
  accountId,
  site,
  opened,
  onClose,
}: {
  accountId: number;
  site?: Site;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('sites');
  const client = useQueryClient();
  const { proven, brandHref } = useProvenHosts(accountId, opened);
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
          <Autocomplete
            label={t('fields.domain')}
            description={
              brandHref ? (
                <Trans
                  t={t}
                  i18nKey="fields.domainProven"
                  components={{ hosts: <Anchor component={Link} to={brandHref} size="xs" onClick={onClose} /> }}
                />
              ) : (
                t('fields.domainHint')
              )
            }
            data={proven}
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
