import {
  IconAlertTriangle,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconClockPause,
  IconCoins,
  IconFileCv,
  IconForms,
  IconHistory,
  IconHourglass,
  IconId,
  IconLayoutDashboard,
  IconListDetails,
  IconLockAccess,
  IconPalette,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconUserSearch,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { type AppAbility, checkAccess } from '@talent/contract';
import type { CommonKey, ShellKey } from '../../../shared/i18n/keys.js';
import { hrefIn, type SignedInRouteId, signedInRoute } from '../../../shared/routes/manifest.js';
import type { Selection } from '../../../shared/selection/selection-store.js';

/** A menu entry is a route of the table, named by its id; rule, title and address come from there. */
type LeafDef = { kind: 'leaf'; id: SignedInRouteId; icon: TablerIcon; label?: ShellKey };
type GroupDef = { kind: 'group'; id: string; label: ShellKey; icon: TablerIcon; children: LeafDef[] };
type SectionDef = { id: string; heading?: ShellKey; entries: (LeafDef | GroupDef)[] };

/** A page the user may open. `label` and `title` are i18n keys (`title` is the page's own title). */
export type MenuLeaf = {
  kind: 'leaf';
  id: string;
  href: string;
  icon: TablerIcon;
  label: ShellKey;
  title: CommonKey;
  /** Label key of the group it sits in, for search results. */
  group?: ShellKey;
};
export type MenuGroup = { kind: 'group'; id: string; label: ShellKey; icon: TablerIcon; children: MenuLeaf[] };
export type MenuEntry = MenuLeaf | MenuGroup;
export type MenuSection = { id: string; heading?: ShellKey; entries: MenuEntry[] };

const leaf = (id: SignedInRouteId, icon: TablerIcon, label?: ShellKey): LeafDef => ({
  kind: 'leaf',
  id,
  icon,
  ...(label ? { label } : {}),
});
const group = (id: string, label: ShellKey, icon: TablerIcon, children: LeafDef[]): GroupDef => ({
  kind: 'group',
  id,
  label,
  icon,
  children,
});

/**
 * The menu's shape, over the route manifest (shared/routes/manifest.ts): each entry is a route, by id,
 * and who may see it is that route's rule. A route's `highlight` names the entry it lights up.
 */
const MENU: SectionDef[] = [
  { id: 'home', entries: [leaf('dashboard', IconLayoutDashboard)] },
  {
    id: 'recruitment',
    heading: 'layout:sections.recruitment',
    entries: [
      group('jobGroup', 'layout:menu.jobs', IconBriefcase, [
        leaf('jobs', IconListDetails, 'layout:menu.allJobs'),
        leaf('jobsOnHold', IconClockPause),
        leaf('flaggedJobs', IconAlertTriangle),
      ]),
      group('employerGroup', 'layout:menu.employers', IconBuildingSkyscraper, [
        leaf('employers', IconListDetails, 'layout:menu.allEmployers'),
        leaf('employersOnHold', IconHourglass),
      ]),
      leaf('seekers', IconUserSearch),
      leaf('applications', IconFileCv),
      leaf('consultants', IconUserStar),
    ],
  },
  {
    id: 'business',
    heading: 'layout:sections.business',
    entries: [
      leaf('credits', IconCoins),
      group('companyGroup', 'layout:menu.myCompany', IconBuildingStore, [
        leaf('ownEmployer', IconId, 'layout:menu.companyProfile'),
        leaf('employerUsers', IconUsersGroup),
      ]),
    ],
  },
  {
    id: 'administration',
    heading: 'layout:sections.administration',
    entries: [
      group('accountGroup', 'layout:menu.account', IconBuildingCommunity, [
        leaf('sites', IconWorld),
        leaf('accountUsers', IconUsers),
        leaf('auditLog', IconHistory),
        leaf('brand', IconPalette),
        leaf('accountSecurity', IconShieldLock),
        leaf('privacy', IconLockAccess),
      ]),
      leaf('settings', IconSettings),
      leaf('siteForms', IconForms),
      leaf('privacyNotice', IconShieldCheck),
    ],
  },
  { id: 'platform', heading: 'layout:sections.platform', entries: [leaf('platformAccounts', IconBuildingBank)] },
];

/**
 * What of the user, beyond their rights under the selection, decides an entry: whether they work
 * for a company of the account, and their platform-wide rights (a platform page's, judged without a selection).
 */
export type MenuContext = { hasCompany: boolean; platformAbility?: AppAbility };

function visibleLeaf(
  def: LeafDef,
  ability: AppAbility,
  selection: Selection,
  context: MenuContext,
  groupLabel?: ShellKey,
): MenuLeaf | null {
  const route = signedInRoute(def.id);
  const href = hrefIn(route.scope, route.path, selection);
  const judge = route.platform ? context.platformAbility : ability;
  if (!href || !judge || !checkAccess(judge, route.access.action, route.access.subject)) return null;
  if (route.ownCompany && !context.hasCompany) return null;
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
 * out (and "My company" for someone who works for none), a group left with one entry becomes that
 * entry, and empty sections disappear. Without a
 * site ("nobody" users) only the dashboard remains.
 */
export function buildMenu(
  ability: AppAbility,
  selection: Selection,
  context: MenuContext = { hasCompany: true },
): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const section of MENU) {
    const entries: MenuEntry[] = [];
    for (const def of section.entries) {
      if (def.kind === 'leaf') {
        const item = visibleLeaf(def, ability, selection, context);
        if (item) entries.push(item);
        continue;
      }
      const children = def.children
        .map((child) => visibleLeaf(child, ability, selection, context, def.label))
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
 * The entry to highlight: the one a matched route names in its `highlight` (consultant pages,
 * profile pages), else the entry whose link is the longest prefix of the path (`/jobs/hold` is
 * "Review queue", `/jobs/12` is "Jobs").
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
