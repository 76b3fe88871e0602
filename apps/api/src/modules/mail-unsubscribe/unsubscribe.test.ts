import { catalogues } from '@talent/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, seekers } from '../../db/schema/index.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { sentDuring, unsubscribeUrlOf } from '../../test/candidate-mail.js';
import { parseMails, releaseHeldMail } from '../../test/mail.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';
import { signLink } from '../privacy/links/signed-links.js';
import {
  audits,
  mailedCandidate,
  oneClick,
  open,
  setStatus,
  smtp,
  staff,
  t,
  unsubscribedAt,
  unsubscribeSuite,
} from './unsubscribe.test-support.js';
import { unsubscribeLinkMaker } from './unsubscribe-links.js';

// One-click unsubscribe (RFC 8058) from a candidate's mail, as a mail provider does it: a POST of
// `List-Unsubscribe=One-Click` to the header's URL. Mail goes through a real SMTP server.
unsubscribeSuite();

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

describe('mail still waiting when the candidate unsubscribes', () => {
  it('is withdrawn when it is theirs to stop: a held status mail never goes, an undo then finds nothing to withdraw; their other mail goes', async () => {
    const { seekerId, applicationId, email, url } = await mailedCandidate();
    const db = t.database.db;
    const later = new Date(Date.now() + 60_000);
    // A status change: its mail held in the undo window.
    const change = (await setStatus(applicationId, 'shortlisted')).json().data;
    expect(change).toMatchObject({ updated: [applicationId], emailed: 1 });
    const [held] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.status, 'pending')));
    // Waiting too, to the same address: mail one cannot unsubscribe from (a password reset), and an
    // update to the same person as a candidate of Acme's other site, who chose nothing there.
    const [other] = await db
      .insert(seekers)
      .values({ accountId: t.ids.acme, siteId: t.ids.acmeHealth, firstName: 'Una', lastName: 'Mailson', email })
      .returning({ id: seekers.id });
    const healthLink = await unsubscribeLinkMaker(db, t.config, { accountId: t.ids.acme, siteId: t.ids.acmeHealth });
    const kept = await enqueueMail(db, [
      {
        accountId: t.ids.acme,
        to: email,
        subject: 'Reset your password',
        text: 'Your link.',
        locale: 'en',
        template: 'password_reset',
        sendAfter: later,
      },
      {
        accountId: t.ids.acme,
        to: email,
        subject: 'Your application at Acme Health',
        text: 'An update.',
        locale: 'en',
        template: 'application_status_screening',
        listUnsubscribe: healthLink(other!.id),
        sendAfter: later,
      },
    ]);

    expect((await oneClick(url)).statusCode).toBe(200);
    const statuses = await db
      .select({ id: mailOutbox.id, status: mailOutbox.status, body: mailOutbox.textBody })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [held!.id, ...kept]));
    expect(Object.fromEntries(statuses.map((m) => [m.id, m.status]))).toEqual({
      [held!.id]: 'cancelled',
      [kept[0]!]: 'pending',
      [kept[1]!]: 'pending',
    });
    expect(statuses.find((m) => m.id === held!.id)!.body).toBe('');
    const [audit] = await audits(seekerId);
    expect(audit!.data).toEqual({ mails_withdrawn: 1 });

    // The staff undo the change within its window: the status goes back; the mail was already withdrawn.
    const undo = await staff('POST', '/applications/status/undo', { token: change.undo.token });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toMatchObject({ restored: [applicationId], skipped: [], mails_cancelled: 0 });
    const withdrawnAudits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.email_withdrawn'), eq(auditLog.subjectId, seekerId)));
    expect(withdrawnAudits).toEqual([]);

    // Every window past: what goes to the address is the mail they did not stop.
    const before = smtp.received.length;
    await releaseHeldMail(t);
    await t.app.mail.drain();
    const sent = (await parseMails(smtp.received.slice(before).map((r) => r.raw))).filter((m) => m.to === email);
    expect(sent.map((m) => m.subject).sort()).toEqual(['Reset your password', 'Your application at Acme Health']);
    expect(unsubscribeUrlOf(sent.find((m) => m.subject.includes('Acme Health'))!)).not.toBeNull();
  });
});
