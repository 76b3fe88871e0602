import { PLAN_LIMITS, type PlanLimit, type PlatformAccountLimits } from '@talent/contract';
import { toMajor, toMinor } from '../credits/staff/money.js';

// The console's limits form: its values as typed, the body they make, and where the server's
// field errors show.

type Rule = 'percent' | 'price';
export type TierRow = { key: number; min: number | string; rule: Rule; value: number | string };
export type LimitField = `max_${PlanLimit}`;
export type Values = {
  limits: Record<LimitField, number | string>;
  currency: string;
  unit_price: number | string;
  tiers: TierRow[];
};

let nextKey = 0;
/** A key for a new tier row (React's list key). */
export const newTierKey = () => nextKey++;
export const FIELDS = PLAN_LIMITS.map((limit) => `max_${limit}` as const);
export const PRICE_MAX = toMajor(100_000_000);

export function valuesOf(plan: PlatformAccountLimits): Values {
  const { limits, new_site_defaults: defaults } = plan;
  return {
    limits: Object.fromEntries(FIELDS.map((f) => [f, limits[f] ?? ''])) as Values['limits'],
    currency: defaults.credit_pricing?.currency ?? '',
    unit_price: defaults.credit_pricing ? toMajor(defaults.credit_pricing.unit_price) : '',
    tiers: defaults.discount_tiers.map((tier) => ({
      key: nextKey++,
      min: tier.min_quantity,
      rule: tier.percent_off !== null ? 'percent' : 'price',
      value: tier.percent_off ?? toMajor(tier.unit_price ?? 0),
    })),
  };
}

/** Empty is no limit (null); a price left empty with no currency is the platform's default. */
export function toBody(v: Values) {
  const price = v.unit_price === '' ? null : toMinor(Number(v.unit_price));
  const currency = v.currency.trim().toUpperCase();
  return {
    limits: Object.fromEntries(FIELDS.map((f) => [f, v.limits[f] === '' ? null : Number(v.limits[f])])),
    new_site_defaults: {
      credit_pricing: price === null && currency === '' ? null : { currency, unit_price: price },
      discount_tiers: v.tiers.map((row) => {
        const value = row.value === '' ? null : Number(row.value);
        return {
          min_quantity: typeof row.min === 'number' ? row.min : undefined,
          percent_off: row.rule === 'percent' ? value : null,
          unit_price: row.rule === 'price' && value !== null ? toMinor(value) : null,
        };
      }),
    },
  };
}

/** A key of the body (`new_site_defaults.discount_tiers.2.unit_price`) as the form's (`tiers.2.value`). */
export function formField(key: string): string {
  const [head, part, index, field] = key.split('.');
  if (head !== 'new_site_defaults') return key;
  if (part === 'credit_pricing') return index === 'currency' ? 'currency' : 'unit_price';
  if (index === undefined) return 'tiers';
  return `tiers.${index}.${field === 'min_quantity' ? 'min' : 'value'}`;
}
