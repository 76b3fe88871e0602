import { randomBytes } from 'node:crypto';
import type { SiteFormField } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { siteFormSubmissions, siteForms, siteFormVersions, webhookDeliveries } from '../db/schema/index.js';
import { webhookSecretPurpose } from '../modules/webhooks/signature.js';
import { encryptSecret } from '../platform/secrets.js';

const text = (en: string, fr: string, ar: string) => ({ en, fr, ar });

/** Acme Jobs' job feedback form: the keys the `job_feedback` handler maps. */
const FEEDBACK_FIELDS: SiteFormField[] = [
  {
    key: 'rating',
    type: 'number',
    label: text('Your rating (1 to 5)', 'Votre note (1 à 5)', 'تقييمك (من 1 إلى 5)'),
    required: true,
    min: 1,
    max: 5,
  },
  { key: 'email', type: 'email', label: text('E-mail', 'E-mail', 'البريد الإلكتروني'), required: true },
  {
    key: 'recommend',
    type: 'yes_no',
    label: text('Would you recommend this job?', 'Recommanderiez-vous cette offre ?', 'هل توصي بهذه الوظيفة؟'),
    required: false,
  },
  {
    key: 'comment',
    type: 'long_text',
    label: text('Comment', 'Commentaire', 'تعليق'),
    required: false,
    max_length: 2000,
  },
  { key: 'name', type: 'short_text', label: text('Your name', 'Votre nom', 'اسمك'), required: false, max_length: 100 },
];

const CONTACT_FIELDS: SiteFormField[] = [
  {
    key: 'company',
    type: 'short_text',
    label: text('Company', 'Entreprise', 'الشركة'),
    required: true,
    max_length: 120,
  },
  { key: 'email', type: 'email', label: text('E-mail', 'E-mail', 'البريد الإلكتروني'), required: true },
  {
    key: 'message',
    type: 'long_text',
    label: text('Message', 'Message', 'الرسالة'),
    required: false,
    max_length: 2000,
  },
];

/** A host under `.invalid` never resolves (RFC 2606): the demo's deliveries fail visibly. */
export const DEMO_WEBHOOK_URL = 'https://hooks.acme-partner.invalid/talent';

/**
 * Acme Jobs' published forms: job feedback, and a partner webhook whose address does not resolve,
 * with two submissions whose deliveries failed after their retries (the delivery log shows them).
 * The webhook's secret is encrypted with the server's key, so staff can reveal it.
 */
export async function seedDemoSiteForms(
  tx: Queryable,
  place: { accountId: number; siteId: number },
  secretsKey: Buffer,
) {
  const publish = async (name: string, handler: string, fields: SiteFormField[], webhookUrl: string | null = null) => {
    const [form] = await tx
      .insert(siteForms)
      .values({ ...place, name, handler, webhookUrl, draft: fields, status: 'published' })
      .returning({ id: siteForms.id, uuid: siteForms.uuid });
    const [version] = await tx
      .insert(siteFormVersions)
      .values({
        accountId: place.accountId,
        formId: form!.id,
        version: 1,
        fields,
        handler,
        publishedAt: sql`now() - interval '10 days'`,
      })
      .returning({ id: siteFormVersions.id });
    await tx.update(siteForms).set({ publishedVersionId: version!.id }).where(sql`${siteForms.id} = ${form!.id}`);
    return { ...form!, versionId: version!.id };
  };

  await publish('Job feedback', 'job_feedback', FEEDBACK_FIELDS);

  const hook = await publish('Partner enquiries', 'webhook', CONTACT_FIELDS, DEMO_WEBHOOK_URL);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const secretEnc = encryptSecret(secretsKey, webhookSecretPurpose(hook.uuid), secret);
  await tx.update(siteForms).set({ webhookSecretEnc: secretEnc }).where(sql`${siteForms.id} = ${hook.id}`);
  const enquiries = [
    {
      company: 'Fabrikam Logistics',
      email: 'hr@fabrikam.test',
      message: 'We would like to advertise five roles.',
      days: 3,
    },
    { company: 'Tailspin Toys', email: 'jobs@tailspin.test', message: 'Do you offer bulk credits?', days: 1 },
  ];
  for (const e of enquiries) {
    const createdAt = sql`now() - make_interval(days => ${e.days})`;
    const answers = {
      company: { label: 'Company', value: e.company },
      email: { label: 'E-mail', value: e.email },
      message: { label: 'Message', value: e.message },
    };
    const [submission] = await tx
      .insert(siteFormSubmissions)
      .values({
        accountId: place.accountId,
        formId: hook.id,
        versionId: hook.versionId,
        siteId: place.siteId,
        answers,
        email: e.email,
        locale: 'en',
        ipHash: randomBytes(32).toString('hex'),
        createdAt,
      })
      .returning({ uuid: siteFormSubmissions.uuid });
    await tx.insert(webhookDeliveries).values({
      accountId: place.accountId,
      siteId: place.siteId,
      sourceKind: 'site_form',
      sourceId: hook.id,
      sourceUuid: hook.uuid,
      url: DEMO_WEBHOOK_URL,
      secretEnc,
      payload: {
        event: 'site_form.submitted',
        form: { uuid: hook.uuid, name: 'Partner enquiries', version: 1 },
        submission: { uuid: submission!.uuid, locale: 'en', answers },
      },
      status: 'failed',
      attempts: 12,
      lastError: 'fetch failed: getaddrinfo ENOTFOUND hooks.acme-partner.invalid',
      nextAttemptAt: null,
      createdAt,
    });
  }
}
