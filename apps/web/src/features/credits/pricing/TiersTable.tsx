import { Badge, Table } from '@mantine/core';
import type { CreditPricing } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useMoney } from '../../../shared/i18n/money.js';
import classes from '../credits.module.css';

/**
 * The site's price list: the base price from one credit, then each volume tier. `applied` is the
 * `min_quantity` of the tier in force for the quantity being bought (0 = the base price, null =
 * none marked); that row says so in words as well as with its background.
 */
export function TiersTable({ pricing, applied = null }: { pricing: CreditPricing; applied?: number | null }) {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  const money = useMoney();
  const rows = [
    {
      key: 'base',
      min: 1,
      price: t('tiers.perCredit', { price: money(pricing.unit_price, pricing.currency) }),
      current: applied === 0,
    },
    ...pricing.tiers.map((tier) => ({
      key: String(tier.id),
      min: tier.min_quantity,
      price:
        tier.unit_price !== null
          ? t('tiers.perCredit', { price: money(tier.unit_price, pricing.currency) })
          : t('tiers.percentOff', { percent: number((tier.percent_off ?? 0) / 100, { style: 'percent' }) }),
      current: applied === tier.min_quantity,
    })),
  ];
  return (
    <Table verticalSpacing="xs" aria-label={t('tiers.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tiers.quantity')}</Table.Th>
          <Table.Th>{t('tiers.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.key}
            className={row.current ? classes.current : undefined}
            aria-current={row.current || undefined}
          >
            <Table.Td className={classes.num}>{t('tiers.from', { quantity: number(row.min) })}</Table.Td>
            <Table.Td>
              {row.price}
              {row.current && (
                <Badge ms="sm" size="sm" variant="filled" radius="sm">
                  {t('tiers.applied')}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
