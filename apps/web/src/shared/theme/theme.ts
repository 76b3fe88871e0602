import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { isHexColor } from '@talent/contract';
import type { Skin } from '../preferences/preferences-store.js';
import { paletteFrom, readableShade, readableShadeOnDark } from './palette.js';

/** Spec §9: the theme's own primary, used when neither the brand nor the user picked one. */
export const THEME_PRIMARY = '#7367F0';

const pick = (...colors: (string | undefined)[]) => colors.find((c) => c && isHexColor(c)) ?? THEME_PRIMARY;

/**
 * Mantine's red with the filled shade (6) darkened to #c92a2a: white on it reads at 5.4:1, where
 * the default #fa5252 gives 3.6:1 (danger buttons failed axe).
 */
export const READABLE_RED: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1a1a',
];

/**
 * The spec's web font, self-hosted (fonts.css): Inter for Latin text, its metric-matched fallback
 * while it loads, Noto Sans Arabic for Arabic, then the system's fonts.
 */
export const FONT_FAMILY =
  '"Inter Variable", "Inter Fallback", "Noto Sans Arabic Variable", system-ui, -apple-system, "Segoe UI", "Noto Sans Arabic", sans-serif';

/** A Mantine theme whose primary palette comes from the brand (or the user's choice), kept readable. */
export function createPortalTheme(options: {
  brandColor: string;
  userColor: string;
  /** "Close" in the user's language, for every modal, drawer and snackbar close button. */
  closeLabel: string;
}): MantineThemeOverride {
  const palette = paletteFrom(pick(options.userColor, options.brandColor));
  const shade = readableShade(palette) as 5 | 6 | 7 | 8 | 9;
  const closeButtonProps = { 'aria-label': options.closeLabel };
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: palette, red: READABLE_RED },
    // Plain objects rather than `Modal.extend(…)`, which would put the modal, drawer and
    // notification code in every first screen, guest pages included.
    components: {
      Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
      Notification: {
        defaultProps: { closeButtonProps } satisfies Partial<NotificationProps>,
        // Mantine dims the message under a title below WCAG contrast on white; keep it body colour.
        styles: { description: { color: 'var(--mantine-color-text)' } },
      },
    },
    primaryShade: { light: shade, dark: shade },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Modals, drawers and menus open without sliding or fading for people who ask their system to
    // reduce motion (WCAG 2.3.3).
    respectReducedMotion: true,
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
  });
}

/** Skins change background and surface colours (spec §1). */
export const SKINS: Record<Skin, { light: [string, string]; dark: [string, string] }> = {
  default: { light: ['#f4f5fa', '#ffffff'], dark: ['#1a1b26', '#25273a'] },
  bordered: { light: ['#ffffff', '#ffffff'], dark: ['#1f2030', '#1f2030'] },
  soft: { light: ['#eef1f8', '#f9fafc'], dark: ['#141520', '#1e2030'] },
};

const darkAccent = (palette: MantineColorsTuple | undefined, background: string) =>
  palette ? palette[readableShadeOnDark(palette, background)]! : DIMMED.dark;

export const DIMMED = { light: '#5c636a', dark: '#a9adb5' };
/** Field errors: Mantine's default red is about 3.6:1 on white; these keep 4.5:1 on every skin. */
export const ERROR_TEXT = { light: '#c92a2a', dark: '#ff8787' };

export const skinResolver =
  (skin: Skin): CSSVariablesResolver =>
  (theme) => ({
    variables: {},
    // Mantine's default dimmed grey is about 3.3:1; these keep secondary text at 4.5:1 or more on every skin.
    light: {
      '--portal-body': SKINS[skin].light[0],
      '--portal-surface': SKINS[skin].light[1],
      '--mantine-color-dimmed': DIMMED.light,
      '--mantine-color-error': ERROR_TEXT.light,
      '--portal-focus-ring': 'var(--mantine-primary-color-filled)',
    },
    dark: {
      '--portal-body': SKINS[skin].dark[0],
      '--portal-surface': SKINS[skin].dark[1],
      '--mantine-color-dimmed': DIMMED.dark,
      '--mantine-color-error': ERROR_TEXT.dark,
      // Brand links and light variants must read on the skin's surfaces (the lighter of its dark greys).
      '--mantine-color-anchor': darkAccent(theme.colors.brand, SKINS[skin].dark[1]),
      '--mantine-primary-color-light-color': darkAccent(theme.colors.brand, SKINS[skin].dark[1]),
      // The focus ring (styles.css): the filled shade of a dark brand is too faint on dark surfaces (WCAG 1.4.11).
      '--portal-focus-ring': darkAccent(theme.colors.brand, SKINS[skin].dark[1]),
    },
  });
