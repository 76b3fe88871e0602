import { defineAbility } from '@talent/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { accessPluginFp, describeAccess, passesRules, rulesOf } from './access.js';
import { databasePlugin } from './database.plugin.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

describe('every endpoint declares who may call it', () => {
  it('lists each portal route with an access rule (public, or one or more actions on subjects)', () => {
    expect(t.app.routeTable.length).toBeGreaterThanOrEqual(8);
    for (const route of t.app.routeTable) {
      const { access } = route;
      const rules = access === 'public' || !access ? [] : rulesOf(access);
      const ok = access === 'public' || (rules.length > 0 && rules.every((r) => !!r.action && !!r.subject));
      expect(ok, `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('refuses to start when a portal route has no rule', async () => {
    const app = Fastify({ logger: false });
    await app.register(databasePlugin, { database: t.database, owned: false });
    await app.register(accessPluginFp);
    await expect(
      app.register(async (scoped) => {
        scoped.get('/portal/v1/forgotten', async () => ({}));
      }),
    ).rejects.toThrow(/declares no access rule/);
    await app.close();
  });

  it('public routes are exactly the ones meant to be public', () => {
    const publicRoutes = t.app.routeTable
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /portal/accounts/branding',
      // Single sign-on: the brand host's providers; the round trip is bound to the browser that
      // started it (cookie) and to a single-use state; the exchange takes a 60-second one-time code.
      'GET /portal/auth/oauth/:provider/callback',
      'GET /portal/auth/oauth/:provider/start',
      'GET /portal/auth/oauth/providers',
      'GET /portal/health',
      'GET /portal/health/live',
      'GET /portal/health/ready',
      // Prometheus: 404 unless METRICS_TOKEN is configured, then that bearer token or 401.
      'GET /portal/metrics',
      'GET /portal/payments/test-checkout/:id',
      // The page behind an application's mailed link: guarded by the link's single-use token.
      'GET /portal/public/applications/confirm',
      // Site forms' hosted page: published forms only (404 alike otherwise), submissions throttled per address and e-mail.
      'GET /portal/public/forms/:uuid',
      // A job rating's mailed link: signed (MAC, purpose, tenant, 48-hour expiry), single use, on its account's hosts.
      'GET /portal/public/job-feedback/confirm',
      // A live job's screening questions for a job board's application form (no knockout rules): 404 alike otherwise.
      'GET /portal/public/jobs/:uuid',
      // A candidate's own privacy pages, opened from their e-mails: the consent and manage links are
      // signed (MAC, purpose, tenant, expiry; acting is a POST, erasing single use), the notice is
      // the site's public text. Every bad link gets the same 404 page.
      'GET /portal/public/privacy/consent',
      // A candidate's data export: the mailed link's MAC, purpose, tenant, candidate and 24-hour expiry.
      'GET /portal/public/privacy/download',
      // The retention notice's keep link: a signed, expiring, single-use token; 404 page otherwise.
      'GET /portal/public/privacy/keep',
      'GET /portal/public/privacy/manage',
      'GET /portal/public/privacy/notice',
      // A candidate mail's unsubscribe link (RFC 8058): signed (MAC, purpose, tenant, a year's expiry), on
      // its account's hosts; GET only asks, the one-click POST stops the site's status and staff mail.
      'GET /portal/public/unsubscribe',
      'GET /portal/uploads/avatars/:name',
      'GET /portal/uploads/brand-logos/:name',
      'GET /portal/uploads/brand-stylesheets/:name',
      'GET /portal/uploads/consultant-photos/:name',
      'GET /portal/uploads/employer-logos/:name',
      'GET /portal/uploads/job-banners/:name',
      'POST /portal/auth/forgot-password',
      'POST /portal/auth/login',
      // Takes the ticket a right password earned (single use, 5 minutes), throttled like sign-in.
      'POST /portal/auth/login/second-factor',
      // Passkey sign-in: options are capped per address; an answer must sign their single-use challenge.
      'POST /portal/auth/oauth/exchange',
      'POST /portal/auth/passkey/login',
      'POST /portal/auth/passkey/options',
      'POST /portal/auth/reset-password',
      // Payment providers: guarded by the checkout link's secret and by the webhook signature.
      'POST /portal/payments/test-checkout/:id/cancel',
      'POST /portal/payments/test-checkout/:id/pay',
      'POST /portal/payments/webhook/stripe',
      'POST /portal/public/applications/confirm',
      'POST /portal/public/forms/:uuid/submissions',
      'POST /portal/public/job-feedback/confirm',
      // The public job board's visitors: live jobs of active employers only, throttled per address, e-mail and job.
      'POST /portal/public/jobs/:uuid/applications',
      'POST /portal/public/jobs/:uuid/reports',
      'POST /portal/public/privacy/consent',
      'POST /portal/public/privacy/keep',
      'POST /portal/public/privacy/manage',
      // The "you are unsubscribed" page's button, with the same signed link: only the candidate
      // subscribes again (the staff have no way to).
      'POST /portal/public/resubscribe',
      'POST /portal/public/unsubscribe',
    ]);
  });

  it('a signed-in user without the permission gets 403, not the data', async () => {
    const moderator = await t.login('moderator@acme.test');
    const nobody = await t.login('nobody@portal.test');
    // The moderator may read employers; nobody has no grant at all.
    const ok = await t.call({
      method: 'GET',
      url: '/portal/v1/employers',
      token: moderator,
      select: { site: t.ids.acmeJobs },
    });
    expect(ok.statusCode).toBe(200);
    const denied = await t.call({ method: 'GET', url: '/portal/v1/employers', token: nobody });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('forbidden');
  });
});

describe('rules combined and places declared (issue 22)', () => {
  const IMPERSONATE = { action: 'impersonate', subject: 'impersonation' } as const;
  const READ_SEEKERS = { action: 'read', subject: 'seekers' } as const;
  const ability = (...permissions: string[]) =>
    defineAbility({ permissions: { 'account:1': permissions } }, { accountId: 1, siteId: 2 });

  it('allOf needs every rule, anyOf one of them', () => {
    const both = { allOf: [IMPERSONATE, READ_SEEKERS] };
    const either = { anyOf: [IMPERSONATE, READ_SEEKERS] };
    expect(passesRules(ability('impersonation.impersonate'), both)).toBe(false);
    expect(passesRules(ability('impersonation.impersonate', 'seekers.read'), both)).toBe(true);
    expect(passesRules(ability('seekers.read'), either)).toBe(true);
    expect(passesRules(ability('jobs.read'), either)).toBe(false);
  });

  it('says in words what a route needs, for the OpenAPI document', () => {
    expect(describeAccess('public')).toBe('public');
    expect(describeAccess({ action: 'update', subject: 'credits', staff: true })).toBe(
      'credits.update as site staff (no employer selected)',
    );
    expect(describeAccess({ allOf: [IMPERSONATE, READ_SEEKERS] })).toBe(
      'all of impersonation.impersonate, seekers.read',
    );
    expect(describeAccess({ action: 'update', subject: 'sites', atSite: 'id' })).toBe('sites.update at the site :id');
  });

  it('refuses the staff tools to an employer’s own users, whatever their role (staff: true)', async () => {
    const hr = await t.login('hr@northwind.test');
    const northwind = { account: t.ids.acme, site: t.ids.acmeJobs, employer: t.ids.employer('Northwind Traders') };
    for (const url of ['/portal/v1/credit/wallets', '/portal/v1/credit/discount-tiers']) {
      const method = url.endsWith('tiers') ? 'PUT' : 'GET';
      const res = await t.call({ method, url, token: hr, select: northwind, payload: { tiers: [] } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const manager = await t.login('manager@acme.test');
    const wallets = await t.call({
      method: 'GET',
      url: '/portal/v1/credit/wallets',
      token: manager,
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
    });
    expect(wallets.statusCode).toBe(200);
  });
});
