// @vitest-environment jsdom
import { defineAbility, type Me, type PermissionMap } from '@talent/contract';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../shared/routes/account.js';
import { hrefIn, isSignedIn, ROUTES, type RouteId, routesIn, signedInRoutes } from '../../shared/routes/manifest.js';
import { OPEN_ROUTES } from '../../shared/routes/open.js';
import { ROOT_ROUTES } from '../../shared/routes/root.js';
import { SITE_ROUTES } from '../../shared/routes/site.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { meFixture } from '../../shared/session/me.fixture.js';
import { buildMenu, menuLeaves } from '../shell/navigation/menu.js';
import { requireAccess } from './guards.js';
import { SCREENS } from './route-table.js';
import { createPortalRouter } from './router.js';

const ids = Object.keys(ROUTES) as RouteId[];
const selection = { accountId: 1, siteId: 10, employerId: null };
const me = (permissions: PermissionMap): Me =>
  meFixture({ permissions, accounts: [{ id: 1, name: 'Acme', sites: [{ id: 10, name: 'Jobs', employers: [] }] }] });

describe('route table', () => {
  it('merges one file per scope, each holding its own scope, with no id in two files', () => {
    const files = { open: OPEN_ROUTES, root: ROOT_ROUTES, account: ACCOUNT_ROUTES, site: SITE_ROUTES };
    const scopes = { open: ['public', 'guest'], root: ['root'], account: ['account'], site: ['site'] };
    for (const [name, routes] of Object.entries(files))
      for (const route of Object.values(routes))
        expect(scopes[name as keyof typeof files], name).toContain(route.scope);
    const all = Object.values(files).flatMap((routes) => Object.keys(routes));
    expect(new Set(all).size).toBe(all.length);
    expect([...ids].sort()).toEqual(all.sort());
  });

  it('gives every route a lazy screen and its translation namespaces', () => {
    for (const id of ids) {
      const { screen } = SCREENS[id];
      expect(screen.name, id).toMatch(/^[A-Z]\w+Page$/);
      expect(typeof screen.component, id).toBe('function');
      expect(typeof screen.component.preload, id).toBe('function');
      expect(Array.isArray(screen.namespaces), id).toBe(true);
    }
  });

  it('mounts every route in the router, under its scope, with its entry as static data', () => {
    const router = createPortalRouter(new QueryClient());
    const prefix = { public: '/', guest: '/', root: '/', account: '/$account/', site: '/$account/$site/' };
    const mounted = Object.values(router.routesById).flatMap((r) => {
      const route = r.options.staticData?.route;
      return route ? [[route.id, r.fullPath] as const] : [];
    });
    const expected = ids.map((id) => {
      const { scope, path } = ROUTES[id];
      return [id, path === '/' ? '/' : `${prefix[scope]}${path}`] as const;
    });
    expect(mounted.sort()).toEqual(expected.sort());
  });

  it('has a rule and a title on every signed-in page, and nowhere else', () => {
    expect(signedInRoutes().map((r) => r.id)).toEqual(ids.filter((id) => isSignedIn({ ...ROUTES[id], id })));
    for (const route of signedInRoutes()) {
      expect(route.access.subject, route.id).toBeTruthy();
      expect(route.title, route.id).toMatch(/^(nav|pages)\./);
    }
    expect(routesIn('guest').map((r) => r.id)).toEqual([
      'login',
      'loginSso',
      'forgotPassword',
      'resetPassword',
      'setPassword',
    ]);
  });

  it('builds addresses under the selection, and none without one', () => {
    expect(hrefIn('site', 'jobs/hold', selection)).toBe('/1/10/jobs/hold');
    expect(hrefIn('account', 'users', selection)).toBe('/1/users');
    expect(hrefIn('root', '/', selection)).toBe('/');
    expect(hrefIn('site', 'jobs', { accountId: 1, siteId: null })).toBeNull();
  });
});

describe('menu from the table', () => {
  const sections = buildMenu(defineAbility({ permissions: { 'account:1': ['all'] } }, selection), selection);

  it('takes each entry’s address, title and rule from its route', () => {
    const leaves = menuLeaves(sections);
    expect(leaves.length).toBeGreaterThan(10);
    for (const leaf of leaves) {
      const route = signedInRoutes().find((r) => r.id === leaf.id);
      expect(route, leaf.id).toBeDefined();
      expect(leaf.title).toBe(route?.title);
      expect(leaf.href).toBe(route && hrefIn(route.scope, route.path, selection));
    }
  });

  it('leaves out an entry whose route rule the ability denies', () => {
    const employer = { accountId: 1, siteId: 10, employerId: 5 };
    const only = buildMenu(defineAbility({ permissions: { 'employer:5': ['jobs.read'] } }, employer), employer);
    expect(menuLeaves(only).map((l) => l.id)).toEqual(['dashboard', 'jobs']);
  });

  it('highlights only entries that exist (or the user menu’s profile)', () => {
    const leafIds = menuLeaves(sections).map((l) => l.id);
    for (const route of signedInRoutes())
      if (route.highlight) expect([...leafIds, 'profile'], route.id).toContain(route.highlight);
  });
});

describe('guards from the table', () => {
  const denied = (user: Me, id: RouteId) => {
    const route = ROUTES[id];
    if (!('access' in route)) throw new Error(`${id} has no rule`);
    try {
      requireAccess(user, route.access);
      return false;
    } catch (error) {
      if (isRedirect(error) && error.options.to === '/not-authorized') return true;
      throw error;
    }
  };

  it('denies what the ability denies and lets through what it allows', () => {
    useSelectionStore.setState(selection);
    const reader = me({ 'site:10': ['jobs.read'] });
    expect(denied(reader, 'jobs')).toBe(false);
    expect(denied(reader, 'jobsOnHold')).toBe(true); // approve jobs
    expect(denied(reader, 'jobCreate')).toBe(true);
    expect(denied(reader, 'settings')).toBe(true);
    expect(denied(reader, 'dashboard')).toBe(false);
    // Every signed-in route agrees with the ability, for someone who may do nothing at the site.
    const nobody = me({});
    const ability = defineAbility({ permissions: {} }, selection);
    for (const route of signedInRoutes())
      expect(denied(nobody, route.id), route.id).toBe(!ability.can(route.access.action, route.access.subject));
  });
});
