import { randomUUID } from 'node:crypto';
import { type AccountRole, roleFitsPlace } from '@talent/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, identityProviders } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { parseMails } from '../../test/mail.js';
import { type DevOidcProvider, landing, ssoRoundTrip, startTestIdp } from '../../test/oidc-provider.js';

let t: Harness;
let idp: DevOidcProvider;
let owner: string;

const BASE = '/portal/v1/accounts/identity-providers';
const body = (extra: Record<string, unknown> = {}) => ({
  preset: 'oidc',
  display_name: 'Acme SSO',
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  ...extra,
});
const as = (token: string, account = t.ids.acme) => ({ token, select: { account } });

beforeAll(async () => {
  [t, idp] = await Promise.all([setupApi(), startTestIdp()]);
  owner = await t.login('owner@acme.test');
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

describe('identity providers of an account', () => {
  let id: string;

  it('adds one: the secret stored encrypted, never answered; audited; the owners mailed', async () => {
    const res = await t.call({
      method: 'POST',
      url: BASE,
      ...as(owner),
      payload: body({ allowed_domains: ['Acme.TEST'] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({
      display_name: 'Acme SSO',
      issuer: idp.issuer,
      has_client_secret: true,
      allowed_domains: ['acme.test'],
      enabled: true,
      jit_enabled: false,
      redirect_uri: `http://localhost/portal/auth/oauth/${id}/callback`,
    });
    expect(data).not.toHaveProperty('client_secret');
    expect(res.body).not.toContain(idp.clientSecret);
    const [row] = await t.database.db.select().from(identityProviders).where(eq(identityProviders.uuid, id));
    expect(row?.clientSecretEnc).toMatch(/^v1\./);
    expect(row?.clientSecretEnc).not.toContain(idp.clientSecret);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'identity_provider.created'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ accountId: t.ids.acme, subjectId: id });
    expect(JSON.stringify(audit?.data)).not.toContain(idp.clientSecret);
    await t.app.mail.drain();
    const mails = await parseMails(t.outbox());
    expect(
      mails.some((m) => m.to === 'owner@acme.test' && m.subject.startsWith('An identity provider was added')),
    ).toBe(true);

    const list = await t.call({ method: 'GET', url: BASE, ...as(owner) });
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(list.body).not.toContain(idp.clientSecret);
  });

  it('keeps the stored secret when a change leaves it out (sign-in still works)', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/${id}`,
      ...as(owner),
      payload: body({ client_secret: undefined, display_name: 'Acme staff' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ display_name: 'Acme staff', has_client_secret: true });
    expect(res.body).not.toContain(idp.clientSecret);
    const trip = await ssoRoundTrip(t, id, 'owner@acme.test');
    expect(landing((await trip.callback()).headers.location).code).toBeTruthy();
  });

  it('needs a secret for a new provider and refuses a jit role that does not fit the account', async () => {
    const res = await t.call({ method: 'POST', url: BASE, ...as(owner), payload: body({ client_secret: '' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.client_secret).toBeTruthy();
    const roles = await t.call({ method: 'GET', url: '/portal/v1/accounts/roles', ...as(owner) });
    const siteRole = (roles.json().data as AccountRole[]).find((r) => !roleFitsPlace(r, 'account'));
    expect(siteRole).toBeTruthy();
    const bad = await t.call({
      method: 'POST',
      url: BASE,
      ...as(owner),
      payload: body({ jit_enabled: true, jit_role_id: siteRole?.id }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.jit_role_id[0]).toContain('cannot be given here');
  });

  it('tests the connection: discovery and keys now, a failure as a translated reason', async () => {
    const ok = await t.call({ method: 'POST', url: `${BASE}/${id}/test`, ...as(owner) });
    expect(ok.json().data).toMatchObject({
      ok: true,
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
    });
    expect(ok.json().data.keys).toBeGreaterThan(0);
    // A provider whose issuer answers nothing: the reason, in French, with a 200.
    const dead = await t.call({
      method: 'POST',
      url: BASE,
      ...as(owner),
      payload: body({ issuer: 'http://127.0.0.1:9/nothing', display_name: 'Dead' }),
    });
    const res = await t.call({
      method: 'POST',
      url: `${BASE}/${dead.json().data.id}/test`,
      ...as(owner),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ok: false });
    expect(res.json().data.problem).toContain('document de découverte');
  });

  it('is the account owners’ alone, and another account’s provider is not found', async () => {
    const manager = await t.login('manager@acme.test');
    expect(
      (await t.call({ method: 'GET', url: BASE, token: manager, select: { account: t.ids.acme } })).statusCode,
    ).toBe(403);
    const globex = await t.login('owner@globex.test');
    for (const [method, url] of [
      ['PUT', `${BASE}/${id}`],
      ['DELETE', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/test`],
    ] as const) {
      const res = await t.call({
        method,
        url,
        ...as(globex, t.ids.globex),
        ...(method === 'PUT' ? { payload: body() } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: BASE, ...as(globex, t.ids.globex) })).json().data).toEqual([]);
    const unknown = await t.call({ method: 'DELETE', url: `${BASE}/${randomUUID()}`, ...as(owner) });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes one: audited, owners mailed, its sign-in gone', async () => {
    const res = await t.call({ method: 'DELETE', url: `${BASE}/${id}`, ...as(owner) });
    expect(res.statusCode).toBe(204);
    const start = await t.call({ method: 'GET', url: `/portal/auth/oauth/${id}/start` });
    expect(start.headers.location).toBe('/login?sso_error=unknown_oauth_provider');
    await t.app.mail.drain();
    expect((await parseMails(t.outbox())).some((m) => m.subject.startsWith('An identity provider was removed'))).toBe(
      true,
    );
  });
});

