import type { AccessRule } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Selection } from '../../shared/selection/selection-store.js';
import { type Screen, screen } from './screen.js';

/**
 * Where a route hangs: `public` and `guest` (blank layout; guests only for `guest`), `root` (`/…`,
 * signed in), `account` (`/{account}/…`) and `site` (`/{account}/{site}/…`).
 */
export type RouteScope = 'public' | 'guest' | 'root' | 'account' | 'site';

/** What a route's `prefetch` gets: the raw URL state and the selection its queries are keyed by. */
export type PrefetchArgs = {
  queryClient: QueryClient;
  search: Record<string, unknown>;
  selection: Selection & { accountId: number; siteId: number };
};

type Common = {
  /** Path under the scope's prefix, TanStack Router syntax (`jobs/$id`). */
  readonly path: string;
  /** Required: a route without a screen does not compile. */
  readonly screen: Screen;
};

/** A page before sign-in; `search` types the query string links may carry (the page reads it itself). */
export type OpenRoute = Common & {
  readonly scope: 'public' | 'guest';
  readonly search?: (search: Record<string, unknown>) => Record<string, string>;
};

/** A signed-in page: its rule (the guard and the menu), its title (document title, crumbs, search). */
export type SignedInRoute = Common & {
  readonly scope: 'root' | 'account' | 'site';
  readonly access: AccessRule;
  /** i18n key in `common`. */
  readonly title: string;
  /** The id of the menu entry to light up when the path alone does not say (consultant forms, profile). */
  readonly highlight?: string;
  /**
   * Starts the screen's main query (the same `queryOptions` factory the screen uses, so the cache is
   * shared) as soon as the route matches, without waiting for its code. Site routes only.
   */
  readonly prefetch?: (args: PrefetchArgs) => Promise<unknown>;
};

export type RouteDef = OpenRoute | SignedInRoute;

const PORTAL: AccessRule = { action: 'access', subject: 'portal' };
const rule = (action: AccessRule['action'], subject: AccessRule['subject']): AccessRule => ({ action, subject });

// Screens used by more than one route.
const notFound = screen(() => import('../../features/errors/NotFoundPage.js'), 'NotFoundPage', []);
const notAuthorized = screen(() => import('../../features/errors/NotAuthorizedPage.js'), 'NotAuthorizedPage', []);
const consultantForm = screen(() => import('../../features/consultants/ConsultantFormPage.js'), 'ConsultantFormPage', [
  'consultants',
]);
const employerForm = screen(() => import('../../features/employers/EmployerFormPage.js'), 'EmployerFormPage', [
  'employers',
]);

/** The layouts of the route tree, lazy like the screens (main: signed in; blank: the rest). */
export const LAYOUTS = {
  main: screen(() => import('../layouts/MainLayout.js'), 'MainLayout', []),
  blank: screen(() => import('../layouts/BlankLayout.js'), 'BlankLayout', []),
};
export const NOT_FOUND = notFound;

/**
 * Every page of the portal, once. From this table come the router's routes and guards
 * (routes.tsx), the menus (features/navigation/menu.ts, by id), the document title and
 * breadcrumbs, the dashboard's quick links, the lazy screens and the translations each loads.
 * Order matters within a scope: it is the order of the quick links.
 */
