import { z } from 'zod';

/**
 * The screens a header shortcut tile can open: the pages of the navigation menu, by the id of
 * their route (apps/web's route table). A tile shows only when the user's menu offers that page
 * at the current place, so a saved tile the user can no longer open simply does not show.
 */
export const SHORTCUT_TILE_KEYS = [
  'dashboard',
  'jobs',
  'jobsOnHold',
  'flaggedJobs',
  'employers',
  'employersOnHold',
  'seekers',
  'applications',
  'consultants',
  'credits',
  'ownEmployer',
  'employerUsers',
  'sites',
  'accountUsers',
  'auditLog',
  'brand',
  'accountSecurity',
  'settings',
] as const;
export type ShortcutTileKey = (typeof SHORTCUT_TILE_KEYS)[number];

export const isShortcutTileKey = (value: unknown): value is ShortcutTileKey =>
  typeof value === 'string' && (SHORTCUT_TILE_KEYS as readonly string[]).includes(value);

/** Tiles shown before the user chooses (each still only where their menu offers it). */
export const DEFAULT_SHORTCUT_TILES: readonly ShortcutTileKey[] = [
  'dashboard',
  'jobs',
  'applications',
  'seekers',
  'employers',
  'credits',
];

/** A popover of tiles stays one glance: more than this is a second menu. */
export const SHORTCUT_TILES_MAX = 12;

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
