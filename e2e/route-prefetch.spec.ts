import type { Page, Route } from '@playwright/test';
import { ACME, ACME_JOBS, expect, operationPath, signIn, test } from './fixtures.js';

/**
 * Issue 18, no request waterfall: on a cold load of a signed-in list, the screen's query, `/auth/me`
 * and the screen's code start side by side. Before, the chain was app chunk → `/auth/me` → layout
 * and screen chunks → the query (asked for by the screen once drawn).
 */

const isJobsQuery = (url: string) => new URL(url).pathname === operationPath('listJobs');

/** A returning owner of Acme: signed in, with the selection the address names stored. */
async function returningOwner(page: Page) {
  await signIn(page, 'owner@acme.test');
  await page.addInitScript(() =>
    localStorage.setItem(
      'portal-selection',
      JSON.stringify({ state: { accountId: 1, siteId: 1, employerId: null }, version: 0 }),
    ),
  );
}

const LISTS = [
  { path: 'jobs', heading: 'Jobs', query: operationPath('listJobs'), chunk: /\/JobsPage-[\w-]+\.js$/ },
  {
    path: 'applications',
    heading: 'Applications',
    query: operationPath('listApplications'),
    chunk: /\/ApplicationsPage-[\w-]+\.js$/,
  },
];

// A returning owner has the selection stored; on a first visit (a link opened on a new device) the
// address names the site, and that is enough to start the query.
const VISITS = [
  { visit: 'a returning owner', start: returningOwner },
  { visit: 'a first visit', start: (page: Page) => signIn(page, 'owner@acme.test') },
];

for (const list of LISTS)
  for (const { visit, start } of VISITS)
    test(`${visit}: the ${list.path} query, the layout and the screen chunk leave before /auth/me answers`, async ({
      page,
    }) => {
      await start(page);
      const asked = new Set<string>();
      let markQuery = () => {};
      const queryAsked = new Promise<void>((resolve) => {
        markQuery = resolve;
      });
      const name = (url: string) =>
        new URL(url).pathname === list.query
          ? 'list query'
          : /\/MainLayout-[\w-]+\.js$/.test(url)
            ? 'layout chunk'
            : list.chunk.test(url)
              ? 'screen chunk'
              : null;
      page.on('request', (request) => {
        const what = name(request.url());
        if (what) asked.add(what);
        if (what === 'list query') markQuery();
      });
      // Each of these answers only once the list query has gone out (or after 20 s, failing below), and
      // notes what had been asked for by then: a request that waited for one of them would be missing.
      const askedBefore: Record<string, string[]> = {};
      const holdUntilQuery = (held: string) => async (route: Route) => {
        await Promise.race([queryAsked, new Promise((resolve) => setTimeout(resolve, 20_000))]);
        askedBefore[held] = [...asked].sort();
        await route.continue();
      };
      await page.route((url) => url.pathname === '/portal/auth/me', holdUntilQuery('/auth/me'));
      await page.route(/\/assets\/MainLayout-[\w-]+\.js$/, holdUntilQuery('layout chunk'));
      await page.route(list.chunk, holdUntilQuery('screen chunk'));

      await page.goto(`${ACME}${ACME_JOBS}/${list.path}`);
      await expect
        .poll(() => asked.has('list query'), { message: 'list query sent while /auth/me is held', timeout: 15_000 })
        .toBe(true);
      await expect(page.getByRole('heading', { name: list.heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(askedBefore['/auth/me']).toEqual(['layout chunk', 'list query', 'screen chunk']);
      expect(askedBefore['layout chunk']).toContain('list query');
      expect(askedBefore['screen chunk']).toContain('list query');
    });

test('a cold load of the jobs list asks for the list once (request chain in the report)', async ({ page }) => {
  await returningOwner(page);
  const jobsQueries: string[] = [];
  page.on('request', (request) => {
    if (isJobsQuery(request.url())) jobsQueries.push(request.url());
  });
  const listAnswered = page.waitForResponse((response) => isJobsQuery(response.url()));
  await page.goto(`${ACME}${ACME_JOBS}/jobs`);
  await listAnswered;
  await expect(page.getByRole('table')).toBeVisible();

  // The browser's own timings (ms from the navigation's start), kept in the report.
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  );
  const find = (label: string, match: (path: string) => boolean) => {
    const found = timings.find((t) => match(new URL(t.url).pathname));
    if (!found) throw new Error(`${label} was not requested`);
    return { label, ...found };
  };
  const chain = [
    find('app chunk', (p) => /\/portal-[\w-]+\.js$/.test(p)),
    find('/auth/me', (p) => p === '/portal/auth/me'),
    find('layout chunk', (p) => /\/MainLayout-[\w-]+\.js$/.test(p)),
    find('screen chunk', (p) => /\/JobsPage-[\w-]+\.js$/.test(p)),
    find('jobs query', (p) => p === operationPath('listJobs')),
  ];
  const text = chain.map((t) => `${t.label}: ${t.start.toFixed(0)} → ${t.end.toFixed(0)} ms`).join('; ');
  test.info().annotations.push({ type: 'request chain', description: text });

  // The screen finds the prefetched list under its own key: one request, not two.
  expect(jobsQueries, text).toHaveLength(1);
});
