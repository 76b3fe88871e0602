import { DEFAULT_SHORTCUT_TILES, isShortcutTileKey, type ShortcutTileKey } from '@talent/contract';
import { type MenuLeaf, type MenuSection, menuLeaves } from '../navigation/menu.js';

/** A page of the user's menu that can be a header tile. */
export type Tile = MenuLeaf & { id: ShortcutTileKey };

const isTile = (leaf: MenuLeaf): leaf is Tile => isShortcutTileKey(leaf.id);

/**
 * What the user may pick from: the pages their menu offers at the current place, in menu order.
 * The menu already applies the route rules, so no tile can lead where they may not go.
 */
export function tileChoices(sections: MenuSection[]): Tile[] {
  return menuLeaves(sections).filter(isTile);
}

/**
 * The tiles to draw: the user's choice in their order (the defaults when they made none), keeping
 * only pages their menu offers here. A saved tile they can no longer open simply does not show.
 */
export function visibleTiles(sections: MenuSection[], chosen: readonly ShortcutTileKey[] | null): Tile[] {
  const offered = new Map(tileChoices(sections).map((tile) => [tile.id, tile]));
  return (chosen ?? DEFAULT_SHORTCUT_TILES).flatMap((key) => {
    const tile = offered.get(key);
    return tile ? [tile] : [];
  });
}
