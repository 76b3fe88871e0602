import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, passkeys, sessions } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { parseMails } from '../../test/mail.js';
import { type Ceremony, SoftAuthenticator } from '../../test/soft-authenticator.js';

let t: Harness;
let acme: Selection;
beforeAll(async () => {
  t = await setupApi();
  acme = { account: t.ids.acme };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from auth_throttle`);
});

// Acme's brand host is `localhost`, Globex's `127.0.0.1`; PUBLIC_URL is http://portal.test.
const ACME = { host: 'localhost', origin: 'http://localhost' };
const GLOBEX = { host: '127.0.0.1', origin: 'http://127.0.0.1' };
const BASE = '/portal/v1/user-account/passkeys';

const onHost = (host: string) => ({ host });

async function addPasskey(token: string, device: SoftAuthenticator, at = ACME, ceremony: Partial<Ceremony> = {}) {
  const started = await t.call({
    method: 'POST',
    url: `${BASE}/options`,
    token,
    headers: onHost(at.host),
    payload: { password: DEMO_PASSWORD },
  });
  expect(started.statusCode).toBe(200);
  const { ticket, options } = started.json().data;
  const credential = device.create(options, { origin: at.origin, ...ceremony });
  return t.call({
    method: 'POST',
    url: BASE,
    token,
    headers: onHost(at.host),
    payload: { ticket, credential, name: 'Work laptop' },
  });
}

async function loginOptions(at = ACME) {
  const res = await t.call({ method: 'POST', url: '/portal/auth/passkey/options', headers: onHost(at.host) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { ticket: string; options: { challenge: string; rpId: string } };
}

const login = (ticket: string, credential: unknown, at = ACME) =>
  t.call({
    method: 'POST',
    url: '/portal/auth/passkey/login',
    headers: onHost(at.host),
    payload: { ticket, credential },
  });

async function signIn(device: SoftAuthenticator, at = ACME, ceremony: Partial<Ceremony> = {}) {
  const { ticket, options } = await loginOptions(at);
  return login(ticket, device.get(options, { origin: at.origin, ...ceremony }), at);
}

const audits = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

async function mailsTo(email: string, subject: string) {
  await t.app.mail.drain();
  return (await parseMails(t.outbox())).filter((m) => m.to === email && m.subject.startsWith(subject));
}

describe('adding a passkey on the security page', () => {
  it('asks for the password, verifies the authenticator, lists it, audits and mails', async () => {
    const token = await t.login('moderator@acme.test');
    const wrong = await t.call({
      method: 'POST',
      url: `${BASE}/options`,
      token,
      headers: onHost(ACME.host),
      payload: { password: 'not it at all' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();

    const device = new SoftAuthenticator();
    const started = await t.call({
      method: 'POST',
      url: `${BASE}/options`,
      token,
      headers: onHost(ACME.host),
      payload: { password: DEMO_PASSWORD },
    });
    const { options } = started.json().data;
    expect(options.rp).toMatchObject({ id: 'localhost', name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const added = await addPasskey(token, device);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      name: 'Work laptop',
      synced: false,
      host: 'localhost',
      last_used_at: null,
    });

    const list = await t.call({ method: 'GET', url: BASE, token });
    expect(list.json().data).toHaveLength(1);
    // The next registration excludes it, so one authenticator never holds two for the person.
    const again = await t.call({
      method: 'POST',
      url: `${BASE}/options`,
      token,
      headers: onHost(ACME.host),
      payload: { password: DEMO_PASSWORD },
    });
    expect(again.json().data.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: device.credentials[0]!.id.toString('base64url') }),
    ]);

    const [row] = await audits('passkey.added');
    expect(row).toMatchObject({ actorUserId: t.ids.user('moderator@acme.test'), subjectId: String(row!.subjectId) });
    expect(await mailsTo('moderator@acme.test', 'A new passkey was added')).toHaveLength(1);
  });

  it('refuses an answer that was not verified by the person, one from another origin, and a used ticket', async () => {
    const token = await t.login('manager@acme.test');
    const device = new SoftAuthenticator();
    const noUv = await addPasskey(token, device, ACME, { flags: { uv: false } });
    expect(noUv.statusCode).toBe(422);
    expect(noUv.json().code).toBe('passkey_failed');
    const elsewhere = await addPasskey(token, device, ACME, { origin: 'http://evil.test' });
    expect(elsewhere.json().code).toBe('passkey_failed');

    const started = await t.call({
      method: 'POST',
      url: `${BASE}/options`,
      token,
      headers: onHost(ACME.host),
      payload: { password: DEMO_PASSWORD },
    });
    const { ticket, options } = started.json().data;
    const credential = device.create(options, { origin: ACME.origin });
    const first = await t.call({ method: 'POST', url: BASE, token, payload: { ticket, credential } });
    expect(first.statusCode).toBe(201);
    const replay = await t.call({ method: 'POST', url: BASE, token, payload: { ticket, credential } });
    expect(replay.json().code).toBe('passkey_ticket_invalid');
    // Another person cannot finish someone's ceremony with its ticket either.
    const other = await t.login('owner@acme.test');
    const stolen = await t.call({ method: 'POST', url: BASE, token: other, payload: { ticket, credential } });
    expect(stolen.json().code).toBe('passkey_ticket_invalid');
  });

  it('is refused while someone acts as the person', async () => {
    const owner = await t.login('owner@acme.test');
    const started = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${t.ids.user('moderator@acme.test')}`,
      token: owner,
      select: acme,
      payload: { reason: 'Helping with a job post' },
    });
    expect(started.statusCode).toBe(201);
    const acting = started.json().data.access_token;
    const res = await t.call({
      method: 'POST',
      url: `${BASE}/options`,
      token: acting,
      payload: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_while_impersonating');
    const [own] = await t.database.db
      .select({ uuid: passkeys.uuid })
      .from(passkeys)
      .where(eq(passkeys.userId, t.ids.user('moderator@acme.test')));
    const removed = await t.call({
      method: 'POST',
      url: `${BASE}/${own!.uuid}/remove`,
      token: acting,
      payload: { password: DEMO_PASSWORD },
    });
    expect(removed.json().code).toBe('not_while_impersonating');
    await t.call({ method: 'DELETE', url: '/portal/v1/impersonate', token: acting });
  });
});

