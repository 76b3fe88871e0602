import { ActionIcon, AppShell, Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../shared/preferences/preferences-store.js';
import { meQuery } from '../../shared/session/me-query.js';
import { SkipLink } from '../../shared/ui/SkipLink.js';
import { HorizontalMenu } from '../shell/navigation/HorizontalMenu.js';
import { ImpersonationBanner } from '../shell/navigation/ImpersonationBanner.js';
import { NavBrand } from '../shell/navigation/NavBrand.js';
import { SearchSpotlight } from '../shell/navigation/SearchSpotlight.js';
import { useMenu } from '../shell/navigation/useMenu.js';
import { usePageTitle } from '../shell/navigation/usePageTitle.js';
import { VerticalMenu } from '../shell/navigation/VerticalMenu.js';
import { Shortcuts } from '../shell/shortcuts/Shortcuts.js';
import { AppFooter } from './AppFooter.js';
import { AppHeader } from './AppHeader.js';
import { HorizontalMenuSkeleton, MenuSkeleton } from './LayoutSkeletons.js';
import { NAV_OVERLAY_BELOW_PX, useLayoutMedia } from './layout-media.js';
import classes from './MainLayout.module.css';

const NAV_WIDTH = 260;
const NAV_RAIL_WIDTH = 76;
/** Spec §9: the overlay navigation sits above everything but dialogs. */
const OVERLAY_Z_INDEX = 2000;

/**
 * The signed-in layout (spec §2): vertical or horizontal navigation, boxed or wide content,
 * sticky/static/hidden header, static/sticky/hidden footer, all read live from the preferences.
 */
export function MainLayout() {
  return <Layout frame={false} />;
}

/**
 * The same layout while the session is checked (the signed-in route's pending view, routes.tsx):
 * header and navigation at once, with skeletons where the user's parts go until `/auth/me`
 * answers, and no page, footer or search inside it yet. MainLayout then takes its place, at the
 * same sizes.
 */
export function LayoutFrame() {
  return <Layout frame />;
}

function Layout({ frame }: { frame: boolean }) {
  const { t } = useTranslation('layout');
  const prefs = usePreferences();
  // Who is signed in decides the menu and the header's user parts: skeletons until it is known.
  const signedIn = useQuery(meQuery).data !== undefined;
  const built = useMenu();
  const sections = signedIn ? built : null;
  const { overlay, compact, narrow } = useLayoutMedia();
  const [drawerOpened, drawer] = useDisclosure(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  usePageTitle();

  // The drawer closes on navigation and when the screen grows past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path and size changes on purpose
  useEffect(() => {
    drawer.close();
  }, [pathname, overlay]);

  const vertical = prefs.navigationType === 'vertical';
  const collapsed = vertical && prefs.verticalNavCollapsed;
  const horizontal = !vertical && !overlay;
  // "Hidden" hides the header on wide screens only: on small ones it holds the only way to the menu.
  const showHeader = prefs.navbarType !== 'hidden' || overlay;
  const headerPosition = prefs.navbarType === 'static' ? 'static' : 'sticky';
  const menuInHeader = horizontal && showHeader && prefs.horizontalNavType === 'sticky';
  const menuBelowHeader = horizontal && !menuInHeader;

  return (
    <AppShell
      layout="alt"
      padding={0}
      withBorder={false}
      className={classes.shell}
      data-content-width={prefs.contentWidth}
      data-blur={prefs.navbarBlur || undefined}
      navbar={
        vertical
          ? {
              width: collapsed ? NAV_RAIL_WIDTH : NAV_WIDTH,
              breakpoint: NAV_OVERLAY_BELOW_PX - 1,
              collapsed: { mobile: true },
            }
          : undefined
      }
    >
      <SkipLink target="main-content">{t('skipToContent')}</SkipLink>

      {vertical && !overlay && (
        <AppShell.Navbar
          className={classes.navbar}
          data-collapsed={collapsed || undefined}
          aria-label={t('mainNavigation')}
        >
          <div className={classes.navbarHead}>
            <NavBrand />
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="md"
              size="lg"
              data-collapse-toggle
              aria-label={collapsed ? t('expandNavigation') : t('collapseNavigation')}
              onClick={() => usePreferences.getState().set({ verticalNavCollapsed: !collapsed })}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} stroke={1.75} className="mantine-rotate-rtl" />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} stroke={1.75} className="mantine-rotate-rtl" />
              )}
            </ActionIcon>
          </div>
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6} type="hover">
            <div className={classes.navbarBody}>
              {sections ? <VerticalMenu sections={sections} /> : <MenuSkeleton />}
            </div>
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <div className={classes.column}>
        <ImpersonationBanner />
        {showHeader && (
          <AppHeader
            sections={sections}
            horizontal={horizontal}
            withMenuRow={menuInHeader}
            overlay={overlay}
            compact={compact}
            narrow={narrow}
            drawerOpened={drawerOpened}
            onToggleDrawer={drawer.toggle}
            position={overlay ? 'sticky' : headerPosition}
          />
        )}
        {menuBelowHeader && (
          <nav className={classes.hStatic} aria-label={t('mainNavigation')}>
            <div className={`${classes.container} ${classes.bar} ${classes.hStaticBar} portal-surface`}>
              {sections ? <HorizontalMenu sections={sections} /> : <HorizontalMenuSkeleton />}
            </div>
          </nav>
        )}
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <div className={classes.container}>{frame ? null : <Outlet />}</div>
        </AppShell.Main>
        {!frame && prefs.footerType !== 'hidden' && <AppFooter position={prefs.footerType} />}
      </div>

      {overlay && (
        <Drawer.Root
          opened={drawerOpened}
          onClose={drawer.close}
          size={NAV_WIDTH + 20}
          position="left"
          zIndex={OVERLAY_Z_INDEX}
          classNames={{ content: classes.drawerContent }}
        >
          <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
          <Drawer.Content>
            {/* A plain div, not Drawer.Header's <header>: one banner landmark per page. */}
            <div className={classes.drawerHeader}>
              <Drawer.Title>
                <NavBrand />
              </Drawer.Title>
              <Drawer.CloseButton aria-label={t('closeNavigation')} />
            </div>
            <Drawer.Body className={classes.drawerBody}>
              <nav aria-label={t('mainNavigation')}>
                {sections ? <VerticalMenu sections={sections} /> : <MenuSkeleton />}
              </nav>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}

      {!frame && <SearchSpotlight />}
      {!frame && <Shortcuts sections={sections} />}
    </AppShell>
  );
}
