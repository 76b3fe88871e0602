import { Alert, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { accountSecurityQuery, useSaveAccountSecurity } from './api.js';

/**
 * The account's sign-in rule (account staff): require two-factor sign-in of everyone with a role
 * in it. The API refuses to turn it on for someone without it themselves.
 */
export function AccountSecuritySection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('settings');
  const security = useQuery(accountSecurityQuery(accountId));
  const save = useSaveAccountSecurity(accountId);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-account-security">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="settings-account-security">
            {t('accountSecurity.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accountSecurity.text')}
          </Text>
        </div>
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {formAlert(save.error)}
          </Alert>
        ) : null}
        {security.data ? (
          <Switch
            label={t('accountSecurity.require')}
            description={t('accountSecurity.requireHelp')}
            checked={security.data.require_two_factor}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { require_two_factor: event.currentTarget.checked },
                { onSuccess: () => showSnackbar('success', t('accountSecurity.saved')) },
              )
            }
          />
        ) : (
          <Skeleton h={40} />
        )}
      </Stack>
    </Paper>
  );
}
