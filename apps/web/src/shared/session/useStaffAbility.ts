import { type AppAbility, defineAbility, staffAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSelectionStore } from '../selection/selection-store.js';
import { meQuery } from './me-query.js';

/**
 * What the user may do as staff of the selected site: grants at the site, its account or
 * everywhere, not at an employer (the server's rule for undoing staff decisions, e.g. relisting a
 * job moderation unlisted).
 */
export function useStaffAbility(): AppAbility {
  const { data: me } = useQuery(meQuery);
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  return useMemo(
    () => (me ? staffAbility({ permissions: me.permissions }, { accountId, siteId }) : defineAbility(null, {})),
    [me, accountId, siteId],
  );
}
