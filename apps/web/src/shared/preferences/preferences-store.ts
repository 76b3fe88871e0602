import type { Locale } from '@talent/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered' | 'soft';
export type NavigationType = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'wide';
export type FooterType = 'static' | 'sticky' | 'hidden';
export type NavbarType = 'sticky' | 'static' | 'hidden';
export type HorizontalNavType = 'sticky' | 'static';

/** The persisted section of spec §3, and nothing else. */
export type Preferences = {
  language: Locale;
  theme: ThemeMode;
  /** The scheme last resolved for `system`, used until the device preference is known. */
  colorScheme: 'light' | 'dark';
  skin: Skin;
  navigationType: NavigationType;
  contentWidth: ContentWidth;
  footerType: FooterType;
  navbarType: NavbarType;
  navbarBlur: boolean;
  verticalNavCollapsed: boolean;
  horizontalNavType: HorizontalNavType;
  /** User-chosen primary colours per scheme; empty → the brand colour. */
  lightPrimaryColor: string;
  darkPrimaryColor: string;
};

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  theme: 'light',
  colorScheme: 'light',
  skin: 'default',
  navigationType: 'vertical',
  contentWidth: 'boxed',
  footerType: 'static',
  navbarType: 'sticky',
  navbarBlur: true,
  verticalNavCollapsed: false,
  horizontalNavType: 'sticky',
  lightPrimaryColor: '',
  darkPrimaryColor: '',
};

type PreferencesState = Preferences & { set(patch: Partial<Preferences>): void; reset(): void };

const keys = Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[];

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      set: (patch) => set(patch),
      reset: () => set(DEFAULT_PREFERENCES),
    }),
    {
      name: 'portal-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => Object.fromEntries(keys.map((k) => [k, state[k]])) as Preferences,
    },
  ),
);