export const ROUTES = {
  notAuthorized: { scope: 'public', path: 'not-authorized', screen: notAuthorized },
  notAuthorizedLegacy: { scope: 'public', path: 'pages/misc/not-authorized', screen: notAuthorized },
  notFound: { scope: 'public', path: 'pages/misc/not-found/$error', screen: notFound },

  login: {
    scope: 'guest',
    path: 'login',
    search: (s): Record<string, string> => (typeof s.to === 'string' ? { to: s.to } : {}),
    screen: screen(() => import('../../features/auth/LoginPage.js'), 'LoginPage', []),
  },
  forgotPassword: {
    scope: 'guest',
    path: 'forgot-password',
    screen: screen(() => import('../../features/auth/ForgotPasswordPage.js'), 'ForgotPasswordPage', []),
  },
  resetPassword: {
    scope: 'guest',
    path: 'reset-password',
    search: (s) => tokenSearch(s),
    screen: screen(() => import('../../features/auth/ResetPasswordPage.js'), 'ResetPasswordPage', []),
  },
  // Spec §2: blank layout, unauthenticated only: the "choose your password" page of mailed links.
  setPassword: {
    scope: 'guest',
    path: 'auth/profile/password',
    search: (s) => tokenSearch(s),
    screen: screen(() => import('../../features/auth/SetPasswordPage.js'), 'SetPasswordPage', []),
  },

  dashboard: {
    scope: 'root',
    path: '/',
    access: PORTAL,
    title: 'nav.dashboard',
    screen: screen(() => import('../../features/dashboard/DashboardPage.js'), 'DashboardPage', [
      'dashboard',
      'invitations',
    ]),
  },
  notifications: {
    scope: 'root',
    path: 'notifications',
    access: PORTAL,
    title: 'nav.notifications',
    screen: screen(() => import('../../features/notifications/NotificationsPage.js'), 'NotificationsPage', [
      'invitations',
      'notifications',
    ]),
  },
  help: {
    scope: 'root',
    path: 'second-page',
    access: PORTAL,
    title: 'nav.secondPage',
    screen: screen(() => import('../../features/help/HelpPage.js'), 'HelpPage', ['help']),
  },
  profileSettings: {
    scope: 'root',
    path: 'auth/profile/settings',
    access: PORTAL,
    title: 'nav.profileSettings',
    highlight: 'profile',
    screen: screen(() => import('../../features/profile/ProfileSettingsPage.js'), 'ProfileSettingsPage', ['profile']),
  },
  profile: {
    scope: 'root',
    path: 'auth/profile/$tab',
    access: PORTAL,
    title: 'nav.profile',
    highlight: 'profile',
    screen: screen(() => import('../../features/profile/ProfilePage.js'), 'ProfilePage', ['profile']),
  },

  sites: {
    scope: 'account',
    path: 'sites',
    access: rule('read', 'sites'),
    title: 'nav.sites',
    screen: screen(() => import('../../features/sites/SitesPage.js'), 'SitesPage', ['sites']),
  },
  accountUsers: {
    scope: 'account',
    path: 'users',
    access: rule('read', 'account_users'),
    title: 'nav.accountUsers',
    screen: screen(() => import('../../features/account-users/AccountUsersPage.js'), 'AccountUsersPage', [
      'account-users',
      'invitations',
      'permissions',
      'team',
    ]),
  },
  auditLog: {
    scope: 'account',
    path: 'audit-log',
    access: rule('read', 'audit_log'),
    title: 'nav.auditLog',
    screen: screen(() => import('../../features/audit-log/AuditLogPage.js'), 'AuditLogPage', [
      'activity',
      'applications',
      'audit-log',
      'employers',
    ]),
  },

  applications: {
    scope: 'site',
    path: 'applications',
    access: rule('read', 'applications'),
    title: 'nav.applications',
    prefetch: (args) => import('./prefetch/applications.js').then((m) => m.prefetchApplications(args)),
    screen: screen(() => import('../../features/applications/ApplicationsPage.js'), 'ApplicationsPage', [
      'applications',
      'jobs-list',
    ]),
  },
  application: {
    scope: 'site',
    path: 'applications/$id/$tab',
    access: rule('read', 'applications'),
    title: 'nav.applications',
    screen: screen(
      () => import('../../features/applications/detail/ApplicationDetailPage.js'),
      'ApplicationDetailPage',
      ['applications'],
    ),
  },
  consultants: {
    scope: 'site',
    path: 'consultants',
    access: rule('read', 'consultants'),
    title: 'nav.consultants',
    highlight: 'consultants',
    screen: screen(() => import('../../features/consultants/ConsultantsPage.js'), 'ConsultantsPage', ['consultants']),
  },
  consultantCreate: {
    scope: 'site',
    path: 'consultants/create',
    access: rule('create', 'consultants'),
    title: 'pages.consultantCreate',
    highlight: 'consultants',
    screen: consultantForm,
  },
  consultant: {
    scope: 'site',
    path: 'consultants/$id',
    access: rule('read', 'consultants'),
    title: 'pages.consultant',
    highlight: 'consultants',
    screen: screen(() => import('../../features/consultants/ConsultantDetailPage.js'), 'ConsultantDetailPage', [
      'activity',
      'applications',
      'consultants',
      'employers',
      'jobs',
    ]),
  },
  consultantEdit: {
    scope: 'site',
    path: 'consultants/$id/edit',
    access: rule('update', 'consultants'),
    title: 'pages.consultantEdit',
    highlight: 'consultants',
    screen: consultantForm,
  },
  credits: {
    scope: 'site',
    path: 'credit-system',
    access: rule('read', 'credits'),
    title: 'nav.credits',
    screen: screen(() => import('../../features/credits/CreditSystemPage.js'), 'CreditSystemPage', [
      'credits',
      'credits-admin',
    ]),
  },
  buyCredits: {
    scope: 'site',
    path: 'credit-system/create',
    access: rule('create', 'credits'),
    title: 'pages.buyCredits',
    screen: screen(() => import('../../features/credits/buy/BuyCreditsPage.js'), 'BuyCreditsPage', ['credits']),
  },
  paymentSuccess: {
    scope: 'site',
    path: 'credit-system/payment-success',
    access: rule('read', 'credits'),
    title: 'pages.paymentSuccess',
    screen: screen(() => import('../../features/credits/payment/PaymentSuccessPage.js'), 'PaymentSuccessPage', [
      'credits',
      'job-form',
    ]),
  },
  ownEmployer: {
    scope: 'site',
    path: 'employer',
    access: rule('read', 'employer_profile'),
    title: 'nav.ownEmployer',
    screen: screen(() => import('../../features/own-employer/OwnEmployerPage.js'), 'OwnEmployerPage', [
      'company',
      'employers',
    ]),
  },
  ownEmployerEdit: {
    scope: 'site',
    path: 'employer/edit',
    access: rule('update', 'employer_profile'),
    title: 'pages.ownEmployerEdit',
    screen: screen(() => import('../../features/own-employer/OwnEmployerEditPage.js'), 'OwnEmployerEditPage', [
      'company',
      'employers',
    ]),
  },
  employerUsers: {
    scope: 'site',
    path: 'employer/users',
    access: rule('read', 'employer_users'),
    title: 'nav.employerUsers',
    screen: screen(() => import('../../features/employer-users/EmployerUsersPage.js'), 'EmployerUsersPage', [
      'invitations',
      'team',
    ]),
  },
  employers: {
    scope: 'site',
    path: 'employers',
    access: rule('read', 'employers'),
    title: 'nav.employers',
    prefetch: (args) => import('./prefetch/employers.js').then((m) => m.prefetchEmployers(args)),
    screen: screen(() => import('../../features/employers/EmployersPage.js'), 'EmployersPage', ['employers']),
  },
  employerCreate: {
    scope: 'site',
    path: 'employers/create',
    access: rule('create', 'employers'),
    title: 'pages.employerCreate',
    screen: employerForm,
  },
  employersOnHold: {
    scope: 'site',
    path: 'employers/hold',
    access: rule('approve', 'employers'),
    title: 'nav.employersOnHold',
    screen: screen(() => import('../../features/employers/EmployersOnHoldPage.js'), 'EmployersOnHoldPage', [
      'employers',
    ]),
  },
  employer: {
    scope: 'site',
    path: 'employers/$id',
    access: rule('read', 'employers'),
    title: 'pages.employer',
    screen: screen(() => import('../../features/employers/EmployerDetailPage.js'), 'EmployerDetailPage', [
      'activity',
      'applications',
      'credits',
      'credits-admin',
      'employers',
      'invitations',
      'jobs',
      'team',
    ]),
  },
  employerEdit: {
    scope: 'site',
    path: 'employers/$id/edit',
    access: rule('update', 'employers'),
    title: 'pages.employerEdit',
    screen: employerForm,
  },
  jobs: {
    scope: 'site',
    path: 'jobs',
    access: rule('read', 'jobs'),
    title: 'nav.jobs',
    prefetch: (args) => import('./prefetch/jobs.js').then((m) => m.prefetchJobs(args)),
    screen: screen(() => import('../../features/jobs/list/JobsPage.js'), 'JobsPage', ['job-form', 'jobs', 'jobs-list']),
  },
  jobCreate: {
    scope: 'site',
    path: 'jobs/create',
    access: rule('create', 'jobs'),
    title: 'pages.jobCreate',
    screen: screen(() => import('../../features/jobs/form/JobFormPages.js'), 'JobCreatePage', ['job-form', 'jobs']),
  },
  jobEdit: {
    scope: 'site',
    path: 'jobs/edit',
    access: rule('update', 'jobs'),
    title: 'pages.jobEdit',
    screen: screen(() => import('../../features/jobs/form/JobFormPages.js'), 'JobEditPage', ['job-form', 'jobs']),
  },
  flaggedJobs: {
    scope: 'site',
    path: 'jobs/flagged-jobs',
    access: rule('read', 'flagged_jobs'),
    title: 'nav.flaggedJobs',
    screen: screen(() => import('../../features/jobs/flagged/FlaggedJobsPage.js'), 'FlaggedJobsPage', [
      'jobs',
      'jobs-list',
    ]),
  },
  jobsOnHold: {
    scope: 'site',
    path: 'jobs/hold',
    access: rule('approve', 'jobs'),
    title: 'nav.jobsOnHold',
    screen: screen(() => import('../../features/jobs/hold/JobsOnHoldPage.js'), 'JobsOnHoldPage', ['jobs', 'jobs-list']),
  },
  job: {
    scope: 'site',
    path: 'jobs/$id',
    access: rule('read', 'jobs'),
    title: 'pages.job',
    screen: screen(() => import('../../features/jobs/detail/JobDetailPage.js'), 'JobDetailPage', [
      'activity',
      'applications',
      'employers',
      'job-detail',
      'jobs',
    ]),
  },
  seekers: {
    scope: 'site',
    path: 'seekers',
    access: rule('read', 'seekers'),
    title: 'nav.seekers',
    prefetch: (args) => import('./prefetch/seekers.js').then((m) => m.prefetchSeekers(args)),
    screen: screen(() => import('../../features/seekers/SeekersPage.js'), 'SeekersPage', ['seekers']),
  },
  seeker: {
    scope: 'site',
    path: 'seekers/$id/$tab',
    access: rule('read', 'seekers'),
    title: 'nav.seekers',
    screen: screen(() => import('../../features/seekers/detail/SeekerDetailPage.js'), 'SeekerDetailPage', [
      'activity',
      'applications',
      'employers',
      'seekers',
    ]),
  },
  // The spec leaves this rule open: the API's (read to open, update to save; the page is read-only without it).
  settings: {
    scope: 'site',
    path: 'settings',
    access: rule('read', 'settings'),
    title: 'nav.settings',
    screen: screen(() => import('../../features/settings/SettingsPage.js'), 'SettingsPage', [
      'applications',
      'credits-admin',
      'settings',
    ]),
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export type SignedInAppRoute = SignedInRoute & { readonly id: RouteId };
export type AppRoute = (OpenRoute & { readonly id: RouteId }) | SignedInAppRoute;

function tokenSearch(search: Record<string, unknown>): Record<string, string> {
  return {
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(typeof search.email === 'string' ? { email: search.email } : {}),
  };
}

type Table = typeof ROUTES;

/** One entry of the table with its id; its types stay literal (path, scope). */
export const entry = <K extends RouteId>(id: K): Entry<K> => ({ ...ROUTES[id], id });
/** An entry of the table with its id, its literal path kept (the router types links from it). */
export type Entry<K extends RouteId> = Table[K] & { readonly id: K };
export type EntryOf<S extends RouteScope> = { [K in RouteId]: Table[K]['scope'] extends S ? Entry<K> : never }[RouteId];

/** The table's routes of one scope, in table order, each with its id. */
export function routesIn<S extends RouteScope>(scope: S): EntryOf<S>[] {
  const found: EntryOf<S>[] = [];
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    const entry = { ...ROUTES[id], id };
    if (isIn(entry, scope)) found.push(entry);
  }
  return found;
}
const isIn = <S extends RouteScope>(entry: Entry<RouteId>, scope: S): entry is EntryOf<S> => entry.scope === scope;

/** Every signed-in page (root, account, site), in table order. */
export const signedInRoutes = (): SignedInAppRoute[] => [
  ...routesIn('root'),
  ...routesIn('account'),
  ...routesIn('site'),
];

export const isSignedIn = (route: AppRoute): route is SignedInAppRoute => 'access' in route;

/** Ids of the signed-in routes: what a menu entry or a quick link may point to. */
export type SignedInRouteId = {
  [K in RouteId]: (typeof ROUTES)[K]['scope'] extends SignedInRoute['scope'] ? K : never;
}[RouteId];

/** A signed-in route by id, with the id. */
export function signedInRoute(id: SignedInRouteId): SignedInAppRoute {
  return { id, ...ROUTES[id] };
}

/** `/…`, `/{account}/…` or `/{account}/{site}/…` of a route path under the current selection; null without one. */
export function hrefIn(scope: RouteScope, path: string, selection: Selection): string | null {
  const rest = path === '/' ? '' : path;
  if (scope === 'account' || scope === 'site') {
    if (selection.accountId === null) return null;
    if (scope === 'account') return `/${selection.accountId}/${rest}`;
    if (selection.siteId === null) return null;
    return `/${selection.accountId}/${selection.siteId}/${rest}`;
  }
  return `/${rest}`;
}
