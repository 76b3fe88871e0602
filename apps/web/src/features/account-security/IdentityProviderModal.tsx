import { PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type IdentityProvider, OIDC_PRESET_KEYS, roleFitsPlace, SaveIdentityProviderBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractErrors } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { TagsField } from '../../shared/ui/TagsField.js';
import { accountRolesQuery } from '../account-users/api.js';
import { useSaveIdentityProvider } from './api.js';
import {
  type ProviderValues,
  presetOf,
  providerBody,
  providerFieldOf,
  providerValues,
  tenantValid,
} from './provider-form.js';
import { RedirectUriField } from './RedirectUriField.js';

type Props = {
  /** null: closed; 'new': a blank provider; otherwise the provider being changed. */
  provider: IdentityProvider | 'new' | null;
  accountId: number;
  onClose: () => void;
  onSaved: (provider: IdentityProvider, created: boolean) => void;
};

export function IdentityProviderModal({ provider, ...props }: Props) {
  const { t } = useTranslation('account-security');
  return (
    <FormModal
      opened={provider !== null}
      onClose={props.onClose}
      title={
        provider === 'new'
          ? t('providers.newTitle')
          : provider
            ? t('providers.editTitle', { name: provider.display_name })
            : ''
      }
      closeLabel={t('providers.close')}
      size="lg"
    >
      {provider !== null && <ProviderForm provider={provider === 'new' ? null : provider} {...props} />}
    </FormModal>
  );
}

/**
 * A provider: the kind (Google, Microsoft Entra ID with its tenant, or any OpenID Connect issuer),
 * its name on the login page, the client the owner registered there (the secret is write-only:
 * blank keeps the stored one), which e-mail domains may sign in, whether a first sign-in
 * creates the person with a role at the account (one whose rights the owner holds: `assignable`),
 * and whether the provider's word that a second factor was used counts here.
 */
function ProviderForm({
  provider,
  accountId,
  onClose,
  onSaved,
}: Omit<Props, 'provider'> & { provider: IdentityProvider | null }) {
  const { t } = useTranslation('account-security');
  const roleName = useRoleName();
  const save = useSaveIdentityProvider(accountId);
  const roles = useQuery(accountRolesQuery(accountId));
  const form = useForm<ProviderValues>({
    initialValues: providerValues(provider),
    validate: (values) => {
      const errors = contractErrors(SaveIdentityProviderBody, values, {
        toBody: providerBody,
        fieldOf: (path) => providerFieldOf(path.map(String).join('.'), values.preset),
      });
      if (values.preset === 'entra' && !tenantValid(values.tenant)) errors.tenant = t('providers.tenantInvalid');
      if (!provider && !values.client_secret.trim()) errors.client_secret = t('providers.secretRequired');
      return errors;
    },
  });
  const { values } = form;
  const jitRoles = (roles.data ?? []).filter((r) => r.assignable && roleFitsPlace(r, 'account'));

  async function submit(next: ProviderValues) {
    try {
      const saved = await save.mutateAsync({ uuid: provider?.id ?? null, body: providerBody(next) });
      onSaved(saved, provider === null);
    } catch (error) {
      applyApiErrors(form, error, (key) => providerFieldOf(key, values.preset));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(save.error, form, (key) => providerFieldOf(key, values.preset))} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('providers.preset')}
            description={t('providers.presetHelp')}
            data={OIDC_PRESET_KEYS.map((p) => ({ value: p, label: t(`providers.presets.${p}`) }))}
            allowDeselect={false}
            value={values.preset}
            onChange={(value) => form.setFieldValue('preset', presetOf(value))}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <TextInput
            label={t('providers.displayName')}
            description={t('providers.displayNameHelp')}
            required
            maxLength={80}
            {...form.getInputProps('display_name')}
          />
        </SimpleGrid>
        {values.preset === 'entra' && (
          <TextInput
            label={t('providers.tenant')}
            description={t('providers.tenantHelp')}
            required
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            {...form.getInputProps('tenant')}
          />
        )}
        {values.preset === 'oidc' && (
          <TextInput
            label={t('providers.issuer')}
            description={t('providers.issuerHelp')}
            placeholder="https://login.example.com"
            required
            type="url"
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            maxLength={500}
            {...form.getInputProps('issuer')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('providers.clientId')}
            required
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            maxLength={255}
            {...form.getInputProps('client_id')}
          />
          <PasswordInput
            label={provider?.has_client_secret ? t('providers.secretReplace') : t('providers.secret')}
            description={provider?.has_client_secret ? t('providers.secretSet') : t('providers.secretHelp')}
            required={!provider}
            dir="ltr"
            autoComplete="new-password"
            maxLength={2000}
            {...form.getInputProps('client_secret')}
          />
        </SimpleGrid>
        <TagsField
          label={t('providers.domains')}
          description={t('providers.domainsHelp')}
          placeholder={t('providers.domainsPlaceholder')}
          normalize={(domain) => domain.toLowerCase().replace(/^@/, '')}
          maxTags={50}
          {...form.getInputProps('allowed_domains')}
          onChange={(domains) => form.setFieldValue('allowed_domains', domains)}
        />
        <Switch
          label={t('providers.enabled')}
          description={t('providers.enabledHelp')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Switch
          label={t('providers.jit')}
          description={t('providers.jitHelp')}
          {...form.getInputProps('jit_enabled', { type: 'checkbox' })}
        />
        {values.jit_enabled && (
          <Select
            label={t('providers.jitRole')}
            description={t('providers.jitRoleHelp')}
            required
            data={jitRoles.map((r) => ({ value: String(r.id), label: roleName(r) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('jit_role_id')}
          />
        )}
        <Switch
          label={t('providers.enforcesMfa')}
          description={t('providers.enforcesMfaHelp')}
          {...form.getInputProps('enforces_mfa', { type: 'checkbox' })}
        />
        {provider && <RedirectUriField value={provider.redirect_uri} />}
        <FormActions
          cancelLabel={t('providers.cancel')}
          onCancel={onClose}
          submitLabel={provider ? t('providers.save') : t('providers.create')}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
