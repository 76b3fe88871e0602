import { Button, Drawer, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ListToolbar.module.css';

/** Spec §9: below 976 px (where the navigation turns into an overlay) the filters fold into a drawer. */
export const FILTERS_FOLD_BELOW_PX = 976;
// Read on first render, so a phone never shows the unfolded filters for a frame.
const now = { getInitialValueInEffect: false };

export type ListToolbarProps = {
  /** The search box (ListSearchInput). */
  search?: ReactNode;
  /** The filter inputs, each one element; they lay themselves out in the row or the drawer. */
  filters?: ReactNode;
  /** How many filters are set (the "Filters (n)" button). */
  activeFilters?: number;
  /** "Reset filters" shows while something narrows the list. */
  filtered?: boolean;
  onReset?: () => void;
  /** Controls at the row's end (bulk actions of a moderation queue, a sort switch). */
  end?: ReactNode;
  /** The widest the search box grows when nothing else shares its row. */
  searchMaxWidth?: number;
};

/** The strip above a list: search, filters (in a drawer on narrow screens), reset, and page controls. */
export function ListToolbar({
  search,
  filters,
  activeFilters = 0,
  filtered = false,
  onReset,
  end,
  searchMaxWidth,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const folded = useMediaQuery(`(max-width: ${FILTERS_FOLD_BELOW_PX - 0.02}px)`, undefined, now);
  const [opened, drawer] = useDisclosure(false);
  const reset = filtered && onReset && (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
      {t('list.reset')}
    </Button>
  );
  const style = searchMaxWidth ? ({ '--list-search-max': `${searchMaxWidth}px` } as CSSProperties) : undefined;

  return (
    <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
      {search && (
        <div className={classes.search} style={style}>
          {search}
        </div>
      )}
      {filters && folded && (
        <>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={drawer.open}
          >
            {t('list.filtersCount', { count: activeFilters })}
          </Button>
          <Drawer
            opened={opened}
            onClose={drawer.close}
            title={t('list.filters')}
            position="bottom"
            size="auto"
            closeButtonProps={{ 'aria-label': t('close') }}
          >
            <div className={classes.stacked}>
              {filters}
              <Group justify="space-between">
                {reset || <span />}
                <Button onClick={drawer.close}>{t('list.showResults')}</Button>
              </Group>
            </div>
          </Drawer>
        </>
      )}
      {filters && !folded && <div className={classes.inline}>{filters}</div>}
      {reset}
      {end && <div className={classes.end}>{end}</div>}
    </Group>
  );
}
