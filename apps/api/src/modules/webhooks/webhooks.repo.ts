import type { WebhookDeliveryStatus } from '@talent/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { sites, webhookDeliveries } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

export type WebhookSource = { kind: 'site_form'; id: number; uuid: string };
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
/** A delivery as later writes name it: its id within its account. */
export type DeliveryKey = { id: number; accountId: number };

export async function insertDelivery(
  q: Queryable,
  scope: SiteScope,
  row: { source: WebhookSource; url: string; secretEnc: string; payload: Record<string, unknown> },
): Promise<WebhookDeliveryRow> {
  const [created] = await q
    .insert(webhookDeliveries)
    .values({
      accountId: scope.accountId,
      siteId: scope.siteId,
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

/** The delivery a queued job names by id; its row then gives the account to every later write. */
export async function findDelivery(q: Queryable, id: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await q.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** A delivery of the site's source; null for another site's or source's (the caller answers 404). */
export async function findSiteDelivery(
  q: Queryable,
  scope: SiteScope,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  uuid: string,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await q
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        inTenant(webhookDeliveries, scope),
        eq(webhookDeliveries.sourceKind, source.kind),
        eq(webhookDeliveries.sourceId, source.id),
        eq(webhookDeliveries.uuid, uuid),
      ),
    );
  return row ?? null;
}

const ofSource = (scope: SiteScope, source: Pick<WebhookSource, 'kind' | 'id'>, status?: WebhookDeliveryStatus) =>
  and(
    inTenant(webhookDeliveries, scope),
    eq(webhookDeliveries.sourceKind, source.kind),
    eq(webhookDeliveries.sourceId, source.id),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );

export async function listSourceDeliveries(
  q: Queryable,
  scope: SiteScope,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  limit: number,
  offset: number,
  status?: WebhookDeliveryStatus,
): Promise<WebhookDeliveryRow[]> {
  return q
    .select()
    .from(webhookDeliveries)
    .where(ofSource(scope, source, status))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
}

/** One attempt's outcome; `status` stays pending while a retry is planned. */
const byKey = (key: DeliveryKey) => and(inTenant(webhookDeliveries, key.accountId), eq(webhookDeliveries.id, key.id));

export async function recordAttempt(
  q: Queryable,
  key: DeliveryKey,
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
    .where(byKey(key));
}

export async function setNextAttempt(q: Queryable, key: DeliveryKey, at: Date) {
  await q.update(webhookDeliveries).set({ nextAttemptAt: at }).where(byKey(key));
}

/** Gives a pending delivery up; null when it was no longer pending (nothing to tell). */
export async function markFailed(q: Queryable, key: DeliveryKey): Promise<WebhookDeliveryRow | null> {
  const [row] = await q
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(and(byKey(key), eq(webhookDeliveries.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function siteOf(q: Queryable, scope: SiteScope) {
  const [row] = await q
    .select({ accountId: sites.accountId, siteId: sites.id, name: sites.name })
    .from(sites)
    .where(and(inTenant(sites, scope.accountId), eq(sites.id, scope.siteId)));
  return row ?? null;
}

/** Back to pending for a resend; only a finished delivery (a pending one is still being tried). */
export async function reopenDelivery(q: Queryable, key: DeliveryKey): Promise<boolean> {
  const rows = await q
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, deliveredAt: null })
    .where(and(byKey(key), sql`${webhookDeliveries.status} in ('delivered', 'failed')`))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function countSourceDeliveries(
  q: Queryable,
  scope: SiteScope,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  status?: WebhookDeliveryStatus,
): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(ofSource(scope, source, status));
  return row?.n ?? 0;
}
