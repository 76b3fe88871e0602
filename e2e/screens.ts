import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { ACME, ACME_JOBS, apiCall, portalHeaders, sendOperation, tokenFor } from './fixtures.js';

/**
 * Every screen of the app (spec §2, `apps/web/src/app/router`), with real demo ids and the demo
 * user who may see it. The accessibility sweep and the RTL screenshots both walk this list.
 */
export type Viewer = 'guest' | 'owner' | 'manager' | 'moderator' | 'hr' | 'admin' | 'nobody';
export type Screen = { name: string; path: string; viewer: Viewer };

export const VIEWERS: Record<Exclude<Viewer, 'guest'>, string> = {
  owner: 'owner@acme.test',
  manager: 'manager@acme.test',
  moderator: 'moderator@acme.test',
  hr: 'hr@northwind.test',
  admin: 'admin@portal.test',
  nobody: 'nobody@portal.test',
};

const SITE = { accountId: 1, siteId: 1 };

export type DemoIds = {
  job: string;
  flaggedJob: string;
  seeker: string;
  application: string;
  consultant: number;
  employer: number;
  /** Fabrikam Foods, the employer the employers journey opened as a manager. */
  otherEmployer: number;
  paid: number;
  cancelled: number;
};

/** The ids of named demo records, found through the API (uuids differ from one seed to the next). */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const owner = apiCall(request, await tokenFor(request, VIEWERS.owner));
  /** The first row of a list the owner reads on Acme Jobs that `pick` accepts; `what` names it in a failure. */
  const first = async <T>(what: string, list: Promise<APIResponse>, pick: (row: T) => boolean): Promise<T> => {
    const res = await list;
    expect(res.status(), what).toBe(200);
    const row = ((await res.json()) as { data: T[] }).data.find(pick);
    expect(row, what).toBeTruthy();
    return row!;
  };
  const search = (q: string) => ({ query: { q }, select: SITE });
  type Named = { id: string; title?: string; name?: string };
  const job = await first<Named>(
    'job',
    owner.call('listJobs', search('Warehouse team leader')),
    (j) => j.title === 'Warehouse team leader',
  );
  const flagged = await first<Named>(
    'flagged job',
    owner.call('listJobs', search('Delivery driver')),
    (j) => j.title === 'Delivery driver (van)',
  );
  const seeker = await first<Named>(
    'seeker',
    owner.call('listSeekers', search('Amira Haddad')),
    (s) => s.name === 'Amira Haddad',
  );
  const application = await first<{ id: string }>(
    'application',
    owner.call('listApplications', search('Amira Haddad')),
    () => true,
  );
  const consultant = await first<{ id: number; name: string }>(
    'consultant',
    owner.call('listConsultants', { select: SITE }),
    (c) => c.name === 'Chloé Laurent',
  );
  const employer = await first<{ id: number; name: string }>(
    'employer',
    owner.call('listEmployers', search('Northwind')),
    (e) => e.name === 'Northwind Traders',
  );
  const otherEmployer = await first<{ id: number; name: string }>(
    'other employer',
    owner.call('listEmployers', search('Fabrikam')),
    (e) => e.name === 'Fabrikam Foods',
  );
  // Two checkouts finished at the test provider, one paid and one cancelled: the return page
  // then has a receipt and a cancellation to show.
  const hrToken = await tokenFor(request, VIEWERS.hr);
  const checkout = async (outcome: 'pay' | 'cancel') => {
    const res = await sendOperation(
      request,
      'createPurchase',
      { body: { quantity: 1 } },
      {
        headers: {
          ...portalHeaders(hrToken, { ...SITE, employerId: employer.id }),
          'idempotency-key': `screens-${outcome}-${Date.now()}`,
        },
      },
    );
    expect(res.status(), 'checkout').toBe(201);
    const { id, checkout_url } = ((await res.json()) as { data: { id: number; checkout_url: string } }).data;
    const token = new URL(checkout_url).searchParams.get('token');
    const done = await request.post(`${ACME}/portal/payments/test-checkout/${id}/${outcome}`, {
      form: { token: token ?? '' },
      maxRedirects: 0,
    });
    expect(done.status(), outcome).toBe(303);
    return id;
  };
  const paid = await checkout('pay');
  const cancelled = await checkout('cancel');
  return {
    job: job.id,
    flaggedJob: flagged.id,
    seeker: seeker.id,
    application: application.id,
    consultant: consultant.id,
    employer: employer.id,
    otherEmployer: otherEmployer.id,
    paid,
    cancelled,
  };
}

