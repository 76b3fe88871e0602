import { catalogues } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { sentDuring, unsubscribeUrlOf } from '../../test/candidate-mail.js';
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

// A candidate who unsubscribed changes their mind: the "you are unsubscribed" page's button posts
// the same link to the resubscribe URL. Only the candidate can; the staff have no way to.
unsubscribeSuite();

/** The resubscribe URL of an unsubscribe link: the same token, as the page's button posts it. */
const resubscribeUrl = (url: URL) => {
  const again = new URL(url);
  again.pathname = '/portal/public/resubscribe';
  return again;
};

/** The page's "Subscribe again" button: form-encoded. */
const subscribeAgain = (url: URL, headers: Record<string, string> = {}) =>
  open(resubscribeUrl(url), {
    method: 'POST',
    payload: 'subscribe=again',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('subscribing again', () => {
  it('is offered once unsubscribed; the button clears the choice once (audited) and asks again; mail and messages resume', async () => {
    const { seekerId, applicationId, url } = await mailedCandidate('fr');
    const token = url.searchParams.get('token')!;
    const done = await oneClick(url);
    expect(done.body).toContain(catalogues.fr.unsubscribe.doneTitle);
    expect(done.body).toContain(catalogues.fr.unsubscribe.resubscribe);
    expect(done.body).toContain(`action="/portal/public/resubscribe?token=${token}"`);
    expect(done.body).toContain('name="subscribe" value="again"');

    const res = await subscribeAgain(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="fr" dir="ltr">');
    expect(res.body).toContain(catalogues.fr.unsubscribe.againTitle);
    // The question again, with the one-click button, should they change their mind back.
    expect(res.body).toContain(`action="/portal/public/unsubscribe?token=${token}"`);
    expect(res.body).toContain(catalogues.fr.unsubscribe.button);
    expect(await unsubscribedAt(seekerId)).toBeNull();
    const [audit, ...more] = await audits(seekerId, 'seeker.resubscribed');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ accountId: t.ids.acme, siteId: t.ids.acmeJobs, actorUserId: null });

    // Again (a second click): the same page, nothing recorded.
    const again = await subscribeAgain(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(catalogues.fr.unsubscribe.againTitle);
    expect(await audits(seekerId, 'seeker.resubscribed')).toHaveLength(1);
    // A later visit asks as at first.
    const page = await open(url, { headers: { accept: 'text/html' } });
    expect(page.body).toContain(catalogues.fr.unsubscribe.title);
    expect(page.body).not.toContain(catalogues.fr.unsubscribe.againTitle);

    // Status mail goes again, with its unsubscribe link; staff see no choice and may write.
    const mails = await sentDuring(t, smtp, async () => {
      const change = await setStatus(applicationId, 'shortlisted');
      expect(change.json().data).toMatchObject({ emailed: 1, unsubscribed: 0 });
    });
    expect(mails).toHaveLength(1);
    expect(unsubscribeUrlOf(mails[0]!)).not.toBeNull();
    expect((await staff('GET', `/seekers/${seekerId}`)).json().data.mail_unsubscribed_at).toBeNull();
    const message = await staff('POST', `/seekers/${seekerId}/email`, { subject: 'Hi', body: 'Welcome back' });
    expect(message.statusCode).toBe(200);

    // And unsubscribing once more is recorded anew.
    expect((await oneClick(url)).statusCode).toBe(200);
    expect(await unsubscribedAt(seekerId)).toBeInstanceOf(Date);
    expect(await audits(seekerId)).toHaveLength(2);
  });

  it('in Arabic: the offer and the page after it', async () => {
    const { url } = await mailedCandidate('ar');
    const done = await oneClick(url);
    expect(done.body).toContain('<html lang="ar" dir="rtl">');
    expect(done.body).toContain(catalogues.ar.unsubscribe.resubscribe);
    const res = await subscribeAgain(url);
    expect(res.body).toContain(catalogues.ar.unsubscribe.againTitle);
    expect(res.body).toContain(catalogues.ar.unsubscribe.button);
  });

  it('forged, tampered, of another purpose, or opened on another tenant’s host: 404, nothing changes', async () => {
    const { seekerId, url } = await mailedCandidate();
    await oneClick(url);
    const at = await unsubscribedAt(seekerId);
    const token = url.searchParams.get('token')!;
    const [body, tag] = token.split('.') as [string, string];
    const link = {
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      seekerId,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    const forged = signLink(Buffer.alloc(32, 9), { purpose: 'unsubscribe', ...link });
    const keep = signLink(t.config.secretsKey, { purpose: 'keep', ...link });
    const expired = signLink(t.config.secretsKey, {
      purpose: 'unsubscribe',
      ...link,
      expiresAt: new Date(Date.now() - 1000),
    });
    const tampered = `${body}.${tag.slice(0, -2)}${tag.at(-2) === 'A' ? 'B' : 'A'}${tag.at(-1)}`;
    for (const bad of [forged, keep, expired, tampered, '']) {
      const wrong = new URL(url);
      wrong.searchParams.set('token', bad);
      // The page's form: the "not valid" page, in the visitor's language.
      const page = await subscribeAgain(wrong, { 'accept-language': 'ar' });
      expect(page.statusCode, bad).toBe(404);
      expect(page.body).toContain(catalogues.ar.errors.unsubscribe_link_invalid);
      // Any other client: the one error shape.
      const api = await open(resubscribeUrl(wrong), { method: 'POST', payload: { subscribe: 'again' } as never });
      expect(api.statusCode, bad).toBe(404);
      expect(api.json()).toEqual({
        code: 'unsubscribe_link_invalid',
        message: catalogues.en.errors.unsubscribe_link_invalid,
      });
    }
    // A real link on Globex's brand host (127.0.0.1) is not Acme's.
    const elsewhere = new URL(url);
    elsewhere.host = '127.0.0.1';
    expect((await subscribeAgain(elsewhere)).statusCode).toBe(404);
    // Not the button's form: refused, nothing changes.
    const notTheForm = await open(resubscribeUrl(url), {
      method: 'POST',
      payload: 'subscribe=yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notTheForm.statusCode).toBe(422);
    expect(await unsubscribedAt(seekerId)).toEqual(at);
    expect(await audits(seekerId, 'seeker.resubscribed')).toEqual([]);
  });
});
