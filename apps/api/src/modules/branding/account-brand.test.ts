import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await setupApi();
  for (const email of ['owner@acme.test', 'manager@acme.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const brandCall = (email: string | null, method: 'GET' | 'PUT', account: number, payload?: object) =>
  t.call({
    method,
    url: '/portal/v1/accounts/brand',
    ...(email ? { token: tokens[email] } : {}),
    select: { account },
    ...(payload ? { payload } : {}),
  });
const publicBranding = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/portal/accounts/branding?domain=${encodeURIComponent(domain)}` });

describe('the brand editor API', () => {
  it('shows account staff their brand with its hosts', async () => {
    const res = await brandCall('owner@acme.test', 'GET', t.ids.acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Acme Talent Group',
      title: 'Acme Talent',
      primary_color: '#0b6e4f',
      domains: ['careers.acmehealth.test', 'jobs.acme.test', 'localhost'],
      login: { heading: { en: 'Welcome to Acme Talent', fr: 'Bienvenue chez Acme Talent' } },
    });
  });

  it('saves a new colour and login text, and the host’s public branding (the login page) changes at once', async () => {
    const current = (await brandCall('owner@acme.test', 'GET', t.ids.acme)).json().data;
    const res = await brandCall('owner@acme.test', 'PUT', t.ids.acme, {
      title: 'Acme Talent',
      logo_square: current.logo_square,
      primary_color: '#1D4ED8',
      primary_darken_color: '#1e3a8a',
      stylesheet_path: current.stylesheet_path,
      login: {
        heading: { en: 'Hello recruiters', fr: 'Bonjour', ar: 'مرحبًا' },
        text: { en: 'Sign in to continue.', fr: '', ar: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.primary_color).toBe('#1d4ed8');

    const served = (await publicBranding('localhost')).json().data;
    expect(served.branding.colors).toEqual({ primary_color: '#1d4ed8', primary_darken_color: '#1e3a8a' });
    expect(served.branding.login.heading).toEqual({ en: 'Hello recruiters', fr: 'Bonjour', ar: 'مرحبًا' });
    // The other brand is untouched.
    expect((await publicBranding('127.0.0.1')).json().data.branding.colors.primary_color).toBe('#b4410c');

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.brand_updated'));
    expect(audit).toMatchObject({
      accountId: t.ids.acme,
      actorUserId: t.ids.user('owner@acme.test'),
      data: { changed: ['primary_color', 'primary_darken_color', 'login'] },
    });
  });

  it('refuses a colour white text cannot be read on, with the field message in the caller’s language', async () => {
    const current = (await brandCall('owner@acme.test', 'GET', t.ids.acme)).json().data;
    const body = { ...current, primary_color: '#ffe066', primary_darken_color: '#00ff00' };
    delete body.name;
    delete body.domains;
    delete body.updated_at;
    const res = await brandCall('owner@acme.test', 'PUT', t.ids.acme, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      primary_color: ['This colour is too light: white text on it must reach a contrast of 4.5:1.'],
      primary_darken_color: ['This colour is too light: white text on it must reach a contrast of 4.5:1.'],
    });
    const french = await t.call({
      method: 'PUT',
      url: '/portal/v1/accounts/brand',
      token: tokens['owner@acme.test'],
      select: { account: t.ids.acme },
      headers: { 'accept-language': 'fr' },
      payload: body,
    });
    expect(french.json().errors.primary_color[0]).toContain('contraste de 4,5:1');
  });

  it('refuses script-bearing logo and stylesheet addresses', async () => {
    const current = (await brandCall('owner@acme.test', 'GET', t.ids.acme)).json().data;
    const { name: _n, domains: _d, updated_at: _u, ...body } = current;
    const res = await brandCall('owner@acme.test', 'PUT', t.ids.acme, {
      ...body,
      logo_square: 'javascript:alert(1)',
      stylesheet_path: 'http://evil.test/x.css',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['logo_square', 'stylesheet_path']);
  });

  it('is for account staff of that account only', async () => {
    expect((await brandCall(null, 'GET', t.ids.acme)).statusCode).toBe(401);
    expect((await brandCall('manager@acme.test', 'GET', t.ids.acme)).statusCode).toBe(403);
    expect((await brandCall('owner@globex.test', 'GET', t.ids.acme)).statusCode).toBe(403);
    const globex = await brandCall('owner@globex.test', 'GET', t.ids.globex);
    expect(globex.json().data.name).toBe('Globex Recruitment');
  });
});
