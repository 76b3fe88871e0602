import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/runner.js';
import { MINIMAL_PDF } from '../../test/documents.js';
import { multipart } from '../../test/multipart.js';
import { pause, startReceiver } from '../../test/webhooks.js';
import { registerWebhookDelivery } from '../webhooks/delivery.job.js';
import {
  acmeJobs,
  answers,
  body,
  freshAddress,
  siteFormsSuite,
  staff,
  submit,
  t,
  tokens,
} from './site-forms.test-helpers.js';

// The webhook handler end to end: publish checks, the signing secret, signed POSTs to a real
// receiver on loopback, retries, the delivery log, resend and rotation, and tenant scoping.
siteFormsSuite();

let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** A runner of the test's own with short retries (the app's is stopped after the first test). */
let runner: JobRunner;

beforeAll(async () => {
  receiver = await startReceiver();
  runner = new JobRunner(t.database.db, { error: () => {} });
  registerWebhookDelivery(runner, {
    db: t.database.db,
    secretsKey: t.config.secretsKey,
    outbound: { allowPrivate: true, timeoutMs: 2000 },
    // A failure retries a second later; the second failure would retry past the window, so it gives up.
    retry: { baseMs: 1000, maxDelayMs: 2000, maxAgeMs: 1500 },
  });
});
afterAll(async () => {
  await runner.stop();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.script.length = 0;
});

/** From the second test on, the test's runner (short retries) does the sending, when the test drains it. */
const ownRunner = () => t.app.jobs.stop();

const webhookBody = (url = receiver.url) => body({ name: 'Contact', handler: 'webhook', webhook_url: url });

async function webhookForm(url = receiver.url) {
  const created = await staff('POST', '/site/forms', webhookBody(url));
  expect(created.statusCode).toBe(201);
  const uuid = created.json().data.uuid as string;
  expect((await staff('POST', `/site/forms/${uuid}/publish`)).statusCode).toBe(200);
  return uuid;
}

const reveal = async (uuid: string) => {
  const res = await staff('POST', `/site/forms/${uuid}/webhook-secret/reveal`);
  expect(res.statusCode).toBe(200);
  return res.json().data.secret as string;
};

const signed = (secret: string, received: { headers: Record<string, unknown>; body: string }) =>
  `v1=${createHmac('sha256', secret).update(`${received.headers['x-talent-timestamp']}.${received.body}`).digest('hex')}`;

