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
