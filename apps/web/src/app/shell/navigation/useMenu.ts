import { defineAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isSignedIn, type SignedInAppRoute } from '../../../shared/routes/manifest.js';
import { useSelectionStore } from '../../../shared/selection/selection-store.js';
import { meQuery } from '../../../shared/session/me-query.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { activeLeafId, buildMenu, type MenuSection } from './menu.js';

/** The menu for the signed-in user under the current selection. */
export function useMenu(): MenuSection[] {
  const ability = useAbility();
  const selection = useSelectionStore(
    useShallow(({ accountId, siteId, employerId }) => ({ accountId, siteId, employerId })),
  );
  const { data: me } = useQuery(meQuery);
  // Whether the user works for a company of the selected account ("My company" is for them only).
  const hasCompany =
    me?.accounts.some((a) => a.id === selection.accountId && a.sites.some((s) => s.employers.length > 0)) ?? false;
  const platformAbility = useMemo(() => (me ? defineAbility({ permissions: me.permissions }, {}) : undefined), [me]);
  return useMemo(
    () => buildMenu(ability, selection, { hasCompany, ...(platformAbility ? { platformAbility } : {}) }),
    [ability, selection, hasCompany, platformAbility],
  );
}

/** The deepest matched route of the manifest (shared/routes/manifest.ts), if any. */
export function useCurrentRoute(): SignedInAppRoute | undefined {
  return useMatches({
    select: (matches) => {
      const route = matches.at(-1)?.staticData.route;
      return route && isSignedIn(route) ? route : undefined;
    },
  });
}

/** The menu entry the current route names in its `highlight` (e.g. `consultants`, `profile`). */
export function useMenuKey(): string | undefined {
  return useCurrentRoute()?.highlight;
}

/** Id of the menu entry to highlight for the current page, or null. */
export function useActiveLeafId(sections: MenuSection[]): string | null {
  const pathname = useLocation({ select: (l) => l.pathname });
  const menuKey = useMenuKey();
  return activeLeafId(sections, pathname, menuKey);
}
