import type { CreditPricing, DiscountTier, SaveDiscountTiersBody } from '@talent/contract';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { creditDiscountTiers } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { siteSettings } from '../employers/employers.repo.js';
import { basePricingOf } from './pricing.js';

const inSite = (scope: SiteScope) => inTenant(creditDiscountTiers, scope);

export async function listTiers(q: Queryable, scope: SiteScope): Promise<DiscountTier[]> {
  const rows = await q
    .select()
    .from(creditDiscountTiers)
    .where(inSite(scope))
    .orderBy(asc(creditDiscountTiers.minQuantity));
  return rows.map((r) => ({
    id: r.id,
    min_quantity: r.minQuantity,
    unit_price: r.unitPrice,
    percent_off: r.percentOff,
  }));
}

/** The site's whole tier list replaced in the caller's transaction. */
export async function replaceTiers(q: Queryable, scope: SiteScope, tiers: SaveDiscountTiersBody['tiers']) {
  await q.delete(creditDiscountTiers).where(inSite(scope));
  if (!tiers.length) return;
  await q.insert(creditDiscountTiers).values(
    tiers.map((t) => ({
      ...scope,
      minQuantity: t.min_quantity,
      unitPrice: t.unit_price,
      percentOff: t.percent_off,
    })),
  );
}

/** Base price (site settings) and tiers: everything a quote needs, read together. */
export async function loadPricing(q: Queryable, scope: SiteScope): Promise<CreditPricing> {
  const [{ settings }, tiers] = await Promise.all([siteSettings(q, scope), listTiers(q, scope)]);
  return { ...basePricingOf(settings), tiers };
}
