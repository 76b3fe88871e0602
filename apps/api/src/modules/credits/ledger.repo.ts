import type { LedgerEntry, LedgerQuery } from '@talent/contract';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { creditLedger, creditWallets, employers, jobs, users } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

export type LedgerFilter = Pick<LedgerQuery, 'filter[kind]' | 'filter[from]' | 'filter[to]'> & { employerId?: number };

function whereOf(scope: SiteScope, f: LedgerFilter): SQL {
  const parts: SQL[] = [inTenant(creditLedger, scope)];
  if (f.employerId !== undefined) parts.push(eq(creditLedger.employerId, f.employerId));
  if (f['filter[kind]']) parts.push(eq(creditLedger.kind, f['filter[kind]']));
  if (f['filter[from]']) parts.push(gte(creditLedger.createdAt, new Date(`${f['filter[from]']}T00:00:00Z`)));
  if (f['filter[to]']) {
    parts.push(lt(creditLedger.createdAt, sql`${`${f['filter[to]']}T00:00:00Z`}::timestamptz + interval '1 day'`));
  }
  return and(...parts)!;
}

const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

function entriesQuery(q: Queryable) {
  return (
    q
      .select({
        id: creditLedger.id,
        employerId: creditLedger.employerId,
        employerName: employers.name,
        kind: creditLedger.kind,
        amount: creditLedger.amount,
        balanceAfter: creditLedger.balanceAfter,
        reason: creditLedger.reason,
        actorId: actor.id,
        actorName: actor.name,
        impersonatorId: impersonator.id,
        impersonatorName: impersonator.name,
        purchaseId: creditLedger.purchaseId,
        jobId: creditLedger.jobId,
        jobTitle: jobs.title,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .innerJoin(employers, sameTenant(employers, creditLedger, eq(employers.id, creditLedger.employerId)))
      // The entry's own job only: same tenant and employer, so no other title can ever be named.
      .leftJoin(
        jobs,
        and(
          eq(jobs.id, creditLedger.jobId),
          sameTenant(jobs, creditLedger, eq(jobs.siteId, creditLedger.siteId)),
          eq(jobs.employerId, creditLedger.employerId),
        ),
      )
      .leftJoin(actor, eq(actor.id, creditLedger.actorUserId))
      .leftJoin(impersonator, eq(impersonator.id, creditLedger.impersonatorUserId))
      .$dynamic()
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number];

export const toEntry = (r: Row): LedgerEntry => ({
  id: r.id,
  employer: { id: r.employerId, name: r.employerName },
  kind: r.kind,
  amount: r.amount,
  balance_after: r.balanceAfter,
  reason: r.reason,
  actor: person(r.actorId, r.actorName),
  impersonator: person(r.impersonatorId, r.impersonatorName),
  purchase_id: r.purchaseId,
  job_id: r.jobId,
  job_title: r.jobTitle,
  created_at: r.createdAt.toISOString(),
});

export async function listLedger(
  q: Queryable,
  scope: SiteScope,
  filter: LedgerFilter,
  paging: { page: number; per_page: number },
) {
  const where = whereOf(scope, filter);
  const [rows, [totals]] = await Promise.all([
    entriesQuery(q)
      .where(where)
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    q.select({ n: count() }).from(creditLedger).where(where),
  ]);
  return { rows: rows.map(toEntry), total: totals?.n ?? 0 };
}

/** One batch for the CSV export, in id order after `afterId` (keyset paging). */
export async function ledgerBatch(
  q: Queryable,
  scope: SiteScope,
  filter: LedgerFilter,
  afterId: number,
  limit: number,
) {
  const rows = await entriesQuery(q)
    .where(and(whereOf(scope, filter), gt(creditLedger.id, afterId)))
    .orderBy(asc(creditLedger.id))
    .limit(limit);
  return rows.map(toEntry);
}

export async function findEntry(q: Queryable, scope: SiteScope, id: number) {
  const [row] = await entriesQuery(q).where(and(whereOf(scope, {}), eq(creditLedger.id, id)));
  return row ? toEntry(row) : null;
}

/** Employers of the site with their balances (0 for those who never had credits), by name. */
export async function listWallets(
  q: Queryable,
  scope: SiteScope,
  query: { page: number; per_page: number; q?: string | undefined },
) {
  const parts: SQL[] = [inTenant(employers, scope)];
  if (query.q) parts.push(ilike(employers.name, containsPattern(query.q)));
  const where = and(...parts);
  const [rows, [totals]] = await Promise.all([
    q
      .select({
        id: employers.id,
        name: employers.name,
        balance: sql<number>`coalesce(${creditWallets.balance}, 0)`.mapWith(Number),
        updatedAt: creditWallets.updatedAt,
      })
      .from(employers)
      .leftJoin(creditWallets, sameTenant(creditWallets, employers, eq(creditWallets.employerId, employers.id)))
      .where(where)
      .orderBy(asc(employers.name), asc(employers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(employers).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      employer: { id: r.id, name: r.name },
      balance: r.balance,
      updated_at: r.updatedAt?.toISOString() ?? null,
    })),
    total: totals?.n ?? 0,
  };
}
