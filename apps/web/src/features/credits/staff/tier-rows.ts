import type { DiscountTier } from '@talent/contract';
import { toMajor, toMinor } from './money.js';

// Discount tiers as a form edits them (the site's tiers, and the console's tiers for new sites):
// each row a "from" quantity and either a percentage off or a unit price, in major units.

export type TierRule = 'percent' | 'price';
export type TierRow = { key: number; min: number | string; rule: TierRule; value: number | string };

export const TIER_PRICE_MAX = toMajor(100_000_000);

let nextKey = 0;
/** An empty row, with its own React list key. */
export const newTierRow = (): TierRow => ({ key: nextKey++, min: '', rule: 'percent', value: '' });

/** The saved tiers as rows (their ids are not the form's: the list is replaced whole). */
export const tierRowsOf = (tiers: readonly Omit<DiscountTier, 'id'>[]): TierRow[] =>
  tiers.map((tier) => ({
    key: nextKey++,
    min: tier.min_quantity,
    rule: tier.percent_off !== null ? 'percent' : 'price',
    value: tier.percent_off ?? toMajor(tier.unit_price ?? 0),
  }));

/** A row as the contract's tier: a blank field is missing, the price in minor units. */
export function tierOfRow(row: TierRow) {
  const value = row.value === '' ? null : Number(row.value);
  return {
    min_quantity: typeof row.min === 'number' ? row.min : undefined,
    percent_off: row.rule === 'percent' ? value : null,
    unit_price: row.rule === 'price' && value !== null ? toMinor(value) : null,
  };
}
