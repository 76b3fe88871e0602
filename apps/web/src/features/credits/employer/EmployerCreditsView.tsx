import { Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { pricingQuery } from '../api.js';
import { LedgerTable } from '../ledger/LedgerTable.js';
import { TiersCard } from '../pricing/TiersCard.js';
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
            <TiersCard pricing={pricing} fill />
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
