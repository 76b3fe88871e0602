import type { WebhookDeliveriesQuery } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { decryptSecret } from '../../platform/secrets.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { webhookSecretPurpose } from '../webhooks/signature.js';
import { listWebhookDeliveries, resendWebhook } from '../webhooks/webhooks.service.js';
import { handlerEnv } from './handlers/registry.js';
import { storeWebhookSecret } from './handlers/webhook.handler.js';
import type { SiteFormVerb } from './site-form-audit.js';
import { findForm, lockForm, type SiteFormRow, webhookSecretOf } from './site-forms.repo.js';

/** The site's form as a webhook source; another site's form is not found. */
async function sourceOf(ctx: AppContext, scope: SiteScope, uuid: string) {
  const row = await findForm(ctx.db, scope, uuid);
  if (!row) throw notFound();
  return { kind: 'site_form' as const, id: row.form.id, uuid: row.form.uuid };
}

/** A form's delivery log, newest first, optionally of one status. */
export async function formDeliveries(ctx: AppContext, scope: SiteScope, uuid: string, query: WebhookDeliveriesQuery) {
  return listWebhookDeliveries(ctx.db, scope, await sourceOf(ctx, scope, uuid), query);
}

/** Sends a finished delivery again (with the secret it was made with); one still pending is 409. */
export async function resendFormDelivery(
  ctx: AppContext,
  scope: SiteScope,
  uuid: string,
  deliveryId: string,
  actor: AuditActor,
) {
  const source = await sourceOf(ctx, scope, uuid);
  await ctx.db.transaction(async (tx) => {
    const result = await resendWebhook(tx, scope, source, deliveryId);
    if (result === 'not_found') throw notFound();
    if (result === 'pending') throw new AppError('webhook_delivery_pending');
    await audit(tx, actor, scope, 'webhook_resent', { uuid, delivery: deliveryId });
  });
  ctx.jobs.kick();
}

const audit = (
  q: Parameters<typeof recordAudit>[0],
  actor: AuditActor,
  scope: SiteScope,
  action: SiteFormVerb,
  data: { uuid: string } & Record<string, unknown>,
) =>
  recordAudit(q, actor, {
    action: `site_form.${action}` as const,
    subjectType: 'site_form',
    subjectId: data.uuid,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data,
  });

/** A webhook form of the site, locked; any other form (or another site's) is not found. */
async function lockedWebhookForm(
  q: Parameters<typeof lockForm>[0],
  scope: SiteScope,
  uuid: string,
): Promise<SiteFormRow> {
  const form = await lockForm(q, scope, uuid);
  if (form?.handler !== 'webhook') throw notFound();
  return form;
}

/**
 * The signing secret, for staff who set up the receiver; each reveal is audited. A form never
 * published has none yet (404 `webhook_secret_missing`: publish makes it).
 */
export async function revealWebhookSecret(ctx: AppContext, scope: SiteScope, uuid: string, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const form = await lockedWebhookForm(tx, scope, uuid);
    const stored = await webhookSecretOf(tx, scope, form.id);
    if (!stored) throw new AppError('webhook_secret_missing');
    await audit(tx, actor, scope, 'webhook_secret_revealed', { uuid, name: form.name });
    return { secret: decryptSecret(ctx.config.secretsKey, webhookSecretPurpose(form.uuid), stored) };
  });
}

/**
 * A new signing secret, from now on: new deliveries are signed with it; those already made (and
 * their retries and resends) keep the one of their time, which the receiver may still accept.
 */
export async function rotateWebhookSecret(ctx: AppContext, scope: SiteScope, uuid: string, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const form = await lockedWebhookForm(tx, scope, uuid);
    const { secret } = await storeWebhookSecret(tx, form, handlerEnv(ctx));
    await audit(tx, actor, scope, 'webhook_secret_rotated', { uuid, name: form.name });
    return { secret };
  });
}
