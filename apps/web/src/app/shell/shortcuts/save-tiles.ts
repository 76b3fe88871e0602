import type { SaveShortcutTilesBody } from '@talent/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.js';
import { shortcutTileKeys } from './api.js';

/** Saving the choice: only the customise dialog (loaded on demand) imports this. */
export function useSaveShortcutTiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shortcutTileKeys.save(),
    mutationFn: (body: SaveShortcutTilesBody) => api('saveShortcutTiles', { body }).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(shortcutTileKeys.all, data),
  });
}
