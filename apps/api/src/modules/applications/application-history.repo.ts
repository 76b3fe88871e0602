import type { ApplicationEvent } from '@talent/contract';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { applicationEvents, users } from '../../db/schema/index.js';
import type { AuditActor } from '../../platform/audit.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

const actor = alias(users, 'actor');
const impersonator = alias(users, 'impersonator');

const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

export type NewEvent = {
  applicationId: string;
  kind: ApplicationEvent['kind'];
  from: string | null;
  to: string | null;
  emailed?: boolean;
};

/** Appends history rows, one statement however many (a bulk change of 100 stays quick). */
export async function insertEvents(q: Queryable, accountId: number, who: AuditActor, events: NewEvent[]) {
  if (!events.length) return;
  await q.insert(applicationEvents).values(
    events.map((e) => ({
      accountId,
      applicationId: e.applicationId,
      kind: e.kind,
      fromValue: e.from,
      toValue: e.to,
      emailed: e.emailed ?? false,
      actorUserId: who.userId,
      impersonatorUserId: who.impersonatorUserId,
    })),
  );
}

/** An application's history, newest first (the caller has checked the application is in scope). */
export async function listEvents(q: Queryable, accountId: number, applicationId: string): Promise<ApplicationEvent[]> {
  const rows = await q
    .select({
      event: applicationEvents,
      actorName: actor.name,
      impersonatorName: impersonator.name,
    })
    .from(applicationEvents)
    .leftJoin(actor, eq(actor.id, applicationEvents.actorUserId))
    .leftJoin(impersonator, eq(impersonator.id, applicationEvents.impersonatorUserId))
    .where(and(inTenant(applicationEvents, accountId), eq(applicationEvents.applicationId, applicationId)))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id));
  return rows.map(({ event: e, actorName, impersonatorName }) => ({
    id: e.id,
    kind: e.kind as ApplicationEvent['kind'],
    from: e.fromValue,
    to: e.toValue,
    actor: person(e.actorUserId, actorName),
    impersonator: person(e.impersonatorUserId, impersonatorName),
    emailed: e.emailed,
    created_at: e.createdAt.toISOString(),
  }));
}
