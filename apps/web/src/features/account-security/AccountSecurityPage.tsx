import { Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { IdentityProvidersCard } from './IdentityProvidersCard.js';
import { SignInRulesCard } from './SignInRulesCard.js';

/**
 * `/{account}/security`: how everyone with a role in the account signs in (account staff): the
 * rules (two-factor, single sign-on) and the identity providers. It is the whole account's, so it
 * has its own page rather than a section of one site's settings.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation(['account-security', 'common']);
  const accountId = Number(useParams({ strict: false }).account);
  return (
    <>
      <PageHeader title={t('common:nav.accountSecurity')} />
      <Stack gap="lg">
        <SignInRulesCard accountId={accountId} />
        <IdentityProvidersCard accountId={accountId} />
      </Stack>
    </>
  );
}
