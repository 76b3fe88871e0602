import type { AuditLogEntry, AuditLogQuery } from '@talent/contract';
import { and, count, desc, eq, gte, ilike, isNotNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { auditLog, sites, users } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

export type AuditFilter = Omit<AuditLogQuery, 'page' | 'per_page'>;

function filterOf(accountId: number, query: AuditFilter): SQL {
  const parts: (SQL | undefined)[] = [inTenant(auditLog, accountId)];
  const action = query['filter[action]'];
  if (action) parts.push(action.includes('.') ? eq(auditLog.action, action) : like(auditLog.action, `${action}.%`));
  if (query['filter[subject_type]']) parts.push(eq(auditLog.subjectType, query['filter[subject_type]']));
  if (query['filter[subject_id]']) parts.push(eq(auditLog.subjectId, query['filter[subject_id]']));
  if (query['filter[actor]'])
    parts.push(
      or(eq(auditLog.actorUserId, query['filter[actor]']), eq(auditLog.impersonatorUserId, query['filter[actor]'])),
    );
  if (query['filter[site]']) parts.push(eq(auditLog.siteId, query['filter[site]']));
  if (query['filter[impersonated]']) parts.push(isNotNull(auditLog.impersonatorUserId));
  if (query['filter[from]']) parts.push(gte(auditLog.createdAt, new Date(`${query['filter[from]']}T00:00:00Z`)));
  if (query['filter[to]'])
    parts.push(lt(auditLog.createdAt, sql`${`${query['filter[to]']}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (query.q) {
    const text = containsPattern(query.q);
    parts.push(
      or(
        ilike(auditLog.action, text),
        ilike(auditLog.subjectId, text),
        ilike(auditLog.ip, text),
        ilike(actor.name, text),
        ilike(actor.email, text),
        ilike(impersonator.name, text),
        ilike(impersonator.email, text),
      ),
    );
  }
  return and(...parts)!;
}

const person = (id: number | null, name: string | null, email: string | null) =>
  id === null || name === null || email === null ? null : { id, name, email };

const select = (q: Queryable) =>
  q
    .select({
      row: auditLog,
      siteName: sites.name,
      actorName: actor.name,
      actorEmail: actor.email,
      impersonatorName: impersonator.name,
      impersonatorEmail: impersonator.email,
    })
    .from(auditLog)
    .leftJoin(sites, eq(sites.id, auditLog.siteId))
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorUserId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toEntry = (r: Selected): AuditLogEntry => ({
  id: r.row.id,
  action: r.row.action,
  subject_type: r.row.subjectType,
  subject_id: r.row.subjectId,
  site: r.row.siteId === null || r.siteName === null ? null : { id: r.row.siteId, name: r.siteName },
  actor: person(r.row.actorUserId, r.actorName, r.actorEmail),
  impersonator: person(r.row.impersonatorUserId, r.impersonatorName, r.impersonatorEmail),
  ip: r.row.ip,
  request_id: r.row.requestId,
  data: r.row.data,
  created_at: r.row.createdAt.toISOString(),
});

/** The account's audit log, newest first (the (account_id, created_at) index). */
export async function listAuditLog(q: Queryable, accountId: number, query: AuditLogQuery) {
  const where = filterOf(accountId, query);
  const [rows, [totals]] = await Promise.all([
    select(q)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorUserId))
      .where(where),
  ]);
  return { rows: rows.map(toEntry), total: totals?.n ?? 0 };
}

/** One batch for the CSV export, newest first, before the id `before` (keyset paging). */
export async function auditBatch(
  q: Queryable,
  accountId: number,
  filter: AuditFilter,
  before: number | null,
  limit: number,
) {
  const where = filterOf(accountId, filter);
  const rows = await select(q)
    .where(before === null ? where : and(where, lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}
