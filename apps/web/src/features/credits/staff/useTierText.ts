import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useMoney } from '../../../shared/i18n/money.js';

type TierRule = { min_quantity: number; unit_price: number | null; percent_off: number | null };

/** "From 50 credits: £15.00 per credit" / "From 10 credits: 10% off" — the rule only; the server prices. */
export function useTierText() {
  const { t } = useTranslation('credits-admin');
  const { number } = useFormat();
  const money = useMoney();
  return {
    from: (tier: Pick<TierRule, 'min_quantity'>) =>
      t('tiers.from', { count: tier.min_quantity, quantity: number(tier.min_quantity) }),
    rule: (tier: Omit<TierRule, 'min_quantity'>, currency: string) =>
      tier.percent_off !== null
        ? t('tiers.percentOff', { percent: number(tier.percent_off / 100, { style: 'percent' }) })
        : t('tiers.perCredit', { price: money(tier.unit_price ?? 0, currency) }),
  };
}
