import { DEFAULT_LOCALE, type Locale } from '@talent/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLocale } from './locale.js';
import { loadMessages } from './messages.js';

type Bundle = { default: Record<string, unknown> };
// One file per namespace and language (`locales/fr/auth.json`), each fetched when first needed.
const loaders = import.meta.glob<Bundle>('../../locales/*/*.json');
const namespaceOf = (path: string) => path.split('/').pop()!.replace('.json', '');
export const NAMESPACES = [...new Set(Object.keys(loaders).map(namespaceOf))];

/** The words of the shell and of the guest pages: all a first screen needs before the app loads. */
export const BOOT_NAMESPACES = ['common', 'layout', 'auth'];

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      done(new Error(`No ${language} translations for ${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => done(null, bundle.default),
      (error: Error) => done(error, false),
    );
  },
};

/**
 * The language and the given namespaces; English, the fallback, comes along for a missing key.
 * Other namespaces load with `loadNamespaces`, and a language switch reloads every loaded one.
 */
export async function initI18n(locale: Locale, namespaces: readonly string[] = BOOT_NAMESPACES) {
  await Promise.all([
    loadMessages(locale),
    i18n
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        ns: [...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
      }),
  ]);
  applyLocale(locale);
}

/** Loads namespaces (in the current language and the fallback) that are not loaded yet. */
export const loadNamespaces = (namespaces: readonly string[]) => i18n.loadNamespaces([...namespaces]);

/** Loads the language if needed, switches, and sets `<html lang dir>` (spec §4). */
export async function changeLanguage(locale: Locale) {
  await loadMessages(locale);
  await i18n.changeLanguage(locale);
  applyLocale(locale);
}

export { i18n };
