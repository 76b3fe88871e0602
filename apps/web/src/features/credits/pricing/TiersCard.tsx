import { Paper, Skeleton, Text, Title } from '@mantine/core';
import type { CreditPricing } from '@talent/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { TiersTable } from './TiersTable.js';

/** The discount tiers as a titled card: the table once loaded, the error if it failed, a placeholder meanwhile. */
export function TiersCard({
  pricing,
  applied,
  fill,
}: {
  pricing: UseQueryResult<CreditPricing>;
  /** See TiersTable: the tier in force for the quantity being bought. */
  applied?: number | null;
  /** Fill the grid cell's height. */
  fill?: boolean;
}) {
  const { t } = useTranslation('credits');
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg" h={fill ? '100%' : undefined}>
      <Title order={2} fz="h4" mb="xs">
        {t('tiers.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('tiers.intro')}
      </Text>
      {pricing.data ? (
        <TiersTable pricing={pricing.data} applied={applied} />
      ) : pricing.isError ? (
        <Text c="red" size="sm" role="alert">
          {formAlert(pricing.error)}
        </Text>
      ) : (
        <Skeleton height={120} />
      )}
    </Paper>
  );
}