const deliveries = async (uuid: string, query = '') => {
  const res = await staff('GET', `/site/forms/${uuid}/deliveries${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('site forms: webhook handler', () => {
  it('delivers a submission at once, signed with the form’s secret, with labelled answers and file names only', async () => {
    const uuid = await webhookForm();
    const secret = await reveal(uuid);
    expect(secret).toMatch(/^whsec_/);
    const form = multipart([
      { name: 'data', data: JSON.stringify({ locale: 'fr', answers: answers({ name: 'Ada', size: 'small' }) }) },
      { name: 'cv', data: MINIMAL_PDF, type: 'application/pdf', filename: 'ada-cv.pdf' },
    ]);
    const res = await t.call({
      method: 'POST',
      url: `/portal/public/forms/${uuid}/submissions`,
      payload: form.payload,
      headers: form.headers,
      remoteAddress: freshAddress().ip,
    });
    expect(res.statusCode).toBe(201);
    // The app's own runner was kicked after the commit: no drain here.
    for (let i = 0; i < 500 && !receiver.received.length; i++) await pause(20);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.headers['x-talent-signature']).toBe(signed(secret, got));
    expect(got.headers['x-talent-signature']).not.toBe(signed('whsec_other', got));
    const payload = JSON.parse(got.body);
    expect(payload).toMatchObject({
      event: 'site_form.submitted',
      form: { uuid, name: 'Contact', version: 1 },
      submission: { locale: 'fr' },
    });
    expect(payload.submission.answers.name).toEqual({ label: 'Name (fr)', type: 'short_text', value: 'Ada' });
    expect(payload.submission.answers.cv).toEqual({ label: 'CV (fr)', type: 'file', value: 'ada-cv.pdf' });
    expect(got.body).not.toContain('site-form-files');
    expect(got.body).not.toContain('/files/');

    // The attempt is recorded just after the receiver answered.
    let log = await deliveries(uuid);
    for (let i = 0; i < 500 && log.data[0]?.status === 'pending'; i++) {
      await pause(20);
      log = await deliveries(uuid);
    }
    expect(log.meta.total).toBe(1);
    expect(log.data[0]).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200, last_error: null });
  });

  it('refuses a private address on publish unless the outbound policy allows it', async () => {
    await ownRunner();
    t.config.outbound.allowPrivate = false;
    try {
      const created = await staff('POST', '/site/forms', webhookBody('https://127.0.0.1:9/hook'));
      expect(created.statusCode).toBe(201);
      const res = await staff('POST', `/site/forms/${created.json().data.uuid}/publish`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'form_url_invalid', errors: { url: ['Invalid form URL.'] } });
      const unresolvable = await staff('POST', '/site/forms', webhookBody('https://no-such-host.invalid/hook'));
      const res2 = await staff('POST', `/site/forms/${unresolvable.json().data.uuid}/publish`);
      expect(res2.json().code).toBe('form_url_invalid');
    } finally {
      t.config.outbound.allowPrivate = true;
    }
    // Allowed (development, tests): the same kind of address publishes.
    await webhookForm('https://127.0.0.1:9/hook');
  });

  it('makes the secret on first publish, never shows it in the form’s answers, and audits reveals', async () => {
    await ownRunner();
    const created = await staff('POST', '/site/forms', webhookBody());
    const uuid = created.json().data.uuid as string;
    const before = await staff('POST', `/site/forms/${uuid}/webhook-secret/reveal`);
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('webhook_secret_missing');
    await staff('POST', `/site/forms/${uuid}/publish`);
    const secret = await reveal(uuid);
    // A second publish keeps it.
    await staff('PUT', `/site/forms/${uuid}`, webhookBody());
    await staff('POST', `/site/forms/${uuid}/publish`);
    expect(await reveal(uuid)).toBe(secret);
    for (const url of [`/site/forms/${uuid}`, '/site/forms?per_page=100']) {
      const text = (await staff('GET', url)).body;
      expect(text).not.toContain(secret);
      expect(text).not.toContain('secret');
    }
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, uuid), eq(auditLog.action, 'site_form.webhook_secret_revealed')));
    expect(audits).toHaveLength(2);
    // Not a webhook form: no secret to speak of.
    const other = await staff('POST', '/site/forms', body());
    expect((await staff('POST', `/site/forms/${other.json().data.uuid}/webhook-secret/reveal`)).statusCode).toBe(404);
  });

  it('records failed attempts, gives up, and resends on request (not while pending)', async () => {
    await ownRunner();
    const uuid = await webhookForm();
    receiver.script.push(500, 503);
    expect((await submit(uuid, { answers: answers() }, freshAddress())).statusCode).toBe(201);
    await runner.drain();
    let log = await deliveries(uuid);
    // The first failure plans a retry a second later (the test moves it to now: the second one gives up).
    expect(log.data[0]).toMatchObject({ attempts: 1, last_status_code: 500, last_error: 'HTTP 500' });
    await t.database.db.execute(sql`update background_jobs set run_after = now() where status = 'pending'`);
    await runner.drain();
    log = await deliveries(uuid);
    expect(log.data[0]).toMatchObject({ status: 'failed', attempts: 2, last_status_code: 503, next_attempt_at: null });
    expect((await deliveries(uuid, '?status=failed')).meta.total).toBe(1);
    expect((await deliveries(uuid, '?status=delivered')).meta.total).toBe(0);

    const id = log.data[0].id as string;
    const resent = await staff('POST', `/site/forms/${uuid}/deliveries/${id}/resend`);
    expect(resent.statusCode).toBe(204);
    const again = await staff('POST', `/site/forms/${uuid}/deliveries/${id}/resend`, undefined, 'owner@acme.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('webhook_delivery_pending');
    await runner.drain();
    log = await deliveries(uuid);
    expect(log.data[0]).toMatchObject({ id, status: 'delivered', attempts: 3, last_status_code: 200 });
    expect(receiver.received).toHaveLength(3);
  });

  it('signs new deliveries with a rotated secret; earlier ones keep theirs', async () => {
    await ownRunner();
    const uuid = await webhookForm();
    const first = await reveal(uuid);
    await submit(uuid, { answers: answers() }, freshAddress());
    await runner.drain();
    const rotated = await staff('POST', `/site/forms/${uuid}/webhook-secret/rotate`);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data.secret as string;
    expect(second).not.toBe(first);
    expect(await reveal(uuid)).toBe(second);
    await submit(uuid, { answers: answers() }, freshAddress());
    await runner.drain();
    const [old, fresh] = receiver.received;
    expect(old!.headers['x-talent-signature']).toBe(signed(first, old!));
    expect(fresh!.headers['x-talent-signature']).toBe(signed(second, fresh!));
    expect(fresh!.headers['x-talent-signature']).not.toBe(signed(first, fresh!));
    // A resend of the earlier delivery is still signed with the secret of its time.
    const log = await deliveries(uuid);
    const earlier = log.data[1].id as string;
    expect((await staff('POST', `/site/forms/${uuid}/deliveries/${earlier}/resend`)).statusCode).toBe(204);
    await runner.drain();
    const resent = receiver.received[2]!;
    expect(resent.headers['x-talent-signature']).toBe(signed(first, resent));
  });

  it('answers 404 for another site’s form and delivery, and needs the settings right', async () => {
    await ownRunner();
    const uuid = await webhookForm();
    await submit(uuid, { answers: answers() }, freshAddress());
    await runner.drain();
    const id = (await deliveries(uuid)).data[0].id as string;
    const globex = await t.login('owner@globex.test');
    const asGlobex = (method: 'GET' | 'POST', url: string) =>
      t.call({
        method,
        url: `/portal/v1${url}`,
        token: globex,
        select: { account: t.ids.globex, site: t.ids.globexCareers },
      });
    expect((await asGlobex('GET', `/site/forms/${uuid}/deliveries`)).statusCode).toBe(404);
    expect((await asGlobex('POST', `/site/forms/${uuid}/deliveries/${id}/resend`)).statusCode).toBe(404);
    expect((await asGlobex('POST', `/site/forms/${uuid}/webhook-secret/reveal`)).statusCode).toBe(404);
    expect((await asGlobex('POST', `/site/forms/${uuid}/webhook-secret/rotate`)).statusCode).toBe(404);
    // Another form of the same site does not reach this form's delivery.
    const other = await webhookForm();
    expect((await staff('POST', `/site/forms/${other}/deliveries/${id}/resend`)).statusCode).toBe(404);
    // A moderator of the site cannot see the log nor the secret.
    const asModerator = (method: 'GET' | 'POST', url: string) =>
      t.call({ method, url: `/portal/v1${url}`, token: tokens['moderator@acme.test'], select: acmeJobs });
    expect((await asModerator('GET', `/site/forms/${uuid}/deliveries`)).statusCode).toBe(403);
    expect((await asModerator('POST', `/site/forms/${uuid}/webhook-secret/reveal`)).statusCode).toBe(403);
  });

  it('demo data: Acme Jobs’ partner webhook has failed deliveries and a secret staff can reveal', async () => {
    await ownRunner();
    const forms = (await staff('GET', '/site/forms?per_page=100')).json().data as { uuid: string; name: string }[];
    const partner = forms.find((f) => f.name === 'Partner enquiries')!;
    const log = await deliveries(partner.uuid);
    expect(log.meta.total).toBe(2);
    expect(log.data.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    expect(log.data[0].last_error).toContain('ENOTFOUND');
    expect(await reveal(partner.uuid)).toMatch(/^whsec_/);
    expect(forms.some((f) => f.name === 'Job feedback')).toBe(true);
  });
});
