import { defineAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../shared/session/me-query.js';

/**
 * Whether the user may set the platform's retention bounds: judged, as the API judges
 * `platform: true` routes, with no selection, so only platform-wide grants count (an account's
 * owner holds every right inside the account, never the platform's).
 */
export function usePlatformStaff(): boolean {
  const { data: me } = useQuery(meQuery);
  return me ? defineAbility({ permissions: me.permissions }, {}).can('update', 'privacy') : false;
}