describe('signing in with a passkey', () => {
  const email = 'hr@northwind.test';
  const device = new SoftAuthenticator();
  let uuid: string;
  beforeAll(async () => {
    const token = await t.login(email);
    const added = await addPasskey(token, device);
    expect(added.statusCode).toBe(201);
    uuid = added.json().data.uuid;
  });

  it('signs in without an e-mail, as two factors, and records the use', async () => {
    const res = await signIn(device);
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token;
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token });
    expect(me.json().data.email).toBe(email);
    const [session] = await t.database.db
      .select({ amr: sessions.amr })
      .from(sessions)
      .where(eq(sessions.userId, t.ids.user(email)))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(session!.amr).toEqual(['hwk']);
    const list = await t.call({ method: 'GET', url: BASE, token });
    expect(list.json().data[0].last_used_at).not.toBeNull();
    expect((await audits('passkey.used')).at(-1)).toMatchObject({ actorUserId: t.ids.user(email) });
  });

  it('satisfies an account that requires two-factor sign-in, where a password alone does not', async () => {
    // Northwind's people work in Acme's account.
    await t.database.db.execute(sql`update accounts set require_two_factor = true where id = ${t.ids.acme}`);
    try {
      const byPassword = await t.login(email);
      const owed = await t.call({ method: 'GET', url: '/portal/auth/me', token: byPassword });
      expect(owed.json().data.two_factor_enrolment_required).toBe(true);
      const token = (await signIn(device)).json().access_token;
      const me = await t.call({ method: 'GET', url: '/portal/auth/me', token });
      expect(me.json().data.two_factor_enrolment_required).toBe(false);
      const list = await t.call({ method: 'GET', url: '/portal/v1/notifications/unread-count', token });
      expect(list.statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`update accounts set require_two_factor = false where id = ${t.ids.acme}`);
    }
  });

  it('refuses another origin, another brand host’s RP id, and a passkey made for another host', async () => {
    expect((await signIn(device, ACME, { origin: 'http://evil.test' })).json().code).toBe('passkey_failed');
    // Options asked on Globex's host, answered by an authenticator speaking for Acme's.
    expect((await signIn(device, GLOBEX, { rpId: 'localhost' })).json().code).toBe('passkey_failed');
    // An honest browser on Globex's host: the passkey is Acme's host's, so it is not found there.
    expect((await signIn(device, GLOBEX)).json().code).toBe('passkey_failed');
    // A Host header that is no brand host gives PUBLIC_URL's relying party, never the header.
    const options = await loginOptions({ host: 'evil.test', origin: 'http://evil.test' });
    expect(options.options.rpId).toBe('portal.test');
  });

  it('refuses a replayed challenge and a used ticket', async () => {
    const { ticket, options } = await loginOptions();
    const answer = device.get(options, { origin: ACME.origin });
    expect((await login(ticket, answer)).statusCode).toBe(200);
    expect((await login(ticket, answer)).json().code).toBe('passkey_ticket_invalid');
    const fresh = await loginOptions();
    expect((await login(fresh.ticket, answer)).json().code).toBe('passkey_failed');
  });

  it('refuses a counter that went back (a cloned key) and audits it', async () => {
    const res = await signIn(device, ACME, { counter: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('passkey_failed');
    const [refused] = (await audits('passkey.sign_in_refused')).filter((r) => r.data.reason === 'counter');
    expect(refused).toMatchObject({ subjectId: String(t.ids.user(email)), data: { passkey: uuid, reason: 'counter' } });
    device.credentials[0]!.counter = 100;
    expect((await signIn(device)).statusCode).toBe(200);
  });

  it('is closed like the password where the account requires single sign-on, except for its break-glass owner', async () => {
    await t.database.db.execute(
      sql`update accounts set require_sso = true, sso_break_glass_user_id = ${t.ids.user('owner@acme.test')} where id = ${t.ids.acme}`,
    );
    const userId = t.ids.user(email);
    const [before] = (
      (await t.database.db.execute(
        sql`select id, scope_type, scope_id from grants where user_id = ${userId}`,
      )) as unknown as { rows: { id: number; scope_type: string; scope_id: number }[] }
    ).rows;
    try {
      // An employer's user: Acme's provider never signs them in (issue 31), so their passkey stays.
      expect((await signIn(device)).statusCode).toBe(200);
      // Acme's own staff at a domain it proved: the provider can sign them in, so the passkey closes.
      await t.database.db.execute(
        sql`update grants set scope_type = 'site', scope_id = ${t.ids.acmeJobs} where id = ${before!.id}`,
      );
      await t.database.db.execute(
        sql`insert into email_domain_proofs (account_id, domain, token, verified_at, verified_by)
            values (${t.ids.acme}, 'northwind.test', 'x', now(), 'dns')`,
      );
      const res = await signIn(device);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('sso_required');
    } finally {
      await t.database.db.execute(
        sql`update accounts set require_sso = false, sso_break_glass_user_id = null where id = ${t.ids.acme}`,
      );
      await t.database.db.execute(sql`delete from email_domain_proofs where domain = 'northwind.test'`);
      await t.database.db.execute(
        sql`update grants set scope_type = ${before!.scope_type}, scope_id = ${before!.scope_id} where id = ${before!.id}`,
      );
    }
    expect((await signIn(device)).statusCode).toBe(200);
  });

  it('refuses a disabled person', async () => {
    await t.database.db.execute(sql`update users set status = 'disabled' where email = ${email}`);
    expect((await signIn(device)).json().code).toBe('passkey_failed');
    await t.database.db.execute(sql`update users set status = 'active' where email = ${email}`);
    expect((await signIn(device)).statusCode).toBe(200);
  });

  it('caps the challenges one client address can have made', async () => {
    const ask = () =>
      t.call({
        method: 'POST',
        url: '/portal/auth/passkey/options',
        headers: onHost(ACME.host),
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < 30; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not slowed down.
    expect((await loginOptions()).ticket).toEqual(expect.any(String));
  });

  it('counts failures per client address', async () => {
    const { maxFailuresPerIp } = t.config.auth;
    for (let i = 0; i < maxFailuresPerIp; i++) {
      const res = await signIn(device, ACME, { origin: 'http://evil.test' });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await signIn(device);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('renames and removes only with the password again (issue 31): a session left open is not enough', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    const token = await t.login(email);
    const name = async () =>
      (await t.database.db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.uuid, uuid)))[0]?.name;
    const before = await name();
    // The attack: someone at the person's unlocked computer renames or removes their passkey.
    for (const res of [
      await t.call({ method: 'PATCH', url: `${BASE}/${uuid}`, token, payload: { name: 'Old, delete me' } }),
      await t.call({ method: 'POST', url: `${BASE}/${uuid}/remove`, token, payload: {} }),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.password).toBeDefined();
    }
    for (const res of [
      await t.call({
        method: 'PATCH',
        url: `${BASE}/${uuid}`,
        token,
        payload: { name: 'Old, delete me', password: 'not-the-password' },
      }),
      await t.call({ method: 'POST', url: `${BASE}/${uuid}/remove`, token, payload: { password: 'not-the-password' } }),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.password).toEqual([expect.stringMatching(/password/i)]);
    }
    expect(await name()).toBe(before);
    expect(await mailsTo(email, 'A passkey was removed')).toHaveLength(0);
  });

  it('renames and removes only the person’s own passkeys (mailed), and a removed one signs nobody in', async () => {
    await t.database.db.execute(sql`delete from auth_throttle`);
    const token = await t.login(email);
    const stranger = await t.login('owner@globex.test');
    const password = DEMO_PASSWORD;
    expect(
      (await t.call({ method: 'PATCH', url: `${BASE}/${uuid}`, token: stranger, payload: { name: 'Mine', password } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `${BASE}/${uuid}/remove`, token: stranger, payload: { password } }))
        .statusCode,
    ).toBe(404);

    const renamed = await t.call({
      method: 'PATCH',
      url: `${BASE}/${uuid}`,
      token,
      payload: { name: '  Phone ', password },
    });
    expect(renamed.json().data.name).toBe('Phone');
    expect(
      (await t.call({ method: 'PATCH', url: `${BASE}/${uuid}`, token, payload: { name: '', password } })).statusCode,
    ).toBe(422);
    expect(
      (await t.call({ method: 'POST', url: `${BASE}/${uuid}/remove`, token, payload: { password } })).statusCode,
    ).toBe(204);
    expect(await mailsTo(email, 'A passkey was removed')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passkey.removed'), eq(auditLog.actorUserId, t.ids.user(email))));
    expect(rows).toHaveLength(1);
    expect((await signIn(device)).json().code).toBe('passkey_failed');
  });
});
