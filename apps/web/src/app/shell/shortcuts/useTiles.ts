import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meQuery } from '../../../shared/session/me-query.js';
import type { MenuSection } from '../navigation/menu.js';
import { shortcutTilesQuery } from './api.js';
import { visibleTiles } from './tiles.js';

/** The person's tiles at the current place, and their saved choice (null: the defaults). */
export function useTiles(sections: MenuSection[]) {
  const { data: me } = useQuery(meQuery);
  // A session sent to enrol in two-factor sign-in first may read nothing else (the API says 403).
  const query = useQuery({ ...shortcutTilesQuery, enabled: !!me && !me.two_factor_enrolment_required });
  const chosen = query.data?.tiles ?? null;
  const tiles = useMemo(() => visibleTiles(sections, chosen), [sections, chosen]);
  return { tiles, chosen, loading: query.isPending && query.fetchStatus !== 'idle' };
}
