import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RTL_LOCALES } from '@talent/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandingContext } from '../shared/branding/BrandingContext.js';
import { useBrandingStore } from '../shared/branding/branding-store.js';
import { usePreferences } from '../shared/preferences/preferences-store.js';
import { createPortalTheme, skinResolver } from '../shared/theme/theme.js';
import { Snackbars } from '../shared/ui/Snackbars.js';

/** Keeps Mantine's direction (drawers, menus, transitions) in step with the language. */
function DirectionSync({ rtl }: { rtl: boolean }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(rtl ? 'rtl' : 'ltr'), [rtl, setDirection]);
  return null;
}

/** Providers of every page, guest or signed in: brand, direction, theme (brand + preferences), snackbar. */
export function App({ children }: { children: ReactNode }) {
  // From the store, so a save in the brand editor re-themes the open app.
  const branding = useBrandingStore((s) => s.branding);
  const prefs = usePreferences();
  // Re-rendered when the language changes, so the theme's "Close" labels follow it.
  const { t } = useTranslation();
  const deviceDark = useMediaQuery('(prefers-color-scheme: dark)', prefs.colorScheme === 'dark');
  const rtl = RTL_LOCALES.includes(prefs.language);
  const scheme = prefs.theme === 'system' ? (deviceDark ? 'dark' : 'light') : prefs.theme;

  useEffect(() => {
    // "System" remembers what it last resolved to (spec §1: the stored colour scheme).
    if (prefs.theme === 'system' && prefs.colorScheme !== scheme) prefs.set({ colorScheme: scheme });
    document.documentElement.dataset.skin = prefs.skin;
  }, [prefs, scheme]);

  const theme = useMemo(
    () =>
      createPortalTheme({
        brandColor: branding.branding.colors.primary_color,
        userColor: scheme === 'dark' ? prefs.darkPrimaryColor : prefs.lightPrimaryColor,
        closeLabel: t('close'),
      }),
    [branding, scheme, prefs.darkPrimaryColor, prefs.lightPrimaryColor, t],
  );

  return (
    <BrandingContext.Provider value={branding}>
      <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
        <DirectionSync rtl={rtl} />
        <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={skinResolver(prefs.skin)}>
          <Snackbars />
          {children}
        </MantineProvider>
      </DirectionProvider>
    </BrandingContext.Provider>
  );
}
