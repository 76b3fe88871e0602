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

/** The few strings of this placeholder page; the full i18n set-up comes with the app shell. */
export const PAGE_TEXT: Record<Locale, { loading: string; settingUp: string; logo: (title: string) => string }> = {
  en: {
    loading: 'Loading…',
    settingUp: 'Your portal is being set up. Sign-in will be available soon.',
    logo: (title) => `${title} logo`,
  },
  fr: {
    loading: 'Chargement…',
    settingUp: 'Votre portail est en cours de configuration. La connexion sera bientôt disponible.',
    logo: (title) => `Logo ${title}`,
  },
  ar: {
    loading: 'جارٍ التحميل…',
    settingUp: 'يجري إعداد بوابتك. سيتوفر تسجيل الدخول قريبًا.',
    logo: (title) => `شعار ${title}`,
  },
};
