import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { privacyRequests, seekers, signedLinkUses, sites } from '../../../db/schema/index.js';
import { hashToken } from '../../../platform/auth/tokens.js';
import { inTenant, inTenantRaw, sameTenant } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import type { SignedLink } from '../links/signed-links.js';

/**
 * The candidate a link names, at the link's site, with the site's name; null when there is none
 * (erased with the rows, another site's) or when they were erased (an erasure request is recorded).
 */
export async function linkSeeker(q: Queryable, scope: SiteScope, seekerId: string) {
  const [row] = await q
    .select({
      id: seekers.id,
      email: seekers.email,
      firstName: seekers.firstName,
      lastName: seekers.lastName,
      locale: seekers.locale,
      site: sites.name,
      erased: sql<boolean>`exists (
        select 1 from privacy_requests r
        where ${inTenantRaw('r', scope.accountId)} and r.seeker_id = ${seekers.id} and r.kind = 'erasure')`,
    })
    .from(seekers)
    .innerJoin(sites, and(eq(sites.id, seekers.siteId), sameTenant(sites, seekers)))
    .where(and(inTenant(seekers, scope), eq(seekers.id, seekerId)));
  return row && !row.erased ? row : null;
}

/** Whether the candidate asked for a copy themselves within the last hour (the database's clock). */
export async function exportAskedLately(q: Queryable, scope: SiteScope, seekerId: string) {
  const [row] = await q
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(
      and(
        inTenant(privacyRequests, scope),
        eq(privacyRequests.seekerId, seekerId),
        eq(privacyRequests.kind, 'export'),
        eq(privacyRequests.origin, 'candidate'),
        gt(privacyRequests.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a single-use link was used already, without using it (a GET shows the page only while
 * the link still works). The key is `useLinkOnce`'s: the digest of `purpose:nonce`.
 */
export async function linkUsed(q: Queryable, link: SignedLink) {
  const [row] = await q
    .select({ hash: signedLinkUses.nonceHash })
    .from(signedLinkUses)
    .where(eq(signedLinkUses.nonceHash, hashToken(`${link.purpose}:${link.nonce}`)));
  return row !== undefined;
}
