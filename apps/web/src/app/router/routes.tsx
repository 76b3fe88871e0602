import type { Me } from '@talent/contract';
import {
  createRootRouteWithContext,
  createRoute,
  notFound,
  type ParsedLocation,
  redirect,
} from '@tanstack/react-router';
import { profileTabPath } from '../../features/profile/paths.js';
import { entry, type OpenRoute, type RouteId, routesIn, type SignedInAppRoute } from '../../shared/routes/manifest.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { applySelection, correctSelection } from '../../shared/session/apply-selection.js';
import { hasTeam, selectionFor } from '../../shared/session/selection.js';
import { BootSpinner, RootShell } from '../RootShell.js';
import { AppErrorScreen } from '../shell/AppErrorScreen.js';
import { trailOf } from './breadcrumbs.js';
import type { RouterContext } from './context.js';
import { GuestLayout } from './GuestLayout.js';
import { requireAccess, requireGuest, requireUser } from './guards.js';
import { LAYOUTS, NOT_FOUND, SCREENS } from './route-table.js';
import { prefetchRoute, startRouteWork } from './route-work.js';
import { SessionFrame } from './SessionFrame.js';

// Ids in the URL are positive integers; anything else does not match (→ the not-found page).
const ID = /^[1-9]\d{0,9}$/;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  // Until the first view's code is in (the layout's frame, say), rather than a blank page.
  pendingComponent: BootSpinner,
  notFoundComponent: NOT_FOUND.component,
});

// Public, blank layout.
const blankRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'blank',
  component: LAYOUTS.blank.component,
});
// Public and guest pages are listed one by one so each keeps its literal path: links to them are
// typed (`<Link to="/forgot-password">`). route-table.test.ts checks every entry is mounted.
const openOptions = <P extends string>(def: OpenRoute & { id: RouteId; path: P }) => ({
  path: def.path,
  staticData: { route: def },
  // The pages read their query string themselves (`useGuestNav().search`); this types the links to them.
  validateSearch: (raw: Record<string, unknown>): Record<string, string> => def.search?.(raw) ?? {},
  component: SCREENS[def.id].screen.component,
});
const publicRoutes = [
  createRoute({ getParentRoute: () => blankRoute, ...openOptions(entry('notAuthorized')) }),
  createRoute({ getParentRoute: () => blankRoute, ...openOptions(entry('notAuthorizedLegacy')) }),
  createRoute({ getParentRoute: () => blankRoute, ...openOptions(entry('notFound')) }),
  createRoute({ getParentRoute: () => blankRoute, ...openOptions(entry('hostedForm')) }),
];

// Unauthenticated only, blank layout.
const guestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  beforeLoad: requireGuest,
  component: GuestLayout,
});
const guestRoutes = [
  createRoute({ getParentRoute: () => guestRoute, ...openOptions(entry('login')) }),
  createRoute({ getParentRoute: () => guestRoute, ...openOptions(entry('loginSso')) }),
  createRoute({ getParentRoute: () => guestRoute, ...openOptions(entry('forgotPassword')) }),
  createRoute({ getParentRoute: () => guestRoute, ...openOptions(entry('resetPassword')) }),
  createRoute({ getParentRoute: () => guestRoute, ...openOptions(entry('setPassword')) }),
];

// Signed in, main layout.
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location, matches, preload }) => {
    const session = requireUser(context, location);
    // The screen's query, the screen and the layout start now, beside `/auth/me` rather than after it.
    if (!preload) startRouteWork(context.queryClient, location, matches);
    const me = await session;
    // The account requires a second factor and this session has none: the security page, where it
    // is set up, is the only page the API answers until then.
    if (me.two_factor_enrolment_required && location.pathname !== profileTabPath('security'))
      throw redirect({ href: profileTabPath('security'), replace: true });
    correctSelection(context.queryClient, me);
    return { me };
  },
  component: LAYOUTS.main.component,
  // The layout's frame is drawn at once and stays while `/auth/me` answers (no minimum): its
  // header and navigation do not wait for the session, and MainLayout replaces it at the same sizes.
  pendingComponent: SessionFrame,
  pendingMs: 0,
  pendingMinMs: 0,
  // Whatever fails here (the session check, say) leaves a way out: Exit and Log out.
  // Part of the app's own chunk: a screen for failures cannot wait for another download.
  errorComponent: AppErrorScreen,
});

