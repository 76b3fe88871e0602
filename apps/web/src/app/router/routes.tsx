import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { AppErrorScreen } from '../../features/errors/AppErrorScreen.js';
import { applySelection, correctSelection } from '../../features/session/apply-selection.js';
import { hasTeam, selectionFor } from '../../features/session/selection.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { RootShell } from '../RootShell.js';
import { ACCOUNT_PAGES } from './account-pages.js';
import type { RouterContext } from './context.js';
import { GuestLayout } from './GuestLayout.js';
import { requireAccess, requireGuest, requireUser } from './guards.js';
import { lazyPage } from './lazy-page.js';
import { SITE_PAGES } from './site-pages.js';
import { ACCOUNT_ROUTES, SITE_ROUTES } from './site-routes.js';

const page = lazyPage;

const Placeholder = page(() => import('../../features/placeholder/PlaceholderPage.js'), 'PlaceholderPage');
const NotFound = page(() => import('../../features/errors/NotFoundPage.js'), 'NotFoundPage');
const NotAuthorized = page(() => import('../../features/errors/NotAuthorizedPage.js'), 'NotAuthorizedPage');

// Ids in the URL are positive integers; anything else does not match (→ the not-found page).
const ID = /^[1-9]\d{0,9}$/;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  notFoundComponent: NotFound,
});

// Public, blank layout.
const blankRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'blank',
  component: page(() => import('../layouts/BlankLayout.js'), 'BlankLayout'),
});
const publicRoutes = [
  createRoute({ getParentRoute: () => blankRoute, path: 'not-authorized', component: NotAuthorized }),
  createRoute({ getParentRoute: () => blankRoute, path: 'pages/misc/not-authorized', component: NotAuthorized }),
  createRoute({ getParentRoute: () => blankRoute, path: 'pages/misc/not-found/$error', component: NotFound }),
];

// Unauthenticated only, blank layout.
const guestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  beforeLoad: requireGuest,
  component: GuestLayout,
});
// The pages read their query string themselves (`useGuestNav().search`); these type the links to them.
const loginSearch = (search: Record<string, unknown>): { to?: string } =>
  typeof search.to === 'string' ? { to: search.to } : {};
const tokenSearch = (search: Record<string, unknown>): { token?: string; email?: string } => ({
  ...(typeof search.token === 'string' ? { token: search.token } : {}),
  ...(typeof search.email === 'string' ? { email: search.email } : {}),
});
const guestRoutes = [
  createRoute({
    getParentRoute: () => guestRoute,
    path: 'login',
    validateSearch: loginSearch,
    component: page(() => import('../../features/auth/LoginPage.js'), 'LoginPage'),
  }),
  createRoute({
    getParentRoute: () => guestRoute,
    path: 'forgot-password',
    component: page(() => import('../../features/auth/ForgotPasswordPage.js'), 'ForgotPasswordPage'),
  }),
  createRoute({
    getParentRoute: () => guestRoute,
    path: 'reset-password',
    validateSearch: tokenSearch,
    component: page(() => import('../../features/auth/ResetPasswordPage.js'), 'ResetPasswordPage'),
  }),
  // Spec §2: blank layout, unauthenticated only: the "choose your password" page of mailed links.
  createRoute({
    getParentRoute: () => guestRoute,
    path: 'auth/profile/password',
    validateSearch: tokenSearch,
    component: page(() => import('../../features/auth/SetPasswordPage.js'), 'SetPasswordPage'),
  }),
];

// Signed in, main layout.
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const me = await requireUser(context, location);
    correctSelection(context.queryClient, me);
    return { me };
  },
  component: page(() => import('../layouts/MainLayout.js'), 'MainLayout'),
  // Whatever fails here (the session check, say) leaves a way out: Exit and Log out.
  // Part of the app's own chunk: a screen for failures cannot wait for another download.
  errorComponent: AppErrorScreen,
});

// Generic over the path, so each page stays a typed route (`<Link to="/auth/profile/$tab">`).
const appPage = <P extends string>(path: P, title: string, component: ReturnType<typeof page>, menu?: string) =>
  createRoute({
    getParentRoute: () => appRoute,
    path,
    staticData: { access: { action: 'access', subject: 'portal' }, title, ...(menu ? { menu } : {}) },
    beforeLoad: ({ context }) => requireAccess(context.me, { action: 'access', subject: 'portal' }),
    component,
  });

const appRoutes = [
  appPage(
    '/',
    'nav.dashboard',
    page(() => import('../../features/dashboard/DashboardPage.js'), 'DashboardPage'),
  ),
  appPage(
    'notifications',
    'nav.notifications',
    page(() => import('../../features/notifications/NotificationsPage.js'), 'NotificationsPage'),
  ),
  appPage(
    'second-page',
    'nav.secondPage',
    page(() => import('../../features/help/HelpPage.js'), 'HelpPage'),
  ),
  appPage(
    'auth/profile/settings',
    'nav.profileSettings',
    page(() => import('../../features/profile/ProfileSettingsPage.js'), 'ProfileSettingsPage'),
    'profile',
  ),
  appPage(
    'auth/profile/$tab',
    'nav.profile',
    page(() => import('../../features/profile/ProfilePage.js'), 'ProfilePage'),
    'profile',
  ),
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
const accountChildren = ACCOUNT_ROUTES.map((def) =>
  createRoute({
    getParentRoute: () => accountRoute,
    path: def.path,
    staticData: { access: def.access, title: def.title },
    beforeLoad: ({ context }) => requireAccess(context.me, def.access),
    // One signature for every account route keeps the tree's types stable; the page parses its own state.
    validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
    component: ACCOUNT_PAGES[def.path]?.component ?? Placeholder,
  }),
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
const siteChildren = SITE_ROUTES.map((def) => {
  const screen = SITE_PAGES[def.path];
  return createRoute({
    getParentRoute: () => siteRoute,
    path: def.path,
    staticData: { access: def.access, title: def.title, ...(def.menu ? { menu: def.menu } : {}) },
    beforeLoad: ({ context }) => requireAccess(context.me, def.access),
    // One signature for every site route keeps the tree's types stable; the page parses its own state.
    validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
    component: screen?.component ?? Placeholder,
  });
});

export const routeTree = rootRoute.addChildren([
  blankRoute.addChildren(publicRoutes),
  guestRoute.addChildren(guestRoutes),
  appRoute.addChildren([
    ...appRoutes,
    accountRoute.addChildren([accountIndex, ...accountChildren]),
    siteRoute.addChildren([siteIndex, ...siteChildren]),
  ]),
]);
