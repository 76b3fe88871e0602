import type { ShortcutTiles } from '@talent/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.js';

// Only the query lives here: the header imports it, and whatever it imports joins the layout's chunk,
// which screens must not wait for (useMutation would pull their own saves behind it: save-tiles.ts).

/** The person's own choice, under `session`: it survives a change of account or site. */
export const shortcutTileKeys = {
  all: ['session', 'shortcut-tiles'] as const,
  save: () => [...shortcutTileKeys.all, 'save'] as const,
};

export const shortcutTilesQuery = queryOptions({
  queryKey: shortcutTileKeys.all,
  queryFn: ({ signal }) => api('shortcutTiles', { signal }).then((r): ShortcutTiles => r.data),
  staleTime: 5 * 60_000,
});
