import type { Db } from '../../db/client.js';
import { type JobHandler, type JobRunner, PermanentJobError, type RetryPolicy } from '../../platform/jobs/runner.js';
import { guardedFetch, type OutboundPolicy, OutboundRefused } from '../../platform/outbound/guarded-fetch.js';
import { decryptSecret } from '../../platform/secrets.js';
import { notify, sitePath } from '../notifications/notify.js';
import { webhookSecretPurpose, webhookSignature } from './signature.js';
import { type DeliveryKey, findDelivery, markFailed, recordAttempt, setNextAttempt, siteOf } from './webhooks.repo.js';

export const WEBHOOK_JOB = 'webhook_delivery';
/** `accountId` is absent from jobs queued before migration 0044; the row has it. */
export type WebhookJobPayload = { deliveryId: number; accountId?: number };

export type WebhookDeps = {
  db: Db;
  secretsKey: Buffer;
  outbound: OutboundPolicy;
  /** Tests shorten the 24 h window. */
  retry?: Partial<RetryPolicy>;
  /** Clock of the signature's timestamp. */
  now?: () => Date;
};

/** What an attempt's failure is logged as: short and without the receiver's body. */
function failureOf(error: unknown): string {
  if (error instanceof OutboundRefused) return `refused: ${error.reason}`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 500);
}

/** One signed POST; resolves when delivered, throws (to be retried) otherwise. */
async function attempt(deps: WebhookDeps, deliveryId: number) {
  const delivery = await findDelivery(deps.db, deliveryId);
  // Delivered or failed meanwhile (a resend reopens it with a job of its own).
  if (delivery?.status !== 'pending') return;
  let secret: string;
  try {
    secret = decryptSecret(deps.secretsKey, webhookSecretPurpose(delivery.sourceUuid), delivery.secretEnc);
  } catch {
    // Another secrets key (or a tampered row): no retry will sign it.
    const message = 'secret unreadable (secrets key changed?)';
    await recordAttempt(deps.db, delivery, { statusCode: null, error: message, delivered: false });
    throw new PermanentJobError(message);
  }
  const body = JSON.stringify(delivery.payload);
  const timestamp = String(Math.floor((deps.now?.() ?? new Date()).getTime() / 1000));
  let response: Response;
  try {
    response = await guardedFetch(
      delivery.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TalentPortal-Webhook/1',
          'x-talent-timestamp': timestamp,
          'x-talent-signature': webhookSignature(secret, timestamp, body),
          'x-talent-delivery': delivery.uuid,
        },
        body,
      },
      deps.outbound,
    );
  } catch (error) {
    const message = failureOf(error);
    await recordAttempt(deps.db, delivery, { statusCode: null, error: message, delivered: false });
    // A URL that is not https stays so; an address may change with DNS, so that one is retried.
    if (error instanceof OutboundRefused && error.reason === 'scheme') throw new PermanentJobError(message);
    throw new Error(message);
  }
  if (response.status >= 200 && response.status < 300) {
    await recordAttempt(deps.db, delivery, { statusCode: response.status, error: null, delivered: true });
    return;
  }
  // Redirects are never followed (the target could be a private address): a failed attempt.
  const message =
    response.status >= 300 && response.status < 400
      ? `redirect not followed (HTTP ${response.status}${response.headers.get('location') ? ` to ${response.headers.get('location')!.slice(0, 200)}` : ''})`
      : `HTTP ${response.status}`;
  await recordAttempt(deps.db, delivery, { statusCode: response.status, error: message, delivered: false });
  throw new Error(message);
}

/** The delivery a job names, within its account (read from the row for a job queued before 0044). */
async function keyOf(db: Db, payload: WebhookJobPayload): Promise<DeliveryKey | null> {
  if (payload.accountId !== undefined) return { id: payload.deliveryId, accountId: payload.accountId };
  const row = await findDelivery(db, payload.deliveryId);
  return row && { id: row.id, accountId: row.accountId };
}

/** Failed for good: the site's managers (who can change its forms) are told, once. */
async function giveUp(db: Db, payload: WebhookJobPayload) {
  const key = await keyOf(db, payload);
  if (!key) return;
  await db.transaction(async (tx) => {
    const delivery = await markFailed(tx, key);
    const site = delivery && (await siteOf(tx, delivery));
    if (!delivery || !site) return;
    const place = { accountId: site.accountId, siteId: site.siteId };
    await notify(tx, place, { action: 'update', subject: 'settings' }, 'staff', {
      kind: 'webhook_failed',
      params: { site: site.name, url: new URL(delivery.url).host },
      link: sitePath(place, `forms/${delivery.sourceUuid}`),
    });
  });
}

export function webhookJobHandler(deps: WebhookDeps): JobHandler<WebhookJobPayload> {
  return {
    run: (payload) => attempt(deps, payload.deliveryId),
    onRetry: async (payload, info) => {
      const key = await keyOf(deps.db, payload);
      if (key) await setNextAttempt(deps.db, key, info.nextRunAt);
    },
    onGiveUp: (payload) => giveUp(deps.db, payload),
    retry: deps.retry,
  };
}

export function registerWebhookDelivery(runner: JobRunner, deps: WebhookDeps) {
  runner.register(WEBHOOK_JOB, webhookJobHandler(deps));
}
