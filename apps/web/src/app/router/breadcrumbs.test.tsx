// @vitest-environment jsdom

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routePath, type SignedInAppRoute, signedInRoute, signedInRoutes } from '../../shared/routes/manifest.js';
import { crumbHref } from '../../shared/ui/breadcrumbs.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { renderWithMantine, stubMatchMedia } from '../../shared/ui/render-with-mantine.js';
import { trailOf } from './breadcrumbs.js';

afterEach(cleanup);
beforeAll(() => {
  stubMatchMedia();
  // jsdom has no scrolling; the router scrolls to the top after a navigation.
  window.scrollTo = () => undefined;
});

const paramsOf = (route: SignedInAppRoute) => new Set(routePath(route.scope, route.path).match(/\$\w+/g) ?? []);

describe('breadcrumbs from the route table', () => {
  it('ends every chain of parents at the dashboard, without a cycle', () => {
    for (const route of signedInRoutes()) {
      const seen = new Set<string>();
      let at = route;
      while (at.parent !== null) {
        expect(seen.has(at.id), `${route.id}: its parents come back to ${at.id}`).toBe(false);
        seen.add(at.id);
        at = signedInRoute(at.parent);
      }
      expect(at.id, route.id).toBe('dashboard');
    }
  });

  it('links each parent from its child’s own address: no parameter the child lacks', () => {
    for (const route of signedInRoutes()) {
      if (route.parent === null) continue;
      const own = paramsOf(route);
      for (const param of paramsOf(signedInRoute(route.parent)))
        expect(own, `${route.id} → ${route.parent}`).toContain(param);
    }
  });

  it('gives a page the titles and paths from the dashboard to it', () => {
    expect(trailOf(signedInRoute('jobsOnHold'))).toEqual([
      { title: 'nav.dashboard', path: '/' },
      { title: 'nav.jobs', path: '/$account/$site/jobs' },
      { title: 'nav.jobsOnHold', path: '/$account/$site/jobs/hold' },
    ]);
    expect(trailOf(signedInRoute('dashboard'))).toEqual([{ title: 'nav.dashboard', path: '/' }]);
    expect(trailOf(signedInRoute('accountUsers')).map((s) => s.path)).toEqual(['/', '/$account/users']);
  });

  it('builds a step’s link from the page’s parameters, and none when one is missing', () => {
    expect(crumbHref('/$account/$site/jobs', { account: 1, site: 10, id: 'x' })).toBe('/1/10/jobs');
    expect(crumbHref('/', {})).toBe('/');
    expect(crumbHref('/$account/$site/jobs', { account: 1 })).toBeNull();
  });
});

/** PageHeader on a page of a small router whose route carries `route`'s trail, at `url`. */
async function headerAt(route: SignedInAppRoute, url: string, crumb?: string) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: routePath(route.scope, route.path),
    staticData: { crumbs: trailOf(route) },
    component: () => <PageHeader title="Title" crumb={crumb} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  renderWithMantine(<RouterProvider router={router} />);
  return screen.findByLabelText('breadcrumbs');
}

describe('PageHeader', () => {
  // Without the i18n set-up, `t` answers with the key.
  it('links the steps before the page with its account and site, and names the page last', async () => {
    const nav = await headerAt(signedInRoute('jobsOnHold'), '/1/10/jobs/hold');
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['nav.dashboard', '/'],
      ['nav.jobs', '/1/10/jobs'],
    ]);
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.tagName).toBe('SPAN');
    expect(current?.textContent).toBe('nav.jobsOnHold');
  });

  it('takes the page’s own crumb from the screen when it is data', async () => {
    const nav = await headerAt(signedInRoute('job'), '/2/20/jobs/abc', 'Warehouse team leader');
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/2/20/jobs']);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Warehouse team leader');
  });
});
