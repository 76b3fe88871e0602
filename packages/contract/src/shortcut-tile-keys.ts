// No zod here: the web app's header reads these, and zod would weigh on every screen.

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
  'privacy',
  'settings',
  'siteForms',
  'privacyNotice',
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
