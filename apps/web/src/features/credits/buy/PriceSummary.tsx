import { Text } from '@mantine/core';
import type { PurchasePreview } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import classes from '../credits.module.css';
import { useMoney } from '../scope.js';

/** The server's price for a quantity: base, tier, subtotal, saving, total and the price per credit. */
export function PriceSummary({ preview }: { preview: PurchasePreview }) {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  const money = useMoney();
  const m = (minor: number) => money(minor, preview.currency);
  const tier = preview.tier;
  const tierText = tier
    ? tier.unit_price !== null
      ? t('buy.tierPrice', { quantity: number(tier.min_quantity), price: m(tier.unit_price) })
      : t('buy.tierPercent', {
          quantity: number(tier.min_quantity),
          percent: number((tier.percent_off ?? 0) / 100, { style: 'percent' }),
        })
    : t('buy.noTier');
  return (
    <dl className={classes.summary} aria-live="polite" data-testid="price-summary">
      <dt>{t('buy.basePrice')}</dt>
      <dd>{t('tiers.perCredit', { price: m(preview.base_unit_price) })}</dd>
      <dt>{t('buy.tier')}</dt>
      <dd>{tierText}</dd>
      <dt>{t('buy.subtotal', { quantity: number(preview.quantity), price: m(preview.base_unit_price) })}</dt>
      <dd>{m(preview.subtotal)}</dd>
      <dt>{t('buy.discount')}</dt>
      <dd>{m(preview.discount === 0 ? 0 : -preview.discount)}</dd>
      <dt>{t('buy.unitPrice')}</dt>
      <dd>{t('tiers.perCredit', { price: m(preview.unit_price) })}</dd>
      <dt className={classes.total}>{t('buy.total')}</dt>
      <dd className={classes.total} data-testid="price-total">
        {m(preview.total)}
      </dd>
      {preview.discount > 0 && (
        <Text component="dd" size="sm" className={classes.plus} style={{ gridColumn: '1 / -1' }}>
          {t('buy.saving', { amount: m(preview.discount) })}
        </Text>
      )}
    </dl>
  );
}
