import { PLAN_LIMITS, type PlanLimit, type PlatformAccountLimits } from '@talent/contract';
import { toMajor, toMinor } from '../credits/staff/money.js';
import { type TierRow, tierOfRow, tierRowsOf } from '../credits/staff/tier-rows.js';

// The console's limits form: its values as typed, the body they make, and where the server's
// field errors show.

export type LimitField = `max_${PlanLimit}`;
export type Values = {
  limits: Record<LimitField, number | string>;
  currency: string;
  unit_price: number | string;
  tiers: TierRow[];
};

export const FIELDS = PLAN_LIMITS.map((limit) => `max_${limit}` as const);

export function valuesOf(plan: PlatformAccountLimits): Values {
  const { limits, new_site_defaults: defaults } = plan;
  return {
    limits: Object.fromEntries(FIELDS.map((f) => [f, limits[f] ?? ''])) as Values['limits'],
    currency: defaults.credit_pricing?.currency ?? '',
    unit_price: defaults.credit_pricing ? toMajor(defaults.credit_pricing.unit_price) : '',
    tiers: tierRowsOf(defaults.discount_tiers),
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
      discount_tiers: v.tiers.map(tierOfRow),
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
