import { DEFAULT_LOCALE, type Locale } from '@talent/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLocale } from './locale.js';

type Bundle = { default: Record<string, unknown> };
// One file per namespace and language (`locales/fr/auth.json`); a language is fetched when first used.
const loaders = import.meta.glob<Bundle>('../../locales/*/*.json');
export const NAMESPACES = [...new Set(Object.keys(loaders).map((path) => path.split('/').pop()!.replace('.json', '')))];

const loaded = new Set<Locale>();

async function loadLanguage(locale: Locale) {
  if (loaded.has(locale)) return;
  await Promise.all(
    Object.entries(loaders)
      .filter(([path]) => path.includes(`/locales/${locale}/`))
      .map(async ([path, load]) => {
        const ns = path.split('/').pop()!.replace('.json', '');
        i18n.addResourceBundle(locale, ns, (await load()).default, true, true);
      }),
  );
  loaded.add(locale);
}

export async function initI18n(locale: Locale) {
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  await loadLanguage(DEFAULT_LOCALE);
  await changeLanguage(locale);
}

/** Loads the language if needed, switches, and sets `<html lang dir>` (spec §4). */
export async function changeLanguage(locale: Locale) {
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
  applyLocale(locale);
}

export { i18n };
