import type { SaveShortcutTilesBody, ShortcutTiles } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

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

export function useSaveShortcutTiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shortcutTileKeys.save(),
    mutationFn: (body: SaveShortcutTilesBody) => api('saveShortcutTiles', { body }).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(shortcutTileKeys.all, data),
  });
}
