import { useDirection } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tile } from './tiles.js';
import classes from './tiles.module.css';

export const TILE_COLUMNS = 3;

/**
 * The tiles as one tab stop (roving focus, like a toolbar): arrow keys move between them, across
 * rows too, mirrored right to left; Home and End go to the ends; Enter opens the page.
 */
export function TileGrid({
  tiles,
  activeId,
  label,
  onOpen,
}: {
  tiles: Tile[];
  activeId: string | null;
  label: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [focusIndex, setFocusIndex] = useState(() =>
    Math.max(
      0,
      tiles.findIndex((tile) => tile.id === activeId),
    ),
  );
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = Math.min(focusIndex, tiles.length - 1);

  // Opened, the tiles take the focus (the page shown, else the first), as a menu's items do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the grid appears
  useEffect(() => {
    links.current[current]?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = tiles.length - 1;
    const moves: Record<string, number> = {
      [forward]: Math.min(current + 1, last),
      [back]: Math.max(current - 1, 0),
      ArrowDown: Math.min(current + TILE_COLUMNS, last),
      ArrowUp: current - TILE_COLUMNS >= 0 ? current - TILE_COLUMNS : current,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    links.current[next]?.focus();
  }

  return (
    <ul className={classes.grid} aria-label={label} onKeyDown={onKeyDown}>
      {tiles.map((tile, index) => {
        const Icon = tile.icon;
        const active = tile.id === activeId;
        return (
          <li key={tile.id} className={classes.cell}>
            <Link
              ref={(element) => {
                links.current[index] = element;
              }}
              to={tile.href}
              className={classes.tile}
              tabIndex={index === current ? 0 : -1}
              // The popover's and the dialog's focus traps start here rather than on "Customise".
              data-autofocus={index === current || undefined}
              data-tile={tile.id}
              aria-current={active ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: false }}
              activeProps={{}}
              onFocus={() => setFocusIndex(index)}
              onClick={onOpen}
            >
              <span className={classes.tileIcon}>
                <Icon size={22} stroke={1.75} aria-hidden />
              </span>
              <span className={classes.tileLabel}>{t(tile.title)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
