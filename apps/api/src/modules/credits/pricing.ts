import type { CreditPricing, DiscountTier, PurchasePreview } from '@talent/contract';
import { z } from 'zod';

/** A site without `settings.credit_pricing` sells at this price. */
export const DEFAULT_PRICING = { currency: 'GBP', unit_price: 2500 } as const;

const PricingSetting = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  unit_price: z.number().int().min(0).max(100_000_000),
});

/** The site's base price (`settings.credit_pricing`); the default when absent or malformed. */
export function basePricingOf(settings: Record<string, unknown>): { currency: string; unit_price: number } {
  const parsed = PricingSetting.safeParse(settings.credit_pricing);
  return parsed.success ? parsed.data : { ...DEFAULT_PRICING };
}

/** The tier a quantity reaches: the one with the highest minimum not above it. */
export function tierFor(tiers: DiscountTier[], quantity: number): DiscountTier | null {
  let best: DiscountTier | null = null;
  for (const tier of tiers)
    if (tier.min_quantity <= quantity && (!best || tier.min_quantity > best.min_quantity)) best = tier;
  return best;
}

/**
 * The price of `quantity` credits, in integer minor units. A percentage discount is rounded half
 * up to the minor unit, once, on the subtotal (not per credit), so totals never drift.
 */
export function quote(pricing: CreditPricing, quantity: number): PurchasePreview {
  const subtotal = quantity * pricing.unit_price;
  const tier = tierFor(pricing.tiers, quantity);
  let total = subtotal;
  if (tier?.unit_price != null) total = Math.min(subtotal, quantity * tier.unit_price);
  else if (tier?.percent_off != null) total = subtotal - Math.floor((subtotal * tier.percent_off + 50) / 100);
  return {
    quantity,
    currency: pricing.currency,
    base_unit_price: pricing.unit_price,
    unit_price: Math.round(total / quantity),
    tier,
    subtotal,
    discount: subtotal - total,
    total,
  };
}