/** Options of a signed-in page of the manifest: its guard, its entry (title, menu key), breadcrumbs, screen and loader. */
const signedInOptions = <P extends string>(def: SignedInAppRoute & { path: P }) => ({
  path: def.path,
  staticData: { route: def, crumbs: trailOf(def) },
  beforeLoad: ({ context }: { context: { me: Me } }) => requireAccess(context.me, def.access, def.platform),
  // One signature for every route keeps the tree's types stable; the page parses its own state.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  // Not awaited: the screen shows its own loading state, as when it asks for the data itself.
  loader: ({ context, location }: { context: RouterContext; location: ParsedLocation }) => {
    prefetchRoute(def, context.queryClient, location);
  },
  component: SCREENS[def.id].screen.component,
});

// One by one, like the guest pages, for typed links (`<Link to="/auth/profile/$tab">`).
const appRoutes = [
  createRoute({ getParentRoute: () => appRoute, ...signedInOptions(entry('dashboard')) }),
  createRoute({ getParentRoute: () => appRoute, ...signedInOptions(entry('notifications')) }),
  createRoute({ getParentRoute: () => appRoute, ...signedInOptions(entry('help')) }),
  createRoute({ getParentRoute: () => appRoute, ...signedInOptions(entry('profileSettings')) }),
  createRoute({ getParentRoute: () => appRoute, ...signedInOptions(entry('profile')) }),
  createRoute({ getParentRoute: () => appRoute, ...signedInOptions(entry('platformAccounts')) }),
];

// `/{account}/…`: the account in the URL must be one of the user's; otherwise the URL is corrected.
const accountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$account',
  params: { parse: (p) => (ID.test(p.account) ? { account: Number(p.account) } : false) },
  beforeLoad: ({ context, params, location }) => {
    const { me } = context;
    const current = useSelectionStore.getState();
    if (!me.accounts.some((a) => a.id === params.account)) {
      if (!hasTeam(me) || current.accountId === null) throw redirect({ to: '/', replace: true });
      throw redirect({ href: location.href.replace(`/${params.account}`, `/${current.accountId}`), replace: true });
    }
    if (current.accountId !== params.account) {
      const account = me.accounts.find((a) => a.id === params.account)!;
      const site = account.sites[0];
      applySelection(context.queryClient, {
        accountId: account.id,
        siteId: site?.id ?? null,
        employerId: site?.employers[0]?.id ?? null,
      });
    }
  },
});
const accountIndex = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  beforeLoad: () => {
    throw notFound();
  },
});
// Site and account pages share one loose path type, as their screens build links from the selection.
const accountChildren = routesIn('account').map((def) =>
  createRoute({ getParentRoute: () => accountRoute, ...signedInOptions<string>(def) }),
);

// `/{account}/{site}/…`: a pair that is not the user's is corrected to the current selection.
const siteRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$account/$site',
  params: {
    parse: (p) =>
      ID.test(p.account) && ID.test(p.site) ? { account: Number(p.account), site: Number(p.site) } : false,
  },
  beforeLoad: ({ context, params, location }) => {
    const { me } = context;
    const current = useSelectionStore.getState();
    const wanted = selectionFor(me, params.account, params.site, current.employerId);
    if (!wanted) {
      if (current.siteId === null) throw redirect({ to: '/', replace: true });
      const rest = location.href.slice(`/${params.account}/${params.site}`.length);
      throw redirect({ href: `/${current.accountId}/${current.siteId}${rest}`, replace: true });
    }
    if (wanted.siteId !== current.siteId || wanted.accountId !== current.accountId) {
      applySelection(context.queryClient, wanted);
    }
  },
});
const siteIndex = createRoute({
  getParentRoute: () => siteRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
const siteChildren = routesIn('site').map((def) =>
  createRoute({ getParentRoute: () => siteRoute, ...signedInOptions<string>(def) }),
);

export const routeTree = rootRoute.addChildren([
  blankRoute.addChildren(publicRoutes),
  guestRoute.addChildren(guestRoutes),
  appRoute.addChildren([
    ...appRoutes,
    accountRoute.addChildren([accountIndex, ...accountChildren]),
    siteRoute.addChildren([siteIndex, ...siteChildren]),
  ]),
]);
