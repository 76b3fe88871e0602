import { Alert, Skeleton, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { accountSecurityQuery, useSaveAccountSecurity } from './api.js';

/**
 * `/{account}/security`: the account's sign-in rule (account staff), require two-factor sign-in of
 * everyone with a role in it. It is the whole account's, so it has its own page rather than a section
 * of one site's settings. The API refuses to turn it on for someone without it themselves.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation(['account-security', 'common']);
  const accountId = Number(useParams({ strict: false }).account);
  const security = useQuery(accountSecurityQuery(accountId));
  const save = useSaveAccountSecurity(accountId);

  return (
    <>
      <PageHeader title={t('common:nav.accountSecurity')} />
      <SectionCard id="account-security-rule" title={t('title')} intro={t('text')}>
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {formAlert(save.error)}
          </Alert>
        ) : null}
        {security.data ? (
          <Switch
            label={t('require')}
            description={t('requireHelp')}
            checked={security.data.require_two_factor}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { require_two_factor: event.currentTarget.checked },
                { onSuccess: () => showSnackbar('success', t('saved')) },
              )
            }
          />
        ) : (
          <Skeleton h={40} />
        )}
      </SectionCard>
    </>
  );
}