describe('outbound fetches when private addresses are not allowed (production)', () => {
  const strict = () => ({ ...t.app.ctx, config: { ...t.config, outbound: { allowPrivate: false } } });

  it('refuses an http or private issuer when it is saved', async () => {
    const { createIdentityProvider } = await import('./identity-providers.service.js');
    const ownerOf = {
      accountId: t.ids.acme,
      actor: { userId: null, impersonatorUserId: null, ip: null, requestId: 'test' },
      actorName: 'Test',
      permissions: { [`account:${t.ids.acme}`]: ['all'] },
      links: { publicUrl: t.config.publicUrl, requestHost: null },
    };
    const save = (issuer: string) =>
      createIdentityProvider(strict(), ownerOf, {
        ...body({ issuer }),
        preset: 'oidc',
        allowed_domains: [],
        enabled: true,
        jit_enabled: false,
        jit_role_id: null,
      } as never).then(
        () => null,
        (error: { fields?: Record<string, { rule: string }[]> }) => error.fields?.issuer?.[0]?.rule,
      );
    expect(await save(idp.issuer)).toBe('issuer_https');
    expect(await save('https://127.0.0.1:8443')).toBe('issuer_not_public');
    expect(await save('https://localhost')).toBe('issuer_not_public');
    expect(await save('https://[::1]')).toBe('issuer_not_public');
  });

  it('refuses to fetch a provider stored with a private issuer (test connection and sign-in)', async () => {
    const created = await t.call({ method: 'POST', url: BASE, ...as(owner), payload: body({ display_name: 'Local' }) });
    const id = created.json().data.id as string;
    const { testIdentityProvider } = await import('./identity-providers.service.js');
    const result = await testIdentityProvider(strict(), t.ids.acme, id, 'en');
    expect(result).toMatchObject({ ok: false });
    expect(result.problem).toContain('https');
    const { startSso } = await import('../sso/sso.service.js');
    const redirect = await startSso(strict(), {
      uuid: id,
      to: undefined,
      requestHost: 'localhost',
      binding: 'x',
      ip: '192.0.2.9',
    });
    expect(redirect.location).toBe('/login?sso_error=sso_failed');
    await t.database.db.execute(sql`delete from identity_providers where uuid = ${id}`);
  });
});
