import { and, asc, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts, grants } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import { provenHostsOnly } from './proven-hosts.js';

/** A host an account's brand is served on. */
export type BrandHost = { domain: string; accountId: number; brandName: string };

async function brandHosts(q: Queryable, where: SQL | undefined): Promise<BrandHost[]> {
  return q
    .select({
      domain: accountDomains.domain,
      accountId: accountDomains.accountId,
      brandName: sql<string>`coalesce(nullif(${accounts.title}, ''), ${accounts.name})`,
    })
    .from(accountDomains)
    .innerJoin(accounts, eq(accounts.id, accountDomains.accountId))
    .where(and(where, provenHostsOnly))
    .orderBy(asc(accountDomains.id));
}

/**
 * The brand hosts of the accounts `userId` holds a role in (only `accountId`'s when given). None for
 * platform staff (a grant at scope `all`): they belong to no brand, so their links use PUBLIC_URL.
 */
export function brandHostsOfUser(q: Queryable, userId: number, accountId: number | null) {
  const theirs = q.select({ id: grants.accountId }).from(grants).where(eq(grants.userId, userId));
  const staff = q
    .select({ one: sql`1` })
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.scopeType, 'all')));
  return brandHosts(
    q,
    and(
      inArray(accountDomains.accountId, theirs),
      not(exists(staff)),
      accountId === null ? undefined : inTenant(accountDomains, accountId),
    ),
  );
}

/** The brand hosts of one account (for someone who belongs to it without a portal role: a candidate). */
export function brandHostsOfAccount(q: Queryable, accountId: number) {
  return brandHosts(q, inTenant(accountDomains, accountId));
}
