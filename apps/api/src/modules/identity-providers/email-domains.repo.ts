import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { emailDomainProofs, users } from '../../db/schema/index.js';
import type { ProofRepo, StoredProof } from '../../platform/domain-proofs/proofs.service.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

const verifier = alias(users, 'verifier');
const columns = {
  id: emailDomainProofs.id,
  uuid: emailDomainProofs.uuid,
  accountId: emailDomainProofs.accountId,
  domain: emailDomainProofs.domain,
  token: emailDomainProofs.token,
  createdByUserId: emailDomainProofs.createdByUserId,
  verifiedAt: emailDomainProofs.verifiedAt,
  verifiedBy: emailDomainProofs.verifiedBy,
  verifiedByUserId: emailDomainProofs.verifiedByUserId,
  approvalReason: emailDomainProofs.approvalReason,
  createdAt: emailDomainProofs.createdAt,
  verifiedByName: verifier.name,
};

const withVerifier = (q: Queryable) =>
  q.select(columns).from(emailDomainProofs).leftJoin(verifier, eq(verifier.id, emailDomainProofs.verifiedByUserId));

export function listDomains(q: Queryable, accountId: number): Promise<StoredProof[]> {
  return withVerifier(q)
    .where(inTenant(emailDomainProofs, accountId))
    .orderBy(asc(emailDomainProofs.domain), asc(emailDomainProofs.id));
}

/** One domain of the account, by public id: another account's is not found. */
export async function findDomain(q: Queryable, accountId: number, uuid: string): Promise<StoredProof | null> {
  const [row] = await withVerifier(q).where(
    and(inTenant(emailDomainProofs, accountId), eq(emailDomainProofs.uuid, uuid)),
  );
  return row ?? null;
}

/** A new claim of the account (its public id); null when the account already lists the domain. */
export async function insertDomain(
  q: Queryable,
  accountId: number,
  values: { domain: string; token: string; createdByUserId: number | null },
): Promise<string | null> {
  const [row] = await q
    .insert(emailDomainProofs)
    .values({ ...values, accountId })
    .onConflictDoNothing({ target: [emailDomainProofs.accountId, emailDomainProofs.domain] })
    .returning({ uuid: emailDomainProofs.uuid });
  return row?.uuid ?? null;
}

/** Whether another account holds the domain proven. */
export async function provenElsewhere(q: Queryable, accountId: number, domain: string): Promise<boolean> {
  const [row] = await q
    .select({ id: emailDomainProofs.id })
    .from(emailDomainProofs)
    .where(
      and(
        eq(emailDomainProofs.domain, domain),
        isNotNull(emailDomainProofs.verifiedAt),
        ne(emailDomainProofs.accountId, accountId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the account has proven the domain: what its providers may sign in. */
export async function isProvenDomain(q: Queryable, accountId: number, domain: string): Promise<boolean> {
  const [row] = await q
    .select({ id: emailDomainProofs.id })
    .from(emailDomainProofs)
    .where(
      and(
        inTenant(emailDomainProofs, accountId),
        eq(emailDomainProofs.domain, domain),
        isNotNull(emailDomainProofs.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the claim proven, unless another account holds the domain proven (false then). Two
 * accounts proving one domain at once: the partial unique index lets one through and the other's
 * statement fails with a unique violation, which the caller reads as the same refusal.
 */
export async function markProven(
  q: Queryable,
  accountId: number,
  id: number,
  by: Parameters<ProofRepo['markProven']>[3],
): Promise<boolean> {
  const rows = await q
    .update(emailDomainProofs)
    .set({ verifiedAt: sql`now()`, verifiedBy: by.method, verifiedByUserId: by.userId, approvalReason: by.reason })
    .where(
      and(
        inTenant(emailDomainProofs, accountId),
        eq(emailDomainProofs.id, id),
        sql`not exists (select 1 from ${emailDomainProofs} o where o.domain = ${emailDomainProofs}.domain
          and o.verified_at is not null and o.account_id <> ${accountId})`,
      ),
    )
    .returning({ id: emailDomainProofs.id });
  return rows.length > 0;
}

export async function deleteDomain(q: Queryable, accountId: number, id: number) {
  await q.delete(emailDomainProofs).where(and(inTenant(emailDomainProofs, accountId), eq(emailDomainProofs.id, id)));
}

/** The e-mail domains' rows, for the proof flow. */
export const emailDomainRepo: ProofRepo = {
  list: listDomains,
  find: findDomain,
  insert: insertDomain,
  provenElsewhere,
  markProven,
  remove: deleteDomain,
};
