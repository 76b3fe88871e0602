import type { PermissionMap, SaveSiteBody, Site } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { holdsAt } from '../../platform/auth/rights.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { replaceTiers } from '../credits/tiers.repo.js';
import { newSiteDefaultsOf } from '../plan-limits/plan-limits.repo.js';
import { ensureRoom } from '../plan-limits/plan-limits.service.js';
import { domainTaken, findSite, insertSite, isProvenHost, listSites, updateSite } from './sites.repo.js';

/**
 * Who lists the account's sites: their grants decide which sites, one by one. A narrowing of the
 * rows, which no route rule can declare (editing one site is declared: `atSite` on its route).
 */
export type SiteCaller = { accountId: number; permissions: PermissionMap };

/** A new job board reviews new employers and jobs until its staff say otherwise. */
const NEW_SITE_SETTINGS = { employers_start_on_hold: true, jobs_start_on_hold: true };

/** Whether the caller holds `permission` at that site (account staff: at every site). */
const holdsAtSite = (caller: SiteCaller, siteId: number, permission: string) =>
  holdsAt(caller.permissions, { accountId: caller.accountId, siteId }, [permission]);

/**
 * A site is served on a host its account has proven (issue 33): naming a host nobody proved would let
 * an account squat another business's address. A site keeps the host it had before hosts were proven
 * (`current`) until that changes.
 */
async function checkDomain(q: Queryable, accountId: number, body: SaveSiteBody, self: Site | null) {
  if (body.domain === null) return;
  if (await domainTaken(q, body.domain, self?.id ?? null)) throw invalidFields({ domain: [{ rule: 'domain_taken' }] });
  if (body.domain !== self?.domain && !(await isProvenHost(q, accountId, body.domain)))
    throw invalidFields({ domain: [{ rule: 'site_host_unproven' }] });
}

/** The sites where the caller holds `sites.read`: all of them for account staff, theirs for a site's. */
export async function visibleSites(ctx: AppContext, caller: SiteCaller): Promise<Site[]> {
  return (await listSites(ctx.db, caller.accountId)).filter((s) => holdsAtSite(caller, s.id, 'sites.read'));
}

/**
 * A new site, within the account's plan (409 `plan_limit_sites` when it has all its sites), selling
 * credits at the price and tiers platform staff set for the account's new sites.
 */
export async function createSite(ctx: AppContext, accountId: number, body: SaveSiteBody, actor: AuditActor) {
  const id = await ctx.db.transaction(async (tx) => {
    await ensureRoom(tx, accountId, 'sites');
    await checkDomain(tx, accountId, body, null);
    const defaults = await newSiteDefaultsOf(tx, accountId);
    const settings = defaults.creditPricing
      ? { ...NEW_SITE_SETTINGS, credit_pricing: defaults.creditPricing }
      : NEW_SITE_SETTINGS;
    const siteId = await insertSite(tx, accountId, { ...body, settings });
    await replaceTiers(tx, { accountId, siteId }, defaults.discountTiers);
    await recordAudit(tx, actor, {
      action: 'site.created',
      subjectType: 'site',
      subjectId: siteId,
      accountId,
      siteId,
      data: { name: body.name, domain: body.domain },
    });
    return siteId;
  });
  return (await findSite(ctx.db, accountId, id))!;
}

/**
 * Renames a site or moves its host. The route declares that `sites.update` must act at that very
 * site (`atSite`): a site's staff edit their own board, never a neighbour (issue 16).
 */
export async function changeSite(
  ctx: AppContext,
  accountId: number,
  id: number,
  body: SaveSiteBody,
  actor: AuditActor,
) {
  await ctx.db.transaction(async (tx) => {
    const current = await findSite(tx, accountId, id);
    if (!current) throw notFound();
    await checkDomain(tx, accountId, body, current);
    await updateSite(tx, accountId, id, body);
    await recordAudit(tx, actor, {
      action: 'site.updated',
      subjectType: 'site',
      subjectId: id,
      accountId,
      siteId: id,
      data: { name: body.name, domain: body.domain },
    });
  });
  return (await findSite(ctx.db, accountId, id))!;
}
