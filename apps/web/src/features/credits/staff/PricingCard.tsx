import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDiscount, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useMoney } from '../../../shared/i18n/money.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { type CreditScope, pricingQuery } from '../api.js';
import classes from './staff.module.css';
import { TiersEditor } from './TiersEditor.js';
import { useTierText } from './useTierText.js';

/** The site's base price per credit and its discount tiers; "Edit tiers" for those who may. */
export function PricingCard({ scope, canEdit }: { scope: CreditScope; canEdit: boolean }) {
  const { t } = useTranslation('credits-admin');
  const money = useMoney();
  const text = useTierText();
  const pricing = useQuery(pricingQuery(scope));
  const [editing, setEditing] = useState(false);

  return (
    <Paper className="portal-surface" withBorder radius="md">
      <Group justify="space-between" gap="sm" className={classes.header}>
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('tiers.title')}
          </Title>
          {pricing.data && (
            <Text size="sm" c="dimmed">
              {t('tiers.base', { price: money(pricing.data.unit_price, pricing.data.currency) })}
            </Text>
          )}
        </Stack>
        {canEdit && pricing.data && (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('tiers.edit')}
          </Button>
        )}
      </Group>
      {pricing.isPending ? (
        <Stack p="md" gap="sm" role="status" aria-label={t('loading')}>
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : pricing.isError ? (
        <EmptyState
          icon={IconAlertTriangle}
          title={t('tiers.errorTitle')}
          text={formAlert(pricing.error) ?? undefined}
          action={<Button onClick={() => pricing.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : pricing.data.tiers.length === 0 ? (
        <EmptyState icon={IconDiscount} title={t('tiers.emptyTitle')} text={t('tiers.emptyText')} />
      ) : (
        <Table verticalSpacing="sm" aria-label={t('tiers.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tiers.columns.from')}</Table.Th>
              <Table.Th>{t('tiers.columns.rule')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pricing.data.tiers.map((tier) => (
              <Table.Tr key={tier.id}>
                <Table.Td>{text.from(tier)}</Table.Td>
                <Table.Td className={classes.num}>{text.rule(tier, pricing.data.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pricing.data && (
        <TiersEditor opened={editing} pricing={pricing.data} scope={scope} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
