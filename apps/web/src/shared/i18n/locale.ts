import { DEFAULT_LOCALE, isLocale, type Locale, RTL_LOCALES } from '@talent/contract';

/** `fr-CA` → `fr`; anything the portal does not speak → English. */
export function pickLocale(language: string | undefined): Locale {
  const base = (language ?? '').toLowerCase().split('-')[0] ?? '';
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The locale dates, numbers and money are written in, per language. The portal's English is
 * British English ("colour", "e-mail"), so its dates read the British way (25/11/2026, 25 Nov 2026),
 * never 11/25/2026. Arabic keeps Latin digits, as the portal's ids, references and amounts have:
 * spelled out (`nu-latn`) so every browser agrees, whatever its CLDR version says for plain `ar`.
 */
const FORMAT_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

export const formatLocaleOf = (language: string | undefined): string => FORMAT_LOCALES[pickLocale(language)];

export const isRtl = (language: string | undefined): boolean => RTL_LOCALES.includes(pickLocale(language));
