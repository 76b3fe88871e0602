import { defineAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../shared/session/me-query.js';

/** Approving a host by hand is platform staff's: judged on platform-wide grants alone, as the API does. */
export function useApproveHosts(): boolean {
  const { data: me } = useQuery(meQuery);
  return me ? defineAbility({ permissions: me.permissions }, {}).can('update', 'accounts') : false;
}
