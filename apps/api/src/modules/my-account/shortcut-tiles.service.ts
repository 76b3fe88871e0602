import { isShortcutTileKey, type SaveShortcutTilesBody, type ShortcutTiles } from '@talent/contract';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findShortcutTiles, setShortcutTiles } from './my-account.repo.js';

/**
 * The person's header shortcut tiles. A preference of the interface, so no audit entry; which
 * tiles show is decided where they are drawn (the user's menu), never here.
 */
export async function getShortcutTiles(ctx: AppContext, userId: number): Promise<ShortcutTiles> {
  const stored = await findShortcutTiles(ctx.db, userId);
  if (stored === undefined) throw notFound();
  // A key the portal no longer knows (a screen removed since) is dropped, not an error.
  return { tiles: stored === null ? null : stored.filter(isShortcutTileKey) };
}

export async function saveShortcutTiles(
  ctx: AppContext,
  userId: number,
  input: SaveShortcutTilesBody,
): Promise<ShortcutTiles> {
  await setShortcutTiles(ctx.db, userId, input.tiles);
  return { tiles: input.tiles };
}
