import { DEFAULT_LOCALE, type FieldMessage, interpolate, type Locale, type ScreenCatalogue } from '@talent/contract';

// The contract's catalogue (the texts the server answers), one language at a time: the first
// screen loads only its own, as it does with the app's translations.
const loaders: Record<Locale, () => Promise<ScreenCatalogue>> = {
  en: () => import('@talent/contract/locales/en').then((m) => m.en),
  fr: () => import('@talent/contract/locales/fr').then((m) => m.fr),
  ar: () => import('@talent/contract/locales/ar').then((m) => m.ar),
};
const loaded = new Map<Locale, ScreenCatalogue>();

/** Loads a language's catalogue; `changeLanguage` awaits it before switching. */
export async function loadMessages(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await loaders[locale]());
}

/** The catalogue of a loaded language (English when that one is not loaded yet). */
export function messagesOf(locale: Locale): ScreenCatalogue {
  const catalogue = loaded.get(locale) ?? loaded.get(DEFAULT_LOCALE);
  if (!catalogue) throw new Error(`The ${locale} message catalogue is not loaded`);
  return catalogue;
}

/** A field message of the catalogue with its `{{params}}`. */
export const fieldMessageIn = (locale: Locale, rule: FieldMessage, params?: Record<string, string | number>) =>
  interpolate(messagesOf(locale).fields[rule], params);
