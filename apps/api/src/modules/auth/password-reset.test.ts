import { createHash } from 'node:crypto';
import { catalogues, interpolate } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { type Mail, mailsDuring } from '../../test/mail.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

// A host that is no brand's domain, so the link falls back to PUBLIC_URL.
const PLAIN_HOST = 'api.example.test';
const GOOD = 'correct-horse-battery';

const forgot = (email: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/auth/forgot-password', payload: { email }, headers, remoteAddress });
const reset = (token: string, password: string, confirmation = password, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token, password, password_confirmation: confirmation },
    headers,
  });
const attempt = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/auth/login', payload: { email, password }, remoteAddress });
const me = (token: string) => t.call({ method: 'GET', url: '/portal/auth/me', token });

const newMails = (run: () => Promise<unknown>) => mailsDuring(t, run);

const LINK = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)(\S*)/;
function linkOf(mail: Mail) {
  const match = LINK.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { base: match[1]!, token: match[2]!, rest: match[3]!, url: match[0] };
}

/** Requests a reset for `email` and returns the token from the one mail it sends. */
async function tokenFor(email: string, headers: Record<string, string> = { host: PLAIN_HOST }): Promise<string> {
  const mails = await newMails(() => forgot(email, headers));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to).toBe(email);
  return linkOf(mails[0]!).token;
}

const RESET_INVALID = {
  message: 'This password reset link is invalid or has expired.',
  code: 'reset_token_invalid',
};