export function screens(ids: DemoIds): Screen[] {
  const s = ACME_JOBS;
  const owner = (name: string, path: string): Screen => ({ name, path, viewer: 'owner' });
  const manager = (name: string, path: string): Screen => ({ name, path, viewer: 'manager' });
  const hr = (name: string, path: string): Screen => ({ name, path, viewer: 'hr' });
  const admin = (name: string, path: string): Screen => ({ name, path, viewer: 'admin' });
  const guest = (name: string, path: string): Screen => ({ name, path, viewer: 'guest' });
  return [
    guest('login', '/login'),
    guest('forgot password', '/forgot-password'),
    guest('reset password', '/reset-password?token=x'),
    guest('choose password', '/auth/profile/password?token=x'),
    guest('not authorized', '/not-authorized'),
    guest('not authorized (alias)', '/pages/misc/not-authorized'),
    guest('not found', '/pages/misc/not-found/x'),
    guest('unknown path', '/no-such-page'),
    { name: 'no team', path: '/', viewer: 'nobody' },

    owner('dashboard', '/'),
    owner('notifications', '/notifications'),
    owner('help', '/second-page'),
    owner('profile account', '/auth/profile/account'),
    owner('profile security', '/auth/profile/security'),
    owner('profile notifications', '/auth/profile/notifications'),
    owner('profile settings', '/auth/profile/settings'),
    owner('sites', '/1/sites'),
    owner('account users', '/1/users'),
    owner('account roles', '/1/users?tab=roles'),
    owner('audit log', '/1/audit-log'),
    owner('brand', '/1/brand'),
    owner('accountSecurity', '/1/security'),
    owner('privacy', '/1/privacy'),
    owner('applications', `${s}/applications`),
    // The board of one job: every column, without four hundred cards.
    owner('applications board', `${s}/applications?view=board&job=${ids.job}`),
    ...['overview', 'candidate', 'documents', 'feedback', 'history'].map((tab) =>
      owner(`application ${tab}`, `${s}/applications/${ids.application}/${tab}`),
    ),
    owner('consultants', `${s}/consultants`),
    owner('consultant create', `${s}/consultants/create`),
    owner('consultant', `${s}/consultants/${ids.consultant}`),
    owner('consultant edit', `${s}/consultants/${ids.consultant}/edit`),
    owner('credits (staff)', `${s}/credit-system`),
    owner('employers', `${s}/employers`),
    owner('employer create', `${s}/employers/create`),
    owner('employers on hold', `${s}/employers/hold`),
    owner('employer', `${s}/employers/${ids.employer}`),
    owner('employer edit', `${s}/employers/${ids.employer}/edit`),
    owner('jobs', `${s}/jobs`),
    owner('job create', `${s}/jobs/create`),
    owner('job edit', `${s}/jobs/edit?id=${ids.job}`),
    owner('flagged jobs', `${s}/jobs/flagged-jobs`),
    owner('jobs on hold', `${s}/jobs/hold`),
    owner('job', `${s}/jobs/${ids.job}`),
    owner('flagged job', `${s}/jobs/${ids.flaggedJob}`),
    owner('seekers', `${s}/seekers`),
    ...['profile', 'applications', 'documents', 'activity'].map((tab) =>
      owner(`seeker ${tab}`, `${s}/seekers/${ids.seeker}/${tab}`),
    ),
    owner('settings', `${s}/settings`),
    owner('site forms', `${s}/settings/forms`),
    owner('site form new', `${s}/settings/forms/new`),
    owner('privacy notice', `${s}/privacy-notice`),
    guest('hosted form (unknown)', '/forms/0b9d6a52-3c1e-4f7a-9a51-6f1d2e3c4b5a'),

    // What a site's staff see with fewer rights than the owner (the journeys' states as loaded).
    manager('applications, new, of one job (manager)', `${s}/applications?status=new&job=${ids.job}`),
    manager('candidates tagged priority (manager)', `${s}/seekers?tag=priority`),
    manager('consultants (manager)', `${s}/consultants`),
    manager('credits (staff, manager)', `${s}/credit-system`),
    manager('employers (manager)', `${s}/employers`),
    manager('employer create (manager)', `${s}/employers/create`),
    manager('employer (manager)', `${s}/employers/${ids.otherEmployer}`),
    manager('employers on hold (manager)', `${s}/employers/hold`),
    manager('jobs, unlisted (manager)', `${s}/jobs?status=unlisted`),
    { name: 'flagged jobs (moderator)', path: `${s}/jobs/flagged-jobs`, viewer: 'moderator' },

    hr('help (employer)', '/second-page'),
    hr('job create (employer)', `${s}/jobs/create`),
    hr('own employer', `${s}/employer`),
    hr('own employer edit', `${s}/employer/edit`),
    hr('employer users', `${s}/employer/users`),
    hr('credits', `${s}/credit-system`),
    hr('buy credits', `${s}/credit-system/create`),
    hr('payment paid', `${s}/credit-system/payment-success?purchase=${ids.paid}`),
    hr('payment cancelled', `${s}/credit-system/payment-success?purchase=${ids.cancelled}&cancelled=1`),
    hr('payment unknown', `${s}/credit-system/payment-success?purchase=999999`),
    hr('jobs (employer)', `${s}/jobs`),
    hr('dashboard (employer)', '/'),

    admin('dashboard (platform)', '/'),
    admin('sites (platform)', '/2/sites'),
    admin('account users (platform)', '/2/users'),
    admin('audit log (platform)', '/2/audit-log'),
    // Platform staff also see the bounds card.
    admin('privacy (platform)', '/2/privacy'),
    admin('platform accounts', '/platform/accounts'),
  ];
}

