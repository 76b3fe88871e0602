import { z } from 'zod';
import { SHORTCUT_TILE_KEYS, SHORTCUT_TILES_MAX } from './shortcut-tile-keys.js';

const TileList = z
  .array(z.enum(SHORTCUT_TILE_KEYS))
  .max(SHORTCUT_TILES_MAX)
  .refine((tiles) => new Set(tiles).size === tiles.length, { params: { rule: 'shortcut_duplicate' } });

/** PUT /v1/user-account/shortcut-tiles: the tiles in order, or null to go back to the defaults. */
export const SaveShortcutTilesBody = z.object({
  tiles: TileList.nullable().describe('Tile keys in display order; null resets to the defaults.'),
});
export type SaveShortcutTilesBody = z.infer<typeof SaveShortcutTilesBody>;

export const ShortcutTilesSchema = z
  .object({
    tiles: z
      .array(z.enum(SHORTCUT_TILE_KEYS))
      .nullable()
      .describe('The tiles the user chose, in order; null when they chose none (the defaults apply).'),
  })
  .meta({ id: 'ShortcutTiles' });
export type ShortcutTiles = z.infer<typeof ShortcutTilesSchema>;
export const ShortcutTilesResponse = z.object({ data: ShortcutTilesSchema });
export type ShortcutTilesResponse = z.infer<typeof ShortcutTilesResponse>;
