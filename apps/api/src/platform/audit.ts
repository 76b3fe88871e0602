import type { AuditAction } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type AuditEntry = {
  action: AuditAction;
  subjectType: string;
  subjectId?: string | number | null;
  accountId?: number | null;
  siteId?: number | null;
  data?: Record<string, unknown>;
};

/** The acting people and request, taken from the request so no caller can forget the impersonator. */
export type AuditActor = {
  userId: number | null;
  impersonatorUserId: number | null;
  ip: string | null;
  requestId: string;
};

export const actorOf = (request: FastifyRequest, userId?: number): AuditActor => ({
  userId: request.auth?.user.id ?? userId ?? null,
  impersonatorUserId: request.auth?.impersonatorUserId ?? null,
  ip: request.ip,
  requestId: String(request.id),
});

/** Writes one entry, or many in one statement (a bulk change of 100 rows: one INSERT, not 100). */
export async function recordAudit(q: Queryable, actor: AuditActor, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await q.insert(auditLog).values(
    list.map((entry) => ({
      accountId: entry.accountId ?? null,
      siteId: entry.siteId ?? null,
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorUserId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
      data: entry.data ?? {},
      ip: actor.ip,
      requestId: actor.requestId,
    })),
  );
}

/**
 * The audit writer of one kind of subject in a site (an employer, a job, a candidate…): each row
 * carries the site's account and site, so the site's and the subject's history can read it.
 */
export const siteAuditOf =
  (subjectType: string) =>
  (
    q: Queryable,
    actor: AuditActor,
    scope: { accountId: number; siteId: number },
    action: AuditAction,
    id: string | number,
    data: Record<string, unknown> = {},
  ) =>
    recordAudit(q, actor, {
      action,
      subjectType,
      subjectId: id,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data,
    });
