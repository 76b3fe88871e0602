import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/client.js';
import { encryptSecret } from '../../../platform/secrets.js';
import { webhookSecretPurpose } from '../../webhooks/signature.js';
import { webhookUrlProblem } from '../../webhooks/url-check.js';
import { enqueueWebhook } from '../../webhooks/webhooks.service.js';
import { setWebhookSecret, webhookSecretOf } from '../site-forms.repo.js';
import { registerSiteFormHandler, type SiteFormHandlerEnv } from './registry.js';

/** A form as the secret's helpers need it: its keys and its tenant. */
type FormKey = { id: number; uuid: string; accountId: number; siteId: number };

/** A new signing secret: 24 random bytes, prefixed so people recognise what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** Stores a new secret of the form, encrypted under its purpose; returns the plain one (shown once). */
export async function storeWebhookSecret(q: Queryable, form: FormKey, env: SiteFormHandlerEnv) {
  const secret = newWebhookSecret();
  const secretEnc = encryptSecret(env.secretsKey, webhookSecretPurpose(form.uuid), secret);
  await setWebhookSecret(q, form, form.id, secretEnc);
  return { secret, secretEnc };
}

/** The form's stored (encrypted) secret, made on first need: publish makes it, a submission never lacks one. */
async function secretOf(q: Queryable, form: FormKey, env: SiteFormHandlerEnv) {
  return (await webhookSecretOf(q, form, form.id)) ?? (await storeWebhookSecret(q, form, env)).secretEnc;
}

/**
 * `webhook`: each submission is POSTed, signed, to the form's https address (modules/webhooks).
 * Publish checks the address against the outbound policy (DNS: only public addresses) and makes
 * the signing secret the first time. The payload carries the answers with the labels they were
 * asked with; a file answer is its name only (its bytes stay behind staff's sign-in).
 */
registerSiteFormHandler({
  name: 'webhook',
  async publishProblems(form, env) {
    const problem = await webhookUrlProblem(form.webhookUrl, env.outbound);
    return problem ? { url: [{ rule: problem }] } : null;
  },
  async onPublish(tx, form, env) {
    await secretOf(tx, form, env);
  },
  async handle(tx, ctx, submission, form, env) {
    const answers = Object.fromEntries(
      form.fields
        .filter((f) => submission.answers[f.key] !== undefined)
        .map((f) => [
          f.key,
          {
            label: f.label[ctx.locale] || f.label.en,
            type: f.type,
            value: f.type === 'file' ? (submission.files[f.key]?.name ?? null) : submission.answers[f.key],
          },
        ]),
    );
    const delivery = await enqueueWebhook(tx, {
      accountId: form.accountId,
      siteId: form.siteId,
      source: { kind: 'site_form', id: form.id, uuid: form.uuid },
      url: form.webhookUrl ?? '',
      secretEnc: await secretOf(tx, form, env),
      payload: {
        event: 'site_form.submitted',
        form: { uuid: form.uuid, name: form.name, version: form.version },
        submission: {
          uuid: submission.uuid,
          created_at: ctx.now.toISOString(),
          locale: ctx.locale,
          answers,
        },
      },
    });
    return { delivery: delivery.uuid };
  },
});
