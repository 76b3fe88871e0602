import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../test/harness.js';
import { holdRole } from '../test/roles.js';

/**
 * SECURITY 30 over the whole API: what a grant of *everything* reaches when it is given at an
 * employer, and at a site. A role meant for any place can be given anywhere, so this is the most a
 * grant there can ever open. The employer list is reviewed route by route: each one narrows what
 * it reads or changes to the selected employer (jobs and applications by `scopeOf`, undo tickets by
 * the place they were made, credits by `walletTarget`/`visiblePurchase`, the team by `teamOf`, the
 * profile by the selected employer),
 * or serves site-wide data an employer needs for its own forms (field options, stages, prices).
 * A new route an employer grant reaches fails here until it is reviewed and listed.
 */
const EMPLOYER_REACHES = [
  'DELETE /portal/v1/employers/:employer/invitations/:invitation',
  'DELETE /portal/v1/employers/:employer/users/:user',
  'DELETE /portal/v1/jobs/:uuid',
  'DELETE /portal/v1/jobs/:uuid/pending-edit',
  'GET /portal/v1/applications',
  'GET /portal/v1/applications/:uuid/candidate',
  'GET /portal/v1/applications/:uuid/documents',
  'GET /portal/v1/applications/:uuid/documents/resume',
  'GET /portal/v1/applications/:uuid/feedback',
  'GET /portal/v1/applications/:uuid/history',
  'GET /portal/v1/applications/:uuid/overview',
  'GET /portal/v1/applications/:uuid/seeker-application-feedback',
  'GET /portal/v1/applications/board',
  'GET /portal/v1/applications/export.csv',
  'GET /portal/v1/credit/balance',
  'GET /portal/v1/credit/credit-actions',
  'GET /portal/v1/credit/discount-tiers',
  'GET /portal/v1/credit/ledgers',
  'GET /portal/v1/credit/ledgers/export.csv',
  'GET /portal/v1/credit/purchases/:id',
  'GET /portal/v1/employer',
  'GET /portal/v1/employer/dashboard',
  'GET /portal/v1/employers/:employer/invitations',
  'GET /portal/v1/employers/:employer/roles',
  'GET /portal/v1/employers/:employer/users',
  'GET /portal/v1/jobs',
  'GET /portal/v1/jobs/:uuid/activity',
  'GET /portal/v1/jobs/:uuid/applications',
  'GET /portal/v1/jobs/:uuid/detail',
  'GET /portal/v1/jobs/export.csv',
  'GET /portal/v1/site/application-stages',
  'GET /portal/v1/site/field-options',
  'GET /portal/v1/site/job-feedbacks/:uuid',
  'GET /portal/v1/site/job-feedbacks/:uuid/average-rating',
  'GET /portal/v1/site/job-options',
  'PATCH /portal/v1/applications/:uuid/enabled',
  'POST /portal/v1/applications/:uuid/seeker-application-feedback',
  'POST /portal/v1/applications/stage',
  'POST /portal/v1/applications/status',
  'POST /portal/v1/applications/status/undo',
  'POST /portal/v1/applications/tag',
  'POST /portal/v1/credit/purchase/preview',
  'POST /portal/v1/credit/purchases',
  'POST /portal/v1/credit/purchases/:id/confirm',
  'POST /portal/v1/employers/:employer/invitations/:invitation/resend',
  'POST /portal/v1/employers/:employer/users',
  // An employer's own logo and its jobs' banners (the purpose's rights, `UPLOAD_RIGHTS`).
  'POST /portal/v1/forms/upload-file',
  'POST /portal/v1/jobs',
  'POST /portal/v1/jobs/:uuid/clone',
  'POST /portal/v1/jobs/:uuid/publish',
  'POST /portal/v1/jobs/expire',
  'POST /portal/v1/jobs/relist',
  'POST /portal/v1/jobs/tag',
  'POST /portal/v1/jobs/unlist',
  'PUT /portal/v1/applications/:uuid/tags',
  'PUT /portal/v1/employer',
  'PUT /portal/v1/employers/:employer/users/:user',
  'PUT /portal/v1/jobs/:uuid',
  'PUT /portal/v1/jobs/:uuid/tags',
];

