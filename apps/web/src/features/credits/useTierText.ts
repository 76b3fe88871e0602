import type { DiscountTier } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { useMoney } from '../../shared/i18n/money.js';

type AppliedTier = Pick<DiscountTier, 'min_quantity' | 'unit_price' | 'percent_off'>;

/** How a price summary and a receipt name the discount tier a quantity reached (or "no tier"). */
export function useTierText() {
  const { t } = useTranslation('credits');
  const { number } = useFormat();
  const money = useMoney();
  return (tier: AppliedTier | null, currency: string) =>
    tier
      ? tier.unit_price !== null
        ? t('buy.tierPrice', { quantity: number(tier.min_quantity), price: money(tier.unit_price, currency) })
        : t('buy.tierPercent', {
            quantity: number(tier.min_quantity),
            percent: number((tier.percent_off ?? 0) / 100, { style: 'percent' }),
          })
      : t('buy.noTier');
}
