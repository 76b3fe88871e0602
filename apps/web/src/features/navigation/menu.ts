import {
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconClockPause,
  IconCoins,
  IconFileCv,
  IconHistory,
  IconHourglass,
  IconId,
  IconLayoutDashboard,
  IconListDetails,
  IconSettings,
  IconUserSearch,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { type AccessRule, type AppAbility, checkAccess } from '@talent/contract';
import { ACCOUNT_ROUTES, SITE_ROUTES } from '../../app/router/site-routes.js';
import type { Selection } from '../../shared/selection/selection-store.js';

/** Where a page lives: `/`, `/{account}/…` or `/{account}/{site}/…`. */
type Scope = 'root' | 'account' | 'site';

type LeafDef = { kind: 'leaf'; id: string; scope: Scope; path: string; icon: TablerIcon; label?: string };
type GroupDef = { kind: 'group'; id: string; label: string; icon: TablerIcon; children: LeafDef[] };
type SectionDef = { id: string; heading?: string; entries: (LeafDef | GroupDef)[] };

/** A page the user may open. `label` and `title` are i18n keys (`title` is the page's own title). */
export type MenuLeaf = {
  kind: 'leaf';
  id: string;
  href: string;
  icon: TablerIcon;
  label: string;
  title: string;
  /** Label key of the group it sits in, for search results. */
  group?: string;
};
export type MenuGroup = { kind: 'group'; id: string; label: string; icon: TablerIcon; children: MenuLeaf[] };
export type MenuEntry = MenuLeaf | MenuGroup;
export type MenuSection = { id: string; heading?: string; entries: MenuEntry[] };

const leaf = (id: string, scope: Scope, path: string, icon: TablerIcon, label?: string): LeafDef => ({
  kind: 'leaf',
  id,
  scope,
  path,
  icon,
  ...(label ? { label } : {}),
});
const group = (id: string, label: string, icon: TablerIcon, children: LeafDef[]): GroupDef => ({
  kind: 'group',
  id,
  label,
  icon,
  children,
});

/**
 * The menu's shape. Ids double as `staticData.menu` keys (e.g. `consultants`), so a page can ask
 * for an entry to be highlighted. Who may see an entry comes from the route it points to.
 */
const MENU: SectionDef[] = [
  { id: 'home', entries: [leaf('dashboard', 'root', '', IconLayoutDashboard)] },
  {
    id: 'recruitment',
    heading: 'layout:sections.recruitment',
    entries: [
      group('jobGroup', 'layout:menu.jobs', IconBriefcase, [
        leaf('jobs', 'site', 'jobs', IconListDetails, 'layout:menu.allJobs'),
        leaf('jobsOnHold', 'site', 'jobs/hold', IconClockPause),
        leaf('flaggedJobs', 'site', 'jobs/flagged-jobs', IconAlertTriangle),
      ]),
      group('employerGroup', 'layout:menu.employers', IconBuildingSkyscraper, [
        leaf('employers', 'site', 'employers', IconListDetails, 'layout:menu.allEmployers'),
        leaf('employersOnHold', 'site', 'employers/hold', IconHourglass),
      ]),
      leaf('seekers', 'site', 'seekers', IconUserSearch),
      leaf('applications', 'site', 'applications', IconFileCv),
      leaf('consultants', 'site', 'consultants', IconUserStar),
    ],
  },
  {
    id: 'business',
    heading: 'layout:sections.business',
    entries: [
      leaf('credits', 'site', 'credit-system', IconCoins),
      group('companyGroup', 'layout:menu.myCompany', IconBuildingStore, [
        leaf('ownEmployer', 'site', 'employer', IconId, 'layout:menu.companyProfile'),
        leaf('employerUsers', 'site', 'employer/users', IconUsersGroup),
      ]),
    ],
  },
  {
    id: 'administration',
    heading: 'layout:sections.administration',
    entries: [
      group('accountGroup', 'layout:menu.account', IconBuildingCommunity, [
        leaf('sites', 'account', 'sites', IconWorld),
        leaf('accountUsers', 'account', 'users', IconUsers),
        leaf('auditLog', 'account', 'audit-log', IconHistory),
      ]),
      leaf('settings', 'site', 'settings', IconSettings),
    ],
  },
];

type RouteInfo = { access: AccessRule; title: string };

/** The dashboard (`/`) is open to every signed-in user, as its route says. */
const ROOT_ROUTES: Record<string, RouteInfo> = {
  '': { access: { action: 'access', subject: 'portal' }, title: 'nav.dashboard' },
};

/** The access rule and title of the route a leaf points to: one source of truth, the route table. */
function routeOf(def: LeafDef): RouteInfo {
  const table = def.scope === 'site' ? SITE_ROUTES : def.scope === 'account' ? ACCOUNT_ROUTES : null;
  const route = table ? table.find((r) => r.path === def.path) : ROOT_ROUTES[def.path];
  if (!route) throw new Error(`Menu entry "${def.id}" points to no route (${def.scope}: ${def.path})`);
  return { access: route.access, title: route.title };
}

function hrefOf(def: LeafDef, selection: Selection): string | null {
  if (def.scope === 'root') return `/${def.path}`;
  if (selection.accountId === null) return null;
  if (def.scope === 'account') return `/${selection.accountId}/${def.path}`;
  if (selection.siteId === null) return null;
  return `/${selection.accountId}/${selection.siteId}/${def.path}`;
}

function visibleLeaf(def: LeafDef, ability: AppAbility, selection: Selection, groupLabel?: string): MenuLeaf | null {
  const href = hrefOf(def, selection);
  const route = routeOf(def);
  if (!href || !checkAccess(ability, route.access.action, route.access.subject)) return null;
  return {
    kind: 'leaf',
    id: def.id,
    href,
    icon: def.icon,
    label: def.label ?? route.title,
    title: route.title,
    ...(groupLabel ? { group: groupLabel } : {}),
  };
}

/**
 * The menu as this user sees it under the current selection: entries they may not open are left
 * out, a group left with one entry becomes that entry, and empty sections disappear. Without a
 * site ("nobody" users) only the dashboard remains.
 */
export function buildMenu(ability: AppAbility, selection: Selection): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const section of MENU) {
    const entries: MenuEntry[] = [];
    for (const def of section.entries) {
      if (def.kind === 'leaf') {
        const item = visibleLeaf(def, ability, selection);
        if (item) entries.push(item);
        continue;
      }
      const children = def.children
        .map((child) => visibleLeaf(child, ability, selection, def.label))
        .filter((c): c is MenuLeaf => c !== null);
      const [only] = children;
      if (children.length === 1 && only) {
        entries.push({ ...only, icon: def.icon, label: only.title });
      } else if (children.length > 1) {
        entries.push({ kind: 'group', id: def.id, label: def.label, icon: def.icon, children });
      }
    }
    if (entries.length > 0)
      sections.push({ id: section.id, ...(section.heading ? { heading: section.heading } : {}), entries });
  }
  return sections;
}

/** Every page of the menu, in menu order (for search). */
export function menuLeaves(sections: MenuSection[]): MenuLeaf[] {
  return sections.flatMap((s) => s.entries.flatMap((e) => (e.kind === 'leaf' ? [e] : e.children)));
}

const isUnder = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

/**
 * The entry to highlight: the one a matched route names in `staticData.menu` (consultant pages,
 * profile pages), else the entry whose link is the longest prefix of the path (`/jobs/hold` is
 * "Jobs on hold", `/jobs/12` is "Jobs").
 */
export function activeLeafId(sections: MenuSection[], pathname: string, menuKey?: string): string | null {
  const leaves = menuLeaves(sections);
  if (menuKey && leaves.some((l) => l.id === menuKey)) return menuKey;
  let best: MenuLeaf | null = null;
  for (const item of leaves) {
    if (isUnder(pathname, item.href) && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.id ?? null;
}