/** What only a grant at the account (or the platform) opens: the account's people, roles, brand and hosts, plan, first steps, sign-in rules, identity providers and e-mail domains, log, new sites and the sites that are not theirs. */
const ACCOUNT_ONLY = [
  'DELETE /portal/v1/accounts/email-domains/:uuid',
  'DELETE /portal/v1/accounts/hosts/:uuid',
  'DELETE /portal/v1/accounts/identity-providers/:uuid',
  'DELETE /portal/v1/accounts/invitations/:invitation',
  'DELETE /portal/v1/accounts/roles/:role',
  'DELETE /portal/v1/accounts/users/:user',
  'DELETE /portal/v1/accounts/users/:user/grants/:grant',
  'GET /portal/v1/accounts/brand',
  'GET /portal/v1/accounts/email-domains',
  'GET /portal/v1/accounts/hosts',
  'GET /portal/v1/accounts/identity-providers',
  'GET /portal/v1/accounts/invitations',
  'GET /portal/v1/accounts/roles',
  'GET /portal/v1/accounts/scopes',
  'GET /portal/v1/accounts/security',
  // The account's plan as its owners see it; the owners' first steps (issue 33).
  'GET /portal/v1/accounts/usage',
  'GET /portal/v1/accounts/users',
  'GET /portal/v1/audit-log',
  'GET /portal/v1/audit-log/export.csv',
  'GET /portal/v1/dashboard/onboarding',
  // Candidate privacy is the account's (privacy.read and .update act at the account): its rule,
  // lists, record of processing and each site's notice. Erasing and exporting one candidate act at
  // the site (privacy.delete, .export). The platform's bounds are the platform's alone.
  // The platform console is platform staff's alone (`platform: true`).
  'GET /portal/v1/platform/accounts',
  'GET /portal/v1/platform/accounts/:id',
  'GET /portal/v1/platform/accounts/:id/export',
  'GET /portal/v1/platform/accounts/:id/limits',
  'GET /portal/v1/privacy/limits',
  'GET /portal/v1/privacy/notices',
  'GET /portal/v1/privacy/pending',
  'GET /portal/v1/privacy/record.csv',
  'GET /portal/v1/privacy/requests',
  'GET /portal/v1/privacy/settings',
  'GET /portal/v1/privacy/sites',
  'GET /portal/v1/privacy/summary',
  'POST /portal/v1/accounts/email-domains',
  // Approving by hand is platform staff's alone (`platform: true`).
  'POST /portal/v1/accounts/email-domains/:uuid/approve',
  'POST /portal/v1/accounts/email-domains/:uuid/check',
  'POST /portal/v1/accounts/hosts',
  'POST /portal/v1/accounts/hosts/:uuid/approve',
  'POST /portal/v1/accounts/hosts/:uuid/check',
  'POST /portal/v1/accounts/identity-providers',
  'POST /portal/v1/accounts/identity-providers/:uuid/test',
  'POST /portal/v1/accounts/invitations/:invitation/resend',
  'POST /portal/v1/accounts/roles',
  'POST /portal/v1/accounts/users',
  'POST /portal/v1/accounts/users/:user/grants',
  'POST /portal/v1/dashboard/onboarding/dismiss',
  'POST /portal/v1/platform/accounts',
  'POST /portal/v1/platform/accounts/:id/close',
  'POST /portal/v1/platform/accounts/:id/reinstate',
  'POST /portal/v1/platform/accounts/:id/reopen',
  'POST /portal/v1/platform/accounts/:id/suspend',
  'POST /portal/v1/privacy/notices',
  'POST /portal/v1/privacy/notices/:version/reconsent',
  'POST /portal/v1/sites',
  'PUT /portal/v1/accounts/brand',
  'PUT /portal/v1/accounts/identity-providers/:uuid',
  'PUT /portal/v1/accounts/roles/:role',
  'PUT /portal/v1/accounts/security',
  'PUT /portal/v1/accounts/users/:user',
  'PUT /portal/v1/platform/accounts/:id',
  'PUT /portal/v1/platform/accounts/:id/limits',
  'PUT /portal/v1/privacy/limits',
  'PUT /portal/v1/privacy/settings',
  'PUT /portal/v1/privacy/sites/:id',
  // Judged at the site the path names (`atSite`): a site's grant edits that site only, and the
  // site named here is another (one that does not exist).
  'PUT /portal/v1/sites/:id',
];

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const MISSING_ID = '2147483646';
const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/uuid|^tab$/i.test(name) ? MISSING_UUID : MISSING_ID));
const STREAMS = new Set(['GET /portal/v1/notifications/stream']);
// Ends the caller's session; open to everyone signed in anyway.
const SKIPPED = new Set(['DELETE /portal/auth/logout']);

let t: Harness;
let operations: { key: string; method: string; url: string; everyone: boolean }[];

beforeAll(async () => {
  t = await setupApi();
  operations = t.app.routeTable
    .filter((r) => r.access && r.access !== 'public' && !SKIPPED.has(`${r.method} ${r.url}`))
    .map((r) => ({
      key: `${r.method} ${r.url}`,
      method: r.method,
      url: r.url,
      // Open to everyone signed in: not about any grant.
      everyone: r.access !== 'public' && 'action' in r.access! && r.access.subject === 'portal',
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
});
afterAll(() => t.close());

/** The operations a token gets past authorisation on (not 401/403), with the given selection. */
async function reached(token: string, select: Selection) {
  const passed: string[] = [];
  for (const op of operations.filter((o) => !o.everyone)) {
    const res = await t.call({
      method: op.method as 'GET',
      url: pathOf(op.url),
      token,
      select,
      ...(['POST', 'PUT', 'PATCH'].includes(op.method) ? { payload: {} } : {}),
      ...(STREAMS.has(op.key) ? { payloadAsStream: true } : {}),
    });
    res.stream().destroy();
    expect(res.statusCode, op.key).toBeLessThan(500);
    if (res.statusCode !== 401 && res.statusCode !== 403) passed.push(op.key);
  }
  return passed;
}

describe('what a grant of everything reaches, by the place it is given at', () => {
  it('at an employer: only the routes reviewed as the employer’s own', async () => {
    const northwind = t.ids.employer('Northwind Traders');
    await holdRole(t, {
      account: t.ids.acme,
      email: 'recruiter@northwind.test',
      permissions: ['all'],
      at: { type: 'employer', id: northwind },
    });
    const token = await t.login('recruiter@northwind.test');
    const passed = await reached(token, { account: t.ids.acme, site: t.ids.acmeJobs, employer: northwind });
    expect(passed).toEqual(EMPLOYER_REACHES);
  }, 300_000);

  it('at a site: everything but what belongs to the whole account', async () => {
    await holdRole(t, {
      account: t.ids.acme,
      email: 'moderator@acme.test',
      permissions: ['all'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    const token = await t.login('moderator@acme.test');
    const passed = new Set(await reached(token, { account: t.ids.acme, site: t.ids.acmeJobs }));
    const refused = operations.filter((o) => !o.everyone && !passed.has(o.key)).map((o) => o.key);
    expect(refused).toEqual(ACCOUNT_ONLY);
  }, 300_000);
});
