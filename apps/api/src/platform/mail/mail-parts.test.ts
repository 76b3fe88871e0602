import { catalogues, interpolate } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplicant, sentDuring, unsubscribeUrlOf } from '../../test/candidate-mail.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { TestSmtpServer } from '../../test/smtp-server.js';

// Issue 34 item 6: every mail is text and HTML (multipart/alternative) in its account's brand, in
// its language and direction; candidate mail carries one-click unsubscribe (RFC 8058); a staff
// member's mail to a candidate carries their Reply-To. Read off a real SMTP server with mailparser.
let t: Harness;
const smtp = new TestSmtpServer();
let acmeJobs: Selection;
const tokens: Record<string, string> = {};
const LOGO = '/portal/uploads/brand-logos/0123456789abcdef0123456789abcdef.png';

beforeAll(async () => {
  await smtp.start();
  t = await setupApi({ smtpUrl: smtp.url });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['manager@acme.test', 'hr@northwind.test']) tokens[email] = await t.login(email);
  // A raster logo (the demo's is an SVG, which mail leaves out).
  await t.database.db.execute(sql`update accounts set logo_square = ${LOGO} where id = ${t.ids.acme}`);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const manager = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: tokens['manager@acme.test'], select: acmeJobs, payload });

describe('every mail is text and HTML', () => {
  it('a password reset: multipart/alternative, the platform’s brand, English left to right, dark-mode ready, no unsubscribe', async () => {
    const [mail, ...more] = await sentDuring(t, smtp, () =>
      t.call({
        method: 'POST',
        url: '/portal/auth/forgot-password',
        payload: { email: 'owner@acme.test' },
        headers: { host: 'api.example.test' },
      }),
    );
    expect(more).toEqual([]);
    expect(smtp.received.at(-1)!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail!.text).toMatch(/^Hello /);
    const link = /http:\/\/portal\.test\/reset-password\?token=[\w-]+&email=\S+/.exec(mail!.text)![0];
    const html = mail!.html!;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('>Talent Portal</td>');
    expect(html).toContain(`<a href="${link.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    // Security mail: nobody may unsubscribe from it, and nobody wrote it.
    expect(mail!.headers.has('list-unsubscribe')).toBe(false);
    expect(mail!.headers.has('list-unsubscribe-post')).toBe(false);
    expect(mail!.replyTo).toBeNull();
  });

  it('a staff message to an Arabic-speaking candidate: right to left, the account’s brand, nothing of theirs as markup, Reply-To the staff member, one-click unsubscribe', async () => {
    const { seekerId, email } = await newApplicant(t, { first: 'ليلى', locale: 'ar' });
    const subject = 'Entretien <b>lundi</b>';
    const body = 'مرحبا <img src=x onerror=alert(1)>\n\nhttps://example.test/a?b=1&c=2, javascript:alert(1)';
    const [mail, ...more] = await sentDuring(t, smtp, async () => {
      expect((await manager('POST', `/seekers/${seekerId}/email`, { subject, body })).statusCode).toBe(200);
    });
    expect(more).toEqual([]);
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe(subject);
    expect(mail!.replyTo).toBe('manager@acme.test');

    const url = unsubscribeUrlOf(mail!);
    expect(url?.origin).toBe('http://localhost');
    expect(url?.pathname).toBe('/portal/public/unsubscribe');
    expect(url?.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The text part ends with the same link, in the candidate's language.
    expect(mail!.text.trimEnd().endsWith(interpolate(catalogues.ar.mail.unsubscribeLine, { url: url!.href }))).toBe(
      true,
    );

    const html = mail!.html!;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('background:#0b6e4f');
    expect(html).toContain('Acme Talent</td>');
    expect(html).toContain(`<img src="http://localhost${LOGO}"`);
    expect(html).toContain('<title>Entretien &lt;b&gt;lundi&lt;/b&gt;</title>');
    expect(html).toContain('مرحبا &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img src=x|<b>/);
    expect(html).toContain('<a href="https://example.test/a?b=1&amp;c=2"');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain(`>${catalogues.ar.mail.unsubscribeLink}</a>`);
  });

  it('a status mail: the candidate’s name is text in the HTML; Reply-To the staff member, none for an employer’s people', async () => {
    const { applicationId } = await newApplicant(t, { first: '<script>alert(1)</script>', locale: 'fr' });
    const [mail] = await sentDuring(t, smtp, async () => {
      const res = await manager('POST', '/applications/status', { ids: [applicationId], status: 'screening' });
      expect(res.json().data).toMatchObject({ emailed: 1, unsubscribed: 0 });
    });
    expect(mail!.text).toContain('Bonjour <script>alert(1)</script> Mailson');
    expect(mail!.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail!.html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt; Mailson');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.replyTo).toBe('manager@acme.test');
    expect(unsubscribeUrlOf(mail!)).not.toBeNull();

    const [fromEmployer] = await sentDuring(t, smtp, async () => {
      const res = await t.call({
        method: 'POST',
        url: '/portal/v1/applications/status',
        token: tokens['hr@northwind.test'],
        select: { ...acmeJobs, employer: t.ids.employer('Northwind Traders') },
        payload: { ids: [applicationId], status: 'shortlisted' },
      });
      expect(res.json().data).toMatchObject({ emailed: 1 });
    });
    expect(fromEmployer!.replyTo).toBeNull();
    expect(unsubscribeUrlOf(fromEmployer!)).not.toBeNull();
  });
});
