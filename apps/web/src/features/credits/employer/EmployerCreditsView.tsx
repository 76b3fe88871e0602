import { Button, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { useAbility } from '../../session/useAbility.js';
import { pricingQuery } from '../api.js';
import { LedgerTable } from '../ledger/LedgerTable.js';
import { TiersTable } from '../pricing/TiersTable.js';
import { useCreditScope } from '../scope.js';
import { LedgerFilters } from '../search.js';
import { BalanceCard } from './BalanceCard.js';

/** `/credit-system` for an employer user: the balance, the volume prices and the ledger (filters in the URL). */
export function EmployerCreditsView() {
  const { t } = useTranslation('credits');
  const { scope, path } = useCreditScope();
  const ability = useAbility();
  const ledger = useListSearch(LedgerFilters);
  const pricing = useQuery(pricingQuery(scope));
  const buyPath = checkAccess(ability, 'create', 'credits') ? path('credit-system/create') : null;

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          buyPath && (
            <Button component={Link} to={buyPath} leftSection={<IconShoppingCartPlus size={16} aria-hidden />}>
              {t('actions.buy')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <BalanceCard scope={scope} buyPath={buyPath} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper className="portal-surface" withBorder radius="md" p="lg" h="100%">
              <Title order={2} fz="h4" mb="xs">
                {t('tiers.title')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t('tiers.intro')}
              </Text>
              {pricing.data ? (
                <TiersTable pricing={pricing.data} />
              ) : pricing.isError ? (
                <Text c="red" size="sm" role="alert">
                  {formAlert(pricing.error)}
                </Text>
              ) : (
                <Skeleton height={120} />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
        <Paper className="portal-surface" withBorder radius="md">
          <Title order={2} fz="h4" px="md" pt="md">
            {t('ledger.title')}
          </Title>
          <LedgerTable scope={scope} list={ledger} />
        </Paper>
      </Stack>
    </>
  );
}
