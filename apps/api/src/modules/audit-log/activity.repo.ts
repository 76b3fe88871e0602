import type { ActivityEntry, ActivityQuery } from '@talent/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

/** One tenant's audit rows about one thing (an employer, a job …). */
export type ActivitySubject = { accountId: number; subjectType: string; subjectId: number | string };

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

export async function listActivity(
  q: Queryable,
  subject: ActivitySubject,
  query: ActivityQuery,
): Promise<{ rows: ActivityEntry[]; total: number }> {
  // account_id is part of the filter, so ids of another tenant's subject find nothing.
  const where = and(
    inTenant(auditLog, subject.accountId),
    eq(auditLog.subjectType, subject.subjectType),
    eq(auditLog.subjectId, String(subject.subjectId)),
  );
  const [rows, [totals]] = await Promise.all([
    q
      .select({
        id: auditLog.id,
        action: auditLog.action,
        data: auditLog.data,
        createdAt: auditLog.createdAt,
        actorId: actor.id,
        actorName: actor.name,
        impersonatorId: impersonator.id,
        impersonatorName: impersonator.name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: person(r.actorId, r.actorName),
      impersonator: person(r.impersonatorId, r.impersonatorName),
      data: r.data,
      created_at: r.createdAt.toISOString(),
    })),
    total: totals?.n ?? 0,
  };
}
