import { catalogues } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, seekers } from '../../db/schema/index.js';
import { newApplicant, sentDuring, unsubscribeUrlOf } from '../../test/candidate-mail.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { signLink } from '../privacy/links/signed-links.js';

// One-click unsubscribe (RFC 8058) from a candidate's mail, as a mail provider does it: a POST of
// `List-Unsubscribe=One-Click` to the header's URL. Mail goes through a real SMTP server.
let t: Harness;
const smtp = new TestSmtpServer();
let acmeJobs: Selection;
let manager: string;

beforeAll(async () => {
  await smtp.start();
  t = await setupApi({ smtpUrl: smtp.url });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  manager = await t.login('manager@acme.test');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: manager, select: acmeJobs, payload });

const setStatus = (applicationId: string, status: string) =>
  staff('POST', '/applications/status', { ids: [applicationId], status });

/** A candidate with an application, and the unsubscribe URL of the status mail they were sent. */
async function mailedCandidate(locale: 'en' | 'fr' | 'ar' = 'en') {
  const applicant = await newApplicant(t, { first: 'Una', locale });
  const [mail] = await sentDuring(t, smtp, () => setStatus(applicant.applicationId, 'screening'));
  return { ...applicant, url: unsubscribeUrlOf(mail!)! };
}

/** The link as a client on the link's host opens it: path and query, the Host header. */
const open = (url: URL, options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: unknown }) =>
  t.call({
    method: options.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });

/** The provider's one click: multipart/form-data, as RFC 8058 recommends. */
const oneClick = (url: URL, headers: Record<string, string> = {}) => {
  const form = multipart([{ name: 'List-Unsubscribe', data: 'One-Click' }]);
  return open(url, { method: 'POST', payload: form.payload, headers: { ...form.headers, ...headers } });
};

const unsubscribedAt = async (seekerId: string) =>
  (await t.database.db.select({ at: seekers.mailUnsubscribedAt }).from(seekers).where(eq(seekers.id, seekerId)))[0]!.at;

const audits = (seekerId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'seeker.unsubscribed'), eq(auditLog.subjectId, seekerId)));

describe('the unsubscribe link', () => {
  it('opened (GET, as a mail scanner does) shows the question and a button, and unsubscribes nobody', async () => {
    const { seekerId, url } = await mailedCandidate('fr');
    const page = await open(url, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toContain(catalogues.fr.unsubscribe.button);
    // The button posts the one-click form to the link itself.
    expect(page.body).toContain(`action="/portal/public/unsubscribe?token=${url.searchParams.get('token')}"`);
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await unsubscribedAt(seekerId)).toBeNull();
  });

  it('posted one-click as a provider does records the choice once; later status mail is not sent, staff see it, a message is refused', async () => {
    const { seekerId, applicationId, url } = await mailedCandidate();
    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(catalogues.en.unsubscribe.doneTitle);
    const at = await unsubscribedAt(seekerId);
    expect(at).toBeInstanceOf(Date);
    const [audit, ...again] = await audits(seekerId);
    expect(again).toEqual([]);
    expect(audit).toMatchObject({ accountId: t.ids.acme, siteId: t.ids.acmeJobs, actorUserId: null });

    // The page's own button (form-encoded) and a provider's retry: the same answer, nothing new recorded.
    const button = await open(url, {
      method: 'POST',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(button.statusCode).toBe(200);
    expect((await oneClick(url)).statusCode).toBe(200);
    expect(await unsubscribedAt(seekerId)).toEqual(at);
    expect(await audits(seekerId)).toHaveLength(1);

    // The next status change happens, but mails nobody, and says why.
    const mails = await sentDuring(t, smtp, async () => {
      const change = await setStatus(applicationId, 'shortlisted');
      expect(change.json().data).toMatchObject({ updated: [applicationId], emailed: 0, unsubscribed: 1 });
    });
    expect(mails).toEqual([]);
    const history = await staff('GET', `/applications/${applicationId}/history`);
    expect(history.json().data.find((e: { to: string }) => e.to === 'shortlisted')).toMatchObject({ emailed: false });

    // Staff see it on the candidate; a message to them is refused, not lost.
    const detail = await staff('GET', `/seekers/${seekerId}`);
    expect(detail.json().data.mail_unsubscribed_at).toBe(at!.toISOString());
    const message = await staff('POST', `/seekers/${seekerId}/email`, { subject: 'Hi', body: 'Still there?' });
    expect(message.statusCode).toBe(409);
    expect(message.json()).toEqual({
      code: 'seeker_unsubscribed',
      message: catalogues.en.errors.seeker_unsubscribed,
    });
    // The page says so on a later visit.
    expect((await open(url, { headers: { accept: 'text/html' } })).body).toContain(catalogues.en.unsubscribe.doneTitle);
  });

  it('forged, tampered, of another purpose, or opened on another tenant’s host: 404, nothing recorded', async () => {
    const { seekerId, url } = await mailedCandidate();
    const token = url.searchParams.get('token')!;
    const [body, tag] = token.split('.') as [string, string];
    const forged = signLink(Buffer.alloc(32, 9), {
      purpose: 'unsubscribe',
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      seekerId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const keep = signLink(t.config.secretsKey, {
      purpose: 'keep',
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      seekerId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const tampered = `${body}.${tag.slice(0, -2)}${tag.at(-2) === 'A' ? 'B' : 'A'}${tag.at(-1)}`;
    for (const bad of [forged, keep, tampered, '', 'x'.repeat(300)]) {
      const link = new URL(url);
      link.searchParams.set('token', bad);
      const res = await oneClick(link);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toEqual({
        code: 'unsubscribe_link_invalid',
        message: catalogues.en.errors.unsubscribe_link_invalid,
      });
      const page = await open(link, { headers: { accept: 'text/html', 'accept-language': 'ar' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(catalogues.ar.errors.unsubscribe_link_invalid);
    }
    // A real link on Globex's brand host (127.0.0.1) is not Acme's.
    const elsewhere = new URL(url);
    elsewhere.host = '127.0.0.1';
    expect((await oneClick(elsewhere)).statusCode).toBe(404);
    expect(await unsubscribedAt(seekerId)).toBeNull();
    expect(await audits(seekerId)).toEqual([]);
    // On PUBLIC_URL's host, which serves every account, it works.
    const onPublicUrl = new URL(url);
    onPublicUrl.host = new URL(t.config.publicUrl).host;
    expect((await oneClick(onPublicUrl)).statusCode).toBe(200);
  });

  it('refuses a POST that is not the one-click form (4xx, never 500), a file above all', async () => {
    const { seekerId, url } = await mailedCandidate();
    const empty = await open(url, {
      method: 'POST',
      payload: 'unsubscribe=yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(empty.statusCode).toBe(422);
    const file = multipart([
      { name: 'List-Unsubscribe', data: 'One-Click' },
      { name: 'file', filename: 'x.png', type: 'image/png', data: PNG_1X1 },
    ]);
    const withFile = await open(url, { method: 'POST', payload: file.payload, headers: file.headers });
    expect(withFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(withFile.statusCode).toBeLessThan(500);
    const text = await open(url, { method: 'POST', payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(await unsubscribedAt(seekerId)).toBeNull();
  });
});
