import type { WebhookDeliveryStatus } from '@talent/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sites, webhookDeliveries } from '../../db/schema/index.js';

export type WebhookSource = { kind: 'site_form'; id: number; uuid: string };
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertDelivery(
  q: Queryable,
  row: { siteId: number; source: WebhookSource; url: string; secretEnc: string; payload: Record<string, unknown> },
): Promise<WebhookDeliveryRow> {
  const [created] = await q
    .insert(webhookDeliveries)
    .values({
      siteId: row.siteId,
      sourceKind: row.source.kind,
      sourceId: row.source.id,
      sourceUuid: row.source.uuid,
      url: row.url,
      secretEnc: row.secretEnc,
      payload: row.payload,
    })
    .returning();
  return created!;
}

export async function findDelivery(q: Queryable, id: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await q.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** A delivery of the site's source; null for another site's or source's (the caller answers 404). */
export async function findSiteDelivery(
  q: Queryable,
  siteId: number,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  uuid: string,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await q
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.siteId, siteId),
        eq(webhookDeliveries.sourceKind, source.kind),
        eq(webhookDeliveries.sourceId, source.id),
        eq(webhookDeliveries.uuid, uuid),
      ),
    );
  return row ?? null;
}

const ofSource = (siteId: number, source: Pick<WebhookSource, 'kind' | 'id'>, status?: WebhookDeliveryStatus) =>
  and(
    eq(webhookDeliveries.siteId, siteId),
    eq(webhookDeliveries.sourceKind, source.kind),
    eq(webhookDeliveries.sourceId, source.id),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );

export async function listSourceDeliveries(
  q: Queryable,
  siteId: number,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  limit: number,
  offset: number,
  status?: WebhookDeliveryStatus,
): Promise<WebhookDeliveryRow[]> {
  return q
    .select()
    .from(webhookDeliveries)
    .where(ofSource(siteId, source, status))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
}

/** One attempt's outcome; `status` stays pending while a retry is planned. */
export async function recordAttempt(
  q: Queryable,
  id: number,
  outcome: { statusCode: number | null; error: string | null; delivered: boolean },
) {
  await q
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(outcome.delivered ? { status: 'delivered' as const, deliveredAt: sql`now()`, nextAttemptAt: null } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function setNextAttempt(q: Queryable, id: number, at: Date) {
  await q.update(webhookDeliveries).set({ nextAttemptAt: at }).where(eq(webhookDeliveries.id, id));
}

/** Gives a pending delivery up; null when it was no longer pending (nothing to tell). */
export async function markFailed(q: Queryable, id: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await q
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function siteOf(q: Queryable, siteId: number) {
  const [row] = await q
    .select({ accountId: sites.accountId, siteId: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row ?? null;
}

/** Back to pending for a resend; only a finished delivery (a pending one is still being tried). */
export async function reopenDelivery(q: Queryable, id: number): Promise<boolean> {
  const rows = await q
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} in ('delivered', 'failed')`))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function countSourceDeliveries(
  q: Queryable,
  siteId: number,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  status?: WebhookDeliveryStatus,
): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(ofSource(siteId, source, status));
  return row?.n ?? 0;
}
