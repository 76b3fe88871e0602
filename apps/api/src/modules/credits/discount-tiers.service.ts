import type { CreditPricing, PurchasePreview, SaveDiscountTiersBody } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { quote } from './pricing.js';
import { loadPricing, replaceTiers } from './tiers.repo.js';

/** The site's credit price and its discount tiers. */
export const pricingOf = (ctx: AppContext, scope: SiteScope): Promise<CreditPricing> => loadPricing(ctx.db, scope);

/** What `quantity` credits cost on this site today: tier, subtotal, discount and total. */
export async function priceOf(ctx: AppContext, scope: SiteScope, quantity: number): Promise<PurchasePreview> {
  return quote(await loadPricing(ctx.db, scope), quantity);
}

/** Replaces the site's tiers as a whole, with the list saved in the audit log. */
export async function saveDiscountTiers(
  ctx: AppContext,
  scope: SiteScope,
  tiers: SaveDiscountTiersBody['tiers'],
  actor: AuditActor,
): Promise<CreditPricing> {
  await ctx.db.transaction(async (tx) => {
    await replaceTiers(tx, scope, tiers);
    await recordAudit(tx, actor, {
      action: 'credit.tiers_saved',
      subjectType: 'site',
      subjectId: scope.siteId,
      ...scope,
      data: { tiers },
    });
  });
  return loadPricing(ctx.db, scope);
}
