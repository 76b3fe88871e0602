import type { Locale } from '@talent/contract';
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

type Tree = { [key: string]: string | Tree };

/**
 * Gives every plural form the language has (Arabic: zero, one, two, few, many, other) to each
 * plural key, taking the `_other` text where a form is not written. Without it a missing form
 * would show the key; the app loads no other language to fall back on.
 */
export function withAllPluralForms(language: string, tree: Tree): Tree {
  return fillPlurals(new Intl.PluralRules(language).resolvedOptions().pluralCategories, tree);
}

function fillPlurals(forms: readonly string[], tree: Tree): Tree {
  const filled: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    filled[key] = typeof value === 'string' ? value : fillPlurals(forms, value);
    const base = key.endsWith('_other') && typeof value === 'string' ? key.slice(0, -'_other'.length) : null;
    if (base !== null) for (const form of forms) if (!(`${base}_${form}` in tree)) filled[`${base}_${form}`] = value;
  }
  return filled;
}

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
      (bundle) => done(null, withAllPluralForms(language, bundle.default as Tree)),
      (error: Error) => done(error, false),
    );
  },
};

/**
 * The language and the given namespaces, and nothing of another language: every key exists in
 * every language (locales.test.ts) and plural forms are completed. Other namespaces load with
 * `loadNamespaces`, and a language switch loads every loaded one in the new language.
 */
export async function initI18n(locale: Locale, namespaces: readonly string[] = BOOT_NAMESPACES) {
  await Promise.all([
    loadMessages(locale),
    i18n
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: false,
        ns: [...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
      }),
  ]);
  applyLocale(locale);
}

/** Loads namespaces (in the current language) that are not loaded yet. */
export const loadNamespaces = (namespaces: readonly string[]) => i18n.loadNamespaces([...namespaces]);

/** Loads the language if needed, switches, and sets `<html lang dir>` (spec §4). */
export async function changeLanguage(locale: Locale) {
  await loadMessages(locale);
  await i18n.changeLanguage(locale);
  applyLocale(locale);
}

export { i18n };