describe('POST /auth/forgot-password', () => {
  it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
    let known: Awaited<ReturnType<typeof forgot>> | undefined;
    let unknown: Awaited<ReturnType<typeof forgot>> | undefined;
    const unknownMails = await newMails(async () => {
      unknown = await forgot('ghost@nowhere.test', { host: PLAIN_HOST });
    });
    const knownMails = await newMails(async () => {
      known = await forgot('owner@globex.test', { host: PLAIN_HOST });
    });
    expect(known!.statusCode).toBe(200);
    expect(unknown!.statusCode).toBe(200);
    expect(known!.json()).toEqual({ message: catalogues.en.messages.resetLinkSent });
    expect(unknown!.body).toBe(known!.body);
    expect(unknownMails).toEqual([]);

    expect(knownMails).toHaveLength(1);
    const mail = knownMails[0]!;
    expect(mail.to).toBe('owner@globex.test');
    expect(mail.text).toContain('/reset-password?token=');
    const { token, base } = linkOf(mail);
    expect(base).toBe(t.config.publicUrl);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is kept in password_resets, and it belongs to that user.
    const resets = await rows<{ user_id: number; token_hash: string }>(
      sql`select user_id, token_hash from password_resets where user_id = ${t.ids.user('owner@globex.test')}`,
    );
    expect(resets).toEqual([{ user_id: t.ids.user('owner@globex.test'), token_hash: sha256(token) }]);
    const all = await rows<Record<string, unknown>>(sql`select * from password_resets`);
    expect(JSON.stringify(all)).not.toContain(token);
  });

  it('mails nothing for a disabled user, with the same answer', async () => {
    await t.database.db.execute(sql`update users set status = 'disabled' where email = 'owner@globex.test'`);
    try {
      let res: Awaited<ReturnType<typeof forgot>> | undefined;
      const mails = await newMails(async () => {
        res = await forgot('owner@globex.test');
      });
      expect(res!.statusCode).toBe(200);
      expect(res!.json()).toEqual({ message: catalogues.en.messages.resetLinkSent });
      expect(mails).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update users set status = 'active' where email = 'owner@globex.test'`);
    }
  });

  it('links to the person’s brand host the request came to, and to PUBLIC_URL otherwise (more in branding/links.test.ts)', async () => {
    const branded = await newMails(() => forgot('owner@acme.test', { host: 'localhost' }));
    expect(branded).toHaveLength(1);
    expect(linkOf(branded[0]!).base).toBe('http://localhost');
    expect(branded[0]!.subject).toBe('Reset your Acme Talent password');

    const plain = await newMails(() => forgot('owner@acme.test', { host: PLAIN_HOST }));
    expect(plain).toHaveLength(1);
    expect(linkOf(plain[0]!).base).toBe(t.config.publicUrl);
    expect(plain[0]!.subject).toBe('Reset your Talent Portal password');
  });

  it('writes the mail in the requester’s language', async () => {
    const fr = catalogues.fr;
    let res: Awaited<ReturnType<typeof forgot>> | undefined;
    const mails = await newMails(async () => {
      res = await forgot('owner@acme.test', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5', host: 'localhost' });
    });
    expect(res!.json()).toEqual({ message: fr.messages.resetLinkSent });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const { url } = linkOf(mail);
    expect(mail.subject).toBe(interpolate(fr.mail.resetSubject, { brand: 'Acme Talent' }));
    expect(mail.text.trim()).toBe(
      interpolate(fr.mail.resetBody, {
        name: 'Olivia Acme',
        minutes: t.config.auth.resetTokenMinutes,
        link: url,
      }).trim(),
    );
  });

  it('stops mailing one address after a handful of requests in the window, still answering the same', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    const answers: string[] = [];
    const mails = await newMails(async () => {
      for (let i = 0; i < 8; i++) answers.push((await forgot('nobody@portal.test', { host: PLAIN_HOST })).body);
    });
    expect(new Set(answers).size).toBe(1);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThan(8);
    await t.database.db.execute(sql`delete from auth_throttle`);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password, ends every session and every other link, and works once', async () => {
    const email = 'manager@acme.test';
    const sessions = [await t.login(email), await t.login(email)];
    const earlier = await tokenFor(email);
    const token = await tokenFor(email);

    const res = await reset(token, GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: catalogues.en.messages.passwordReset });

    for (const session of sessions) expect((await me(session)).statusCode).toBe(401);
    expect((await attempt(email, GOOD)).statusCode).toBe(200);
    const old = await attempt(email, DEMO_PASSWORD);
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('invalid_credentials');

    const [user] = await rows<{ password_hash: string }>(sql`select password_hash from users where email = ${email}`);
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(user!.password_hash).not.toContain(GOOD);

    for (const used of [token, earlier]) {
      const again = await reset(used, 'another-fine-passphrase');
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(RESET_INVALID);
    }
    expect((await attempt(email, GOOD)).statusCode).toBe(200);
  });

  it('refuses an expired token and leaves the password alone', async () => {
    const email = 'moderator@acme.test';
    const token = await tokenFor(email);
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );
    const res = await reset(token, GOOD);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(RESET_INVALID);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('expires tokens after the configured minutes', async () => {
    const token = await tokenFor('moderator@acme.test');
    const [row] = await rows<{ minutes: number }>(
      sql`select round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes
          from password_resets where token_hash = ${sha256(token)}`,
    );
    expect(row!.minutes).toBe(t.config.auth.resetTokenMinutes);
  });

  it('refuses an unknown or empty token', async () => {
    const unknown = await reset('x'.repeat(43), GOOD);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(RESET_INVALID);
    const empty = await reset('', GOOD);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { token: ['This field is required.'] },
    });
  });

  it('refuses a confirmation that does not match, and keeps the token usable', async () => {
    const email = 'hr@northwind.test';
    const token = await tokenFor(email);
    const res = await reset(token, GOOD, `${GOOD}!`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { password_confirmation: ['The confirmation field does not match.'] },
    });
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token, GOOD)).statusCode).toBe(200);
    expect((await attempt(email, GOOD)).statusCode).toBe(200);
  });

  it('applies the password policy: 8 to 256 characters, no common passwords, never truncated', async () => {
    const email = 'nobody@portal.test';
    const token = await tokenFor(email);
    const refused = async (password: string, message: string) => {
      const res = await reset(token, password);
      expect(res.statusCode, `${password.length} chars`).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { password: [message] },
      });
    };
    await refused('Abc!234', 'The password must be at least 8 characters.');
    await refused('password123', 'This password is too common. Choose another.');
    await refused('PassWord123', 'This password is too common. Choose another.');
    await refused('y'.repeat(300), 'The password may not be longer than 256 characters.');
    // None of the refusals changed anything.
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(200);

    const long = `${'Z7-'.repeat(21)}q`; // 64 characters
    expect(long).toHaveLength(64);
    expect((await reset(token, long)).statusCode).toBe(200);
    expect((await attempt(email, long)).statusCode).toBe(200);
    // The whole password counts: a prefix of it does not sign in.
    expect((await attempt(email, long.slice(0, 63))).statusCode).toBe(422);
  });

  it('answers in the requester’s language', async () => {
    const res = await reset('x'.repeat(43), GOOD, GOOD, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: catalogues.ar.errors.reset_token_invalid, code: 'reset_token_invalid' });
  });
});

describe('nobody is kept out by a stranger (SECURITY 27)', () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
  });
  const STRANGER = '198.51.100.66';

  it('a stranger asking again and again for someone’s resets does not silence theirs', async () => {
    const fromStranger = await newMails(async () => {
      for (let i = 0; i < 8; i++) await forgot('owner@globex.test', { host: PLAIN_HOST }, STRANGER);
    });
    expect(fromStranger.length).toBeLessThanOrEqual(t.config.auth.resetRequestsPerEmail);
    // The person asks from their own address and gets a working link.
    const token = await tokenFor('owner@globex.test');
    expect((await reset(token, GOOD)).statusCode).toBe(200);
    expect((await attempt('owner@globex.test', GOOD)).statusCode).toBe(200);
  });

  it('one address asking for many e-mails is capped, with the same answer', async () => {
    const { resetRequestsPerIp } = t.config.auth;
    const answers = new Set<string>();
    for (let i = 0; i < resetRequestsPerIp; i++)
      answers.add((await forgot(`someone-${i}@nowhere.test`, { host: PLAIN_HOST }, STRANGER)).body);
    let last: Awaited<ReturnType<typeof forgot>> | undefined;
    const capped = await newMails(async () => {
      last = await forgot('hr@northwind.test', { host: PLAIN_HOST }, STRANGER);
    });
    answers.add(last!.body);
    expect(last!.statusCode).toBe(200);
    expect(answers.size).toBe(1);
    expect(capped).toEqual([]);
    // The cap is the stranger's: from elsewhere the mail goes out.
    expect(await tokenFor('hr@northwind.test')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a newer link kills the older ones at once', async () => {
    const email = 'recruiter@northwind.test';
    const older = await tokenFor(email);
    const newer = await tokenFor(email);
    const stale = await reset(older, GOOD);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual(RESET_INVALID);
    expect((await reset(newer, GOOD)).statusCode).toBe(200);
  });

  it('after a reset the person signs in at once, even from an address a stranger made wait', async () => {
    const email = 'manager@acme.test';
    // Someone behind the same address (an office, a mobile network) guessed wrong many times.
    for (let i = 0; i < t.config.auth.maxFailures; i++)
      expect((await attempt(email, 'a-wrong-guess')).statusCode).toBe(422);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(429);
    const token = await tokenFor(email);
    // The reset itself is never throttled…
    expect((await reset(token, GOOD)).statusCode).toBe(200);
    // …and the new password works straight away, from that address too.
    expect((await attempt(email, GOOD)).statusCode).toBe(200);
  });
});
