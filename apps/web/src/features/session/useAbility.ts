import { type AppAbility, defineAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { meQuery } from './me-query.js';

/** The same rules the server enforces, for hiding what the user cannot do (the server decides). */
export function useAbility(): AppAbility {
  const { data: me } = useQuery(meQuery);
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  const employerId = useSelectionStore((s) => s.employerId);
  return useMemo(
    () => defineAbility(me ? { permissions: me.permissions } : null, { accountId, siteId, employerId }),
    [me, accountId, siteId, employerId],
  );
}
