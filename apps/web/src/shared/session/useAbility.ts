import { type AppAbility, defineAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSelectionStore } from '../selection/selection-store.js';
import { meQuery } from './me-query.js';
import { abilitySelection } from './selection.js';

/** The same rules the server enforces, for hiding what the user cannot do (the server decides). */
export function useAbility(): AppAbility {
  const { data: me } = useQuery(meQuery);
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  const employerId = useSelectionStore((s) => s.employerId);
  return useMemo(() => {
    const selection = { accountId, siteId, employerId };
    return me
      ? defineAbility({ permissions: me.permissions }, abilitySelection(me, selection))
      : defineAbility(null, selection);
  }, [me, accountId, siteId, employerId]);
}
