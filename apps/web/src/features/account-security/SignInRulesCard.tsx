import { Select, Skeleton, Stack, Switch } from '@mantine/core';
import type { AccountSecurity, SaveAccountSecurityBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert, serverFieldErrors } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { accountSecurityQuery, identityProvidersQuery, useSaveAccountSecurity } from './api.js';

/**
 * The account's sign-in rules for everyone with a role in it: two-factor sign-in, and, once an
 * identity provider is on, single sign-on with the one owner who may still use a password (so a
 * broken provider cannot lock the account out). The API refuses what would lock the caller out.
 */
export function SignInRulesCard({ accountId, configuresSso }: { accountId: number; configuresSso: boolean }) {
  const { t } = useTranslation('account-security');
  const security = useQuery(accountSecurityQuery(accountId));
  const providers = useQuery({ ...identityProvidersQuery(accountId), enabled: configuresSso });
  const save = useSaveAccountSecurity(accountId);
  const fieldErrors = serverFieldErrors(save.error);

  function change(current: AccountSecurity, patch: Partial<SaveAccountSecurityBody>) {
    save.mutate(
      {
        require_two_factor: current.require_two_factor,
        require_sso: current.require_sso,
        sso_break_glass_user_id: current.sso_break_glass_user_id,
        ...patch,
      },
      { onSuccess: () => showSnackbar('success', t('saved')) },
    );
  }

  const data = security.data;
  // Requiring SSO is configuring it: shown to those who may (the API refuses the others).
  const ssoOffered = configuresSso && data && (data.require_sso || providers.data?.some((p) => p.enabled));
  return (
    <SectionCard id="account-security-rule" title={t('title')} intro={t('text')}>
      <FormErrorAlert message={formAlert(save.error, ['require_sso', 'sso_break_glass_user_id'])} />
      {data ? (
        <Stack gap="lg">
          <Switch
            label={t('require')}
            description={t('requireHelp')}
            checked={data.require_two_factor}
            disabled={save.isPending}
            onChange={(event) => change(data, { require_two_factor: event.currentTarget.checked })}
          />
          {ssoOffered && (
            <Stack gap="sm">
              <Switch
                label={t('sso.require')}
                description={t('sso.requireHelp')}
                checked={data.require_sso}
                disabled={save.isPending}
                error={fieldErrors.require_sso}
                onChange={(event) => change(data, { require_sso: event.currentTarget.checked })}
              />
              <Select
                label={t('sso.breakGlass')}
                description={t('sso.breakGlassHelp')}
                placeholder={t('sso.breakGlassPlaceholder')}
                data={data.break_glass_candidates.map((c) => ({
                  value: String(c.id),
                  label: `${c.name} (${c.email})`,
                }))}
                value={data.sso_break_glass_user_id ? String(data.sso_break_glass_user_id) : null}
                onChange={(value) => change(data, { sso_break_glass_user_id: value ? Number(value) : null })}
                clearable={!data.require_sso}
                disabled={save.isPending}
                error={fieldErrors.sso_break_glass_user_id}
                comboboxProps={{ withinPortal: true }}
                maw={480}
              />
            </Stack>
          )}
        </Stack>
      ) : (
        <Skeleton h={40} />
      )}
    </SectionCard>
  );
}
