import type { MessageCatalogue, ScreenCatalogue, ServerTexts } from './types.js';

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

// `catalogues` (all three languages) is in catalogues.ts, so that importing a locale helper
// does not bring every language's texts along (the web app loads the one it shows).
export type { MessageCatalogue, ScreenCatalogue, ServerTexts };

/** Fills `{{name}}` placeholders; unknown names are left visible so a missing param is noticed. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
