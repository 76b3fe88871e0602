import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.js';

import { IdentityProvidersCard } from './IdentityProvidersCard.js';
import { ProvenNamesCard } from './ProvenNamesCard.js';
import { SignInRulesCard } from './SignInRulesCard.js';
import { useSsoRights } from './useSsoRights.js';

/**
 * `/{account}/security`: how everyone with a role in the account signs in (account staff): the
 * rules (two-factor, single sign-on), the identity providers and the e-mail domains they may sign
 * in. It is the whole account's, so it has its own page rather than a section of one site's
 * settings. Single sign-on is the owners' (`identity_providers.update`): others see the two-factor rule.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation(['account-security', 'common']);
  const accountId = Number(useParams({ strict: false }).account);
  const sso = useSsoRights();
  return (
    <>
      <PageHeader title={t('common:nav.accountSecurity')} />
      <Stack gap="lg">
        <SignInRulesCard accountId={accountId} configuresSso={sso.configure} />
        {sso.configure && <IdentityProvidersCard accountId={accountId} />}
        {sso.configure && <ProvenNamesCard kind="domains" accountId={accountId} canApprove={sso.approveDomains} />}
      </Stack>
    </>
  );
}
