import { Text } from '@mantine/core';
import type { PurchasePreview } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useMoney } from '../../../shared/i18n/money.js';
import classes from '../credits.module.css';
import { useTierText } from '../useTierText.js';

/** The server's price for a quantity: base, tier, subtotal, saving, total and the price per credit. */
export function PriceSummary({ preview }: { preview: PurchasePreview }) {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  const money = useMoney();
  const tierOf = useTierText();
  const m = (minor: number) => money(minor, preview.currency);
  const tierText = tierOf(preview.tier, preview.currency);
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
