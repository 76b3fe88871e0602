import { Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher.js';
import { ContextSwitcher } from '../shell/navigation/ContextSwitcher.js';
import { HorizontalMenu } from '../shell/navigation/HorizontalMenu.js';
import headerClasses from '../shell/navigation/header.module.css';
import type { MenuSection } from '../shell/navigation/menu.js';
import { NavBrand } from '../shell/navigation/NavBrand.js';
import { NotificationsButton } from '../shell/navigation/NotificationsButton.js';
import { PostJobButton } from '../shell/navigation/PostJobButton.js';
import { SearchButton } from '../shell/navigation/SearchSpotlight.js';
import { ThemeSwitcher } from '../shell/navigation/ThemeSwitcher.js';
import { UserMenu } from '../shell/navigation/UserMenu.js';
import { ShortcutTiles } from '../shell/shortcuts/ShortcutTiles.js';
import { HorizontalMenuSkeleton, IconSkeleton, PostJobSkeleton, SwitcherSkeleton } from './LayoutSkeletons.js';
import classes from './MainLayout.module.css';

// 44 px to touch, the lines (1.125rem) centred by the padding.
const BURGER_TARGET = { w: '2.75rem', h: '2.75rem', p: '0.8125rem' } as const;

type Props = {
  /** The user's menu; null while `/auth/me` answers (then skeletons stand for the user's parts). */
  sections: MenuSection[] | null;
  /** Navigation type "horizontal" on a wide screen: brand and menu live in the header. */
  horizontal: boolean;
  /** Whether the horizontal menu rides along with the sticky header. */
  withMenuRow: boolean;
  overlay: boolean;
  compact: boolean;
  narrow: boolean;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  position: 'sticky' | 'static';
};

/** The top bar: burger (overlay mode), search, switcher, post a job, shortcut tiles, language, theme, bell, user. */
export function AppHeader(props: Props) {
  const { t } = useTranslation('layout');
  const { sections, horizontal, withMenuRow, overlay, compact, narrow } = props;
  const switcher = narrow ? 'icon' : compact ? 'compact' : 'full';
  return (
    // The snackbars keep below it (shared/ui/screen-docks.ts).
    <header className={classes.header} data-position={props.position} data-dock="top">
      <div className={`${classes.container} ${classes.bar} portal-surface`}>
        <div className={classes.barRow}>
          <div className={classes.barStart}>
            {overlay && (
              <Burger
                opened={props.drawerOpened}
                onClick={props.onToggleDrawer}
                size="sm"
                {...BURGER_TARGET}
                className={headerClasses.burger}
                aria-label={t('toggleNavigation')}
                aria-expanded={props.drawerOpened}
              />
            )}
            {horizontal && <NavBrand />}
            <SearchButton compact={narrow || horizontal} />
          </div>
          <div className={classes.barEnd}>
            {sections ? <ContextSwitcher size={switcher} /> : <SwitcherSkeleton size={switcher} />}
            {sections ? <PostJobButton compact={compact} /> : <PostJobSkeleton compact={compact} />}
            {/* On a phone the tiles open from the user menu: the bar has no room for one more button. */}
            {sections ? <ShortcutTiles sections={sections} phone={narrow} /> : !narrow && <IconSkeleton />}
            <LanguageSwitcher
              variant="icon"
              buttonClassName={headerClasses.iconButton}
              dropdownClassName={headerClasses.readable}
            />
            <ThemeSwitcher />
            {sections ? <NotificationsButton /> : <IconSkeleton />}
            {sections ? <UserMenu withTiles={narrow} /> : <IconSkeleton />}
          </div>
        </div>
        {withMenuRow && !overlay && (
          <nav className={classes.hRow} aria-label={t('mainNavigation')}>
            {sections ? <HorizontalMenu sections={sections} /> : <HorizontalMenuSkeleton />}
          </nav>
        )}
      </div>
    </header>
  );
}
