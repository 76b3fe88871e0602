import type { CreditPricing } from '@talent/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basePricingOf, quote, tierFor } from './pricing.js';

const pricing: CreditPricing = {
  currency: 'GBP',
  unit_price: 2500,
  tiers: [
    { id: 1, min_quantity: 5, unit_price: null, percent_off: 10 },
    { id: 2, min_quantity: 10, unit_price: null, percent_off: 20 },
    { id: 3, min_quantity: 100, unit_price: 1500, percent_off: null },
  ],
};

describe('credit pricing', () => {
  it('applies the highest tier reached', () => {
    expect(tierFor(pricing.tiers, 4)).toBeNull();
    expect(tierFor(pricing.tiers, 5)?.id).toBe(1);
    expect(tierFor(pricing.tiers, 12)?.id).toBe(2);
    expect(tierFor(pricing.tiers, 100)?.id).toBe(3);
  });

  it('prices 12 credits at 20% off: 300.00 − 60.00 = 240.00', () => {
    expect(quote(pricing, 12)).toEqual({
      quantity: 12,
      currency: 'GBP',
      base_unit_price: 2500,
      unit_price: 2000,
      tier: pricing.tiers[1],
      subtotal: 30000,
      discount: 6000,
      total: 24000,
    });
  });

  it('rounds a percentage once, half up, on the subtotal', () => {
    const odd: CreditPricing = {
      currency: 'EUR',
      unit_price: 333,
      tiers: [{ id: 1, min_quantity: 1, unit_price: null, percent_off: 15 }],
    };
    // 3 × 3.33 = 9.99; 15% = 1.4985 → 1.50; total 8.49.
    expect(quote(odd, 3)).toMatchObject({ subtotal: 999, discount: 150, total: 849 });
  });

  it('never charges more than the base price, and the sums always add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (quantity) => {
        const q = quote(pricing, quantity);
        expect(q.subtotal).toBe(q.total + q.discount);
        expect(q.total).toBeLessThanOrEqual(q.subtotal);
        expect(q.discount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(q.total)).toBe(true);
      }),
    );
  });

  it('falls back to the default price for missing or malformed settings', () => {
    expect(basePricingOf({})).toEqual({ currency: 'GBP', unit_price: 2500 });
    expect(basePricingOf({ credit_pricing: { currency: 'usd', unit_price: 1 } })).toEqual({
      currency: 'GBP',
      unit_price: 2500,
    });
    expect(basePricingOf({ credit_pricing: { currency: 'USD', unit_price: 999 } })).toEqual({
      currency: 'USD',
      unit_price: 999,
    });
  });
});
