import { Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ListToolbar.module.css';

/** Spec §9: below 976 px (where the navigation turns into an overlay) the filters fold into a drawer. */
export const FILTERS_FOLD_BELOW_PX = 976;
// Read on first render, so a phone never shows the unfolded filters for a frame.
const now = { getInitialValueInEffect: false };
// Only narrow screens load the drawer.
const FiltersDrawer = lazy(() => import('./FiltersDrawer.js').then((m) => ({ default: m.FiltersDrawer })));

export type ListToolbarProps = {
  /** The list's heading, first in the row (a list inside a page of several: "Employer balances"). */
  title?: ReactNode;
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
  /** `center` when the row holds text rather than labelled inputs. */
  align?: 'flex-end' | 'center';
};

/** The strip above a list: search, filters (in a drawer on narrow screens), reset, and page controls. */
export function ListToolbar({
  title,
  search,
  filters,
  activeFilters = 0,
  filtered = false,
  onReset,
  end,
  searchMaxWidth,
  align = 'flex-end',
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
    <Group className={classes.toolbar} gap="sm" align={align} wrap="wrap">
      {title}
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
          <Suspense fallback={null}>
            <FiltersDrawer opened={opened} onClose={drawer.close} filters={filters} reset={reset} />
          </Suspense>
        </>
      )}
      {filters && !folded && <div className={classes.inline}>{filters}</div>}
      {reset}
      {end && <div className={classes.end}>{end}</div>}
    </Group>
  );
}
