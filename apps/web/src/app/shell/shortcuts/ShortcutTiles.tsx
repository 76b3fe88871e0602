import { ActionIcon, Modal, Popover } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import headerClasses from '../navigation/header.module.css';
import type { MenuSection } from '../navigation/menu.js';
import { TilesPanel } from './TilesPanel.js';
import classes from './tiles.module.css';
import { useTilesPanel } from './tiles-store.js';
import { useTiles } from './useTiles.js';

// Loaded the first time someone customises: most sessions never do.
const CustomiseTiles = lazy(() => import('./CustomiseTiles.js').then((m) => ({ default: m.CustomiseTiles })));

/**
 * The header's shortcut tiles (spec §2 "shortcuts"): a button opening a popover of tiles on a wide
 * screen; on a phone the bar has no room, so "Shortcuts" in the user menu opens them in a dialog.
 */
export function ShortcutTiles({ sections, phone }: { sections: MenuSection[]; phone: boolean }) {
  const { t } = useTranslation('layout');
  const { popover, phone: phoneOpened, customising, set } = useTilesPanel();
  // Found by attribute: Popover.Target and Tooltip put their own refs on the button.
  const focusButton = () =>
    document.querySelector<HTMLElement>(phone ? '[data-user-menu]' : '[data-tiles-button]')?.focus();
  // Fetched with the header, so the tiles are there the moment the button is pressed.
  useTiles(sections);
  const [customiserNeeded, setCustomiserNeeded] = useState(customising);
  if (customising && !customiserNeeded) setCustomiserNeeded(true);

  return (
    <>
      {!phone && (
        <Popover
          opened={popover}
          onChange={(opened) => set({ popover: opened })}
          position="bottom-end"
          width={360}
          shadow="md"
          trapFocus
          // Escape is ours (below): Mantine's return of focus aims at whatever had it when the popover opened.
          closeOnEscape={false}
          classNames={{ dropdown: headerClasses.readable }}
        >
          <Popover.Target>
            <ActionIcon
              data-tiles-button
              variant="subtle"
              size="xl"
              radius="md"
              className={`${headerClasses.iconButton} ${classes.tilesButton}`}
              aria-label={t('tiles.title')}
              // A tooltip in CSS (tiles.module.css): Mantine's would add 2.6 KB to every screen.
              data-tooltip={t('tiles.title')}
              aria-expanded={popover}
              onClick={() => set({ popover: !popover })}
            >
              <IconLayoutGrid size={20} stroke={1.75} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown
            aria-label={t('tiles.title')}
            // Escape closes and hands the focus back to the button, wherever it was inside.
            onKeyDownCapture={(event) => {
              if (event.key !== 'Escape') return;
              set({ popover: false });
              focusButton();
            }}
          >
            <TilesPanel sections={sections} withTitle onClose={() => set({ popover: false })} />
          </Popover.Dropdown>
        </Popover>
      )}
      {phone && (
        <Modal
          opened={phoneOpened}
          onClose={() => set({ phone: false })}
          title={t('tiles.title')}
          closeButtonProps={{ 'aria-label': t('tiles.close') }}
          classNames={{ content: headerClasses.readable }}
        >
          <TilesPanel sections={sections} withTitle={false} onClose={() => set({ phone: false })} />
        </Modal>
      )}
      {customiserNeeded && (
        <Suspense fallback={null}>
          <CustomiseTiles
            sections={sections}
            // The tiles' button, or on a phone the user menu's (its menu item is gone by then).
            onClosed={focusButton}
          />
        </Suspense>
      )}
    </>
  );
}
