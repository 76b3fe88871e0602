import { useLocation, useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { useAbility } from '../session/useAbility.js';
import { activeLeafId, buildMenu, type MenuSection } from './menu.js';

/** The menu for the signed-in user under the current selection. */
export function useMenu(): MenuSection[] {
  const ability = useAbility();
  const selection = useSelectionStore(
    useShallow(({ accountId, siteId, employerId }) => ({ accountId, siteId, employerId })),
  );
  return useMemo(() => buildMenu(ability, selection), [ability, selection]);
}

/** `staticData.menu` of the deepest matched route that names one (e.g. `consultants`, `profile`). */
export function useMenuKey(): string | undefined {
  return useMatches({ select: (matches) => [...matches].reverse().find((m) => m.staticData?.menu)?.staticData.menu });
}

/** Id of the menu entry to highlight for the current page, or null. */
export function useActiveLeafId(sections: MenuSection[]): string | null {
  const pathname = useLocation({ select: (l) => l.pathname });
  const menuKey = useMenuKey();
  return activeLeafId(sections, pathname, menuKey);
}
