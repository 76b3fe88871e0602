import type { PageMeta, WebhookDeliveriesQuery, WebhookDelivery } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { enqueueJob } from '../../platform/jobs/runner.js';
import { pageMeta } from '../../platform/pagination.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { WEBHOOK_JOB } from './delivery.job.js';
import {
  countSourceDeliveries,
  findSiteDelivery,
  insertDelivery,
  listSourceDeliveries,
  reopenDelivery,
  type WebhookDeliveryRow,
  type WebhookSource,
} from './webhooks.repo.js';

export type NewWebhook = SiteScope & {
  source: WebhookSource;
  url: string;
  /** The source's secret as stored, encrypted under `webhookSecretPurpose(source.uuid)`. */
  secretEnc: string;
  payload: Record<string, unknown>;
};

/**
 * Records a delivery and its job in the caller's transaction: nothing is sent for a submission
 * that rolls back. The caller kicks the job runner after commit.
 */
export async function enqueueWebhook(tx: Queryable, webhook: NewWebhook): Promise<WebhookDeliveryRow> {
  const { accountId, siteId, ...row } = webhook;
  const delivery = await insertDelivery(tx, { accountId, siteId }, row);
  await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: delivery.id, accountId });
  return delivery;
}

export type ResendResult = 'resent' | 'not_found' | 'pending';

/**
 * Sends a finished (delivered or failed) delivery again with a new retry window. Another site's or
 * source's delivery is `not_found`; one still being tried is `pending` (its job would send it twice).
 */
export async function resendWebhook(
  tx: Queryable,
  scope: SiteScope,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  deliveryUuid: string,
): Promise<ResendResult> {
  const delivery = await findSiteDelivery(tx, scope, source, deliveryUuid);
  if (!delivery) return 'not_found';
  if (!(await reopenDelivery(tx, delivery))) return 'pending';
  await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: delivery.id, accountId: delivery.accountId });
  return 'resent';
}

function toDto(d: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: d.uuid,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
    delivered_at: d.deliveredAt?.toISOString() ?? null,
  };
}

/** A source's delivery log, newest first, for the site's staff (the caller checked their access). */
export async function listWebhookDeliveries(
  q: Queryable,
  scope: SiteScope,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  query: WebhookDeliveriesQuery,
): Promise<{ data: WebhookDelivery[]; meta: PageMeta }> {
  const [rows, total] = await Promise.all([
    listSourceDeliveries(q, scope, source, query.per_page, (query.page - 1) * query.per_page, query.status),
    countSourceDeliveries(q, scope, source, query.status),
  ]);
  return { data: rows.map(toDto), meta: pageMeta(query, total) };
}
