import { Grid, Paper, Stack, Title } from '@mantine/core';
import { checkAccess } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { LedgerTable } from '../ledger/LedgerTable.js';
import { useCreditScope } from '../scope.js';
import { LedgerFilters } from '../search.js';
import { AdjustCreditsModal, type AdjustTarget } from './AdjustCreditsModal.js';
import { PricingCard } from './PricingCard.js';
import classes from './staff.module.css';
import { WalletsCard } from './WalletsCard.js';

/** `/{account}/{site}/credit-system` for site staff: every employer's balance, the site's transactions and its pricing. */
export function StaffCreditsView() {
  const { t } = useTranslation('credits-admin');
  const { scope } = useCreditScope();
  const ability = useAbility();
  const ledger = useListSearch(LedgerFilters);
  const canUpdate = checkAccess(ability, 'update', 'credits');
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);

  return (
    <>
      <PageHeader title={t('title')} />
      <Stack gap="lg">
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <WalletsCard scope={scope} onAdjust={canUpdate ? setAdjusting : null} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <PricingCard scope={scope} canEdit={canUpdate} />
          </Grid.Col>
        </Grid>
        <Paper className="portal-surface" withBorder radius="md">
          <Title order={2} fz="h4" className={classes.header}>
            {t('ledger.title')}
          </Title>
          <LedgerTable scope={scope} list={ledger} showEmployer />
        </Paper>
      </Stack>
      <AdjustCreditsModal target={adjusting} scope={scope} onClose={() => setAdjusting(null)} />
    </>
  );
}
