import { Button, Loader } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsImpersonating } from '../../../features/impersonation/useIsImpersonating.js';
import type { MenuSection } from '../navigation/menu.js';
import { useActiveLeafId } from '../navigation/useMenu.js';
import { TileGrid } from './TileGrid.js';
import classes from './tiles.module.css';
import { useTilesPanel } from './tiles-store.js';
import { useTiles } from './useTiles.js';

/** The tiles and "Customise", in the header's popover or the phone's dialog. */
export function TilesPanel({
  sections,
  withTitle,
  onClose,
}: {
  sections: MenuSection[];
  withTitle: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { tiles, loading } = useTiles(sections);
  const activeId = useActiveLeafId(sections);
  // Like their e-mail settings, the person's own choice: whoever acts as them leaves it alone.
  const impersonating = useIsImpersonating();
  const customise = (
    <Button
      variant="subtle"
      h="2.75rem"
      leftSection={<IconAdjustments size={18} stroke={1.75} aria-hidden />}
      disabled={impersonating}
      onClick={() => {
        onClose();
        useTilesPanel.getState().set({ customising: true });
      }}
    >
      {t('tiles.customise')}
    </Button>
  );
  return (
    <div>
      <div className={classes.panelHead}>
        {withTitle ? <span className={classes.panelTitle}>{t('tiles.title')}</span> : <span />}
        {customise}
      </div>
      {loading ? (
        <Loader size="sm" role="status" aria-label={t('tiles.loading')} />
      ) : tiles.length > 0 ? (
        <TileGrid tiles={tiles} activeId={activeId} label={t('tiles.title')} onOpen={onClose} />
      ) : (
        <p className={classes.note}>{t('tiles.empty')}</p>
      )}
      {impersonating && <p className={classes.note}>{t('tiles.impersonating')}</p>}
    </div>
  );
}
