import type { Queryable } from '../../db/client.js';
import { enqueueJob } from '../../platform/jobs/runner.js';
import { WEBHOOK_JOB } from './delivery.job.js';
import {
  findSiteDelivery,
  insertDelivery,
  reopenDelivery,
  type WebhookDelivery,
  type WebhookSource,
} from './webhooks.repo.js';

export type NewWebhook = {
  siteId: number;
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
export async function enqueueWebhook(tx: Queryable, webhook: NewWebhook): Promise<WebhookDelivery> {
  const delivery = await insertDelivery(tx, webhook);
  await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: delivery.id });
  return delivery;
}

export type ResendResult = 'resent' | 'not_found' | 'pending';

/**
 * Sends a finished (delivered or failed) delivery again with a new retry window. Another site's or
 * source's delivery is `not_found`; one still being tried is `pending` (its job would send it twice).
 */
export async function resendWebhook(
  tx: Queryable,
  siteId: number,
  source: Pick<WebhookSource, 'kind' | 'id'>,
  deliveryUuid: string,
): Promise<ResendResult> {
  const delivery = await findSiteDelivery(tx, siteId, source, deliveryUuid);
  if (!delivery) return 'not_found';
  if (!(await reopenDelivery(tx, delivery.id))) return 'pending';
  await enqueueJob(tx, WEBHOOK_JOB, { deliveryId: delivery.id });
  return 'resent';
}
