import type { Locale } from '@talent/contract';
import { usePreferences } from '../preferences/preferences-store.js';
import { changeLanguage } from './i18n.js';

/** Each language named in itself, so a reader finds their own whatever the current language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Locale[];

/** Switches the language (and with it `<html lang dir>`) and remembers the choice (spec §1, §4). */
export async function switchLanguage(locale: Locale) {
  usePreferences.getState().set({ language: locale });
  await changeLanguage(locale);
}