/** Signs `viewer` in (or out) inside an open page: the next navigation starts the app as them. */
export async function becomeViewer(page: Page, viewer: Viewer) {
  const token = viewer === 'guest' ? null : await tokenFor(page.request, VIEWERS[viewer]);
  await page.evaluate((t) => {
    localStorage.removeItem('portal-selection');
    if (t === null) localStorage.removeItem('portal-auth');
    else
      localStorage.setItem(
        'portal-auth',
        JSON.stringify({ state: { token: t, tokenType: 'Bearer', parentToken: null, redirectPath: null }, version: 0 }),
      );
  }, token);
}

/** Waits for a screen to finish loading: its heading shown, and no skeleton or spinner left. */
export async function settle(page: Page) {
  await page.getByRole('heading').first().waitFor({ timeout: 15_000 });
  await expect(page.locator('.mantine-Skeleton-root[data-visible], .mantine-Loader-root')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** A text of the web app in a language, from its locale files (`ns:path`, `{{name}}` filled). */
export function label(language: string, key: string, params: Record<string, string> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = join(process.cwd(), 'apps/web/src/locales', language, `${ns}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** A dialog or drawer opened on a screen: a confirmation, form modals, a drawer, the narrow menu. */
export type Overlay = {
  name: string;
  path: string;
  viewer: Viewer;
  narrow?: boolean;
  opener: (language: string) => string;
};

export function overlays(ids: DemoIds): Overlay[] {
  const s = ACME_JOBS;
  return [
    {
      name: 'confirmation',
      path: `${s}/consultants/${ids.consultant}`,
      viewer: 'owner',
      opener: (l) => label(l, 'consultants:disable.button'),
    },
    { name: 'invite form', path: '/1/users', viewer: 'owner', opener: (l) => label(l, 'account-users:actions.invite') },
    {
      name: 'reports drawer',
      path: `${s}/jobs/flagged-jobs`,
      viewer: 'owner',
      opener: (l) => label(l, 'jobs-list:flagged.reviewOne', { title: 'Delivery driver (van)' }),
    },
    // Opening it only reads what would go: the demo candidate stays.
    {
      name: 'erase candidate',
      path: `${s}/seekers/${ids.seeker}/profile`,
      viewer: 'owner',
      opener: (l) => label(l, 'seeker-privacy:erase.button'),
    },
    {
      name: 'erase candidate (phone)',
      path: `${s}/seekers/${ids.seeker}/profile`,
      viewer: 'owner',
      narrow: true,
      opener: (l) => label(l, 'seeker-privacy:erase.button'),
    },
    {
      name: 'navigation drawer',
      path: `${s}/jobs`,
      viewer: 'owner',
      narrow: true,
      opener: (l) => label(l, 'layout:toggleNavigation'),
    },
  ];
}

/** Opens an overlay and answers its dialog, once shown. */
export async function openOverlay(page: Page, overlay: Overlay, language: string) {
  await page.getByRole('button', { name: overlay.opener(language), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
