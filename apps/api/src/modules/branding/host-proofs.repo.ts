import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { accountDomains, sites, users } from '../../db/schema/index.js';
import type { ProofRepo, StoredProof } from '../../platform/domain-proofs/proofs.service.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

const verifier = alias(users, 'verifier');
const columns = {
  id: accountDomains.id,
  uuid: accountDomains.uuid,
  accountId: accountDomains.accountId,
  domain: accountDomains.domain,
  token: accountDomains.token,
  createdByUserId: accountDomains.createdByUserId,
  verifiedAt: accountDomains.verifiedAt,
  verifiedBy: accountDomains.verifiedBy,
  verifiedByUserId: accountDomains.verifiedByUserId,
  approvalReason: accountDomains.approvalReason,
  createdAt: accountDomains.createdAt,
  verifiedByName: verifier.name,
};

const withVerifier = (q: Queryable) =>
  q.select(columns).from(accountDomains).leftJoin(verifier, eq(verifier.id, accountDomains.verifiedByUserId));

export function listHosts(q: Queryable, accountId: number): Promise<StoredProof[]> {
  return withVerifier(q)
    .where(inTenant(accountDomains, accountId))
    .orderBy(asc(accountDomains.domain), asc(accountDomains.id));
}

/** One host of the account, by public id: another account's is not found. */
export async function findHost(q: Queryable, accountId: number, uuid: string): Promise<StoredProof | null> {
  const [row] = await withVerifier(q).where(and(inTenant(accountDomains, accountId), eq(accountDomains.uuid, uuid)));
  return row ?? null;
}

/** A new claim of the account (its public id); null when the account already lists the host. */
export async function insertHost(
  q: Queryable,
  accountId: number,
  values: { domain: string; token: string; createdByUserId: number | null },
): Promise<string | null> {
  const [row] = await q
    .insert(accountDomains)
    .values({ ...values, accountId })
    .onConflictDoNothing({ target: [accountDomains.accountId, accountDomains.domain] })
    .returning({ uuid: accountDomains.uuid });
  return row?.uuid ?? null;
}

/** Whether another account holds the host proven. */
export async function provenElsewhere(q: Queryable, accountId: number, domain: string): Promise<boolean> {
  const [row] = await q
    .select({ id: accountDomains.id })
    .from(accountDomains)
    .where(
      and(
        eq(accountDomains.domain, domain),
        isNotNull(accountDomains.verifiedAt),
        ne(accountDomains.accountId, accountId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the claim proven, unless another account holds the host proven (false then). Two
 * accounts proving one host at once: the partial unique index lets one through and the other's
 * statement fails with a unique violation, which the caller reads as the same refusal.
 */
export async function markProven(
  q: Queryable,
  accountId: number,
  id: number,
  by: Parameters<ProofRepo['markProven']>[3],
): Promise<boolean> {
  const rows = await q
    .update(accountDomains)
    .set({ verifiedAt: sql`now()`, verifiedBy: by.method, verifiedByUserId: by.userId, approvalReason: by.reason })
    .where(
      and(
        inTenant(accountDomains, accountId),
        eq(accountDomains.id, id),
        sql`not exists (select 1 from ${accountDomains} o where o.domain = ${accountDomains}.domain
          and o.verified_at is not null and o.account_id <> ${accountId})`,
      ),
    )
    .returning({ domain: accountDomains.domain });
  const proven = rows[0];
  // The proof wins: a site another account named on this host (before sites needed proven hosts) loses it.
  if (proven)
    await q
      .update(sites)
      .set({ domain: null })
      .where(and(eq(sites.domain, proven.domain), ne(sites.accountId, accountId)));
  return proven !== undefined;
}

/** Removes the claim; the account's sites on that host lose their address with it. */
export async function deleteHost(q: Queryable, accountId: number, id: number) {
  const [gone] = await q
    .delete(accountDomains)
    .where(and(inTenant(accountDomains, accountId), eq(accountDomains.id, id)))
    .returning({ domain: accountDomains.domain });
  if (gone)
    await q
      .update(sites)
      .set({ domain: null })
      .where(and(inTenant(sites, accountId), eq(sites.domain, gone.domain)));
}

/** The brand hosts' rows, for the proof flow. */
export const brandHostRepo: ProofRepo = {
  list: listHosts,
  find: findHost,
  insert: insertHost,
  provenElsewhere,
  markProven,
  remove: deleteHost,
};
