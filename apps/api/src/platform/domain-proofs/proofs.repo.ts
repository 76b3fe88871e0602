import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { type accountDomains, type emailDomainProofs, users } from '../../db/schema/index.js';
import { inTenant } from '../tenancy/in-tenant.js';
import type { ProofRepo, StoredProof } from './proofs.service.js';

/** The tables of names an account proves: the same columns, one per kind. */
type ProofTable = typeof accountDomains | typeof emailDomainProofs;

/** What a kind does beside its own rows when a name is proven or removed (in the same transaction). */
export type ProofRepoHooks = {
  proven?(q: Queryable, accountId: number, domain: string): Promise<void>;
  removed?(q: Queryable, accountId: number, domain: string): Promise<void>;
};

const verifier = alias(users, 'verifier');

/**
 * The SQL of one kind of proven names over its table: every query takes the tenant, and a name
 * is held proven by one account at most (the table's partial unique index backs that up).
 */
export function proofRepo(table: ProofTable, hooks: ProofRepoHooks = {}): ProofRepo {
  const withVerifier = (q: Queryable) =>
    q
      .select({
        id: table.id,
        uuid: table.uuid,
        domain: table.domain,
        token: table.token,
        verifiedAt: table.verifiedAt,
        verifiedBy: table.verifiedBy,
        approvalReason: table.approvalReason,
        createdAt: table.createdAt,
        verifiedByName: verifier.name,
      })
      .from(table)
      .leftJoin(verifier, eq(verifier.id, table.verifiedByUserId));

  return {
    list: (q, accountId): Promise<StoredProof[]> =>
      withVerifier(q).where(inTenant(table, accountId)).orderBy(asc(table.domain), asc(table.id)),

    async find(q, accountId, uuid) {
      const [row] = await withVerifier(q).where(and(inTenant(table, accountId), eq(table.uuid, uuid)));
      return row ?? null;
    },

    async insert(q, accountId, values) {
      const [row] = await q
        .insert(table)
        .values({ ...values, accountId })
        .onConflictDoNothing({ target: [table.accountId, table.domain] })
        .returning({ uuid: table.uuid });
      return row?.uuid ?? null;
    },

    async provenElsewhere(q, accountId, domain) {
      const [row] = await q
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.domain, domain), isNotNull(table.verifiedAt), ne(table.accountId, accountId)))
        .limit(1);
      return row !== undefined;
    },

    /*
     * Two accounts proving one name at once: the partial unique index lets one through and the
     * other's statement fails with a unique violation, which the caller reads as the same refusal.
     */
    async markProven(q, accountId, id, by) {
      const [proven] = await q
        .update(table)
        .set({ verifiedAt: sql`now()`, verifiedBy: by.method, verifiedByUserId: by.userId, approvalReason: by.reason })
        .where(
          and(
            inTenant(table, accountId),
            eq(table.id, id),
            sql`not exists (select 1 from ${table} o where o.domain = ${table}.domain
              and o.verified_at is not null and o.account_id <> ${accountId})`,
          ),
        )
        .returning({ domain: table.domain });
      if (proven) await hooks.proven?.(q, accountId, proven.domain);
      return proven !== undefined;
    },

    async remove(q, accountId, id) {
      const [gone] = await q
        .delete(table)
        .where(and(inTenant(table, accountId), eq(table.id, id)))
        .returning({ domain: table.domain });
      if (gone) await hooks.removed?.(q, accountId, gone.domain);
    },
  };
}
