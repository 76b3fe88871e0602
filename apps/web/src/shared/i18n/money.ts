import { useTranslation } from 'react-i18next';
import { formatLocaleOf, isRtl } from './locale.js';

const NBSP = '\u00A0';
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** Digits of a currency's minor unit: 2 for GBP (pence), 0 for JPY. An unknown code counts as 2. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export const minorToMajor = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);
export const majorToMinor = (major: number, currency: string) => Math.round(major * 10 ** currencyDigits(currency));

export type MoneyOptions = {
  /** Leave out the minor unit when every amount is whole ("£32,000", not "£32,000.00"): pay. Prices keep it. */
  trimWhole?: boolean;
};

function formatter(currency: string, language: string, whole: boolean) {
  return new Intl.NumberFormat(formatLocaleOf(language), {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
}

/**
 * Intl's parts as one piece that never breaks across lines (spaces become no-break spaces). In a
 * right-to-left language the amount is isolated from the sentence around it, and a symbol with
 * Latin letters ("UK£", "US$") is isolated left to right: without that, the bidi algorithm shows
 * "£UK" after the digits.
 */
function assemble(parts: readonly { type: string; value: string }[], language: string): string {
  const rtl = isRtl(language);
  const text = parts
    .map(({ type, value }) => {
      const kept = value.replaceAll(' ', NBSP);
      return rtl && type === 'currency' && /[A-Za-z]/.test(kept) ? `${LRI}${kept}${PDI}` : kept;
    })
    .join('');
  return rtl ? `${FSI}${text}${PDI}` : text;
}

/** An amount in minor units of `currency`, written in the language's way ("£13.50", "13,50 £GB"). */
export function formatMoney(minor: number, currency: string, language: string, options: MoneyOptions = {}): string {
  const major = minorToMajor(minor, currency);
  const whole = options.trimWhole === true && Number.isInteger(major);
  return assemble(formatter(currency, language, whole).formatToParts(major), language);
}

/** Two amounts as one range ("£32,000–£36,000" or as the language writes ranges); equal ones as one amount. */
export function formatMoneyRange(
  min: number,
  max: number,
  currency: string,
  language: string,
  options: MoneyOptions = {},
): string {
  // Intl writes equal bounds as an approximation ("~£32,000").
  if (min === max) return formatMoney(min, currency, language, options);
  const [from, to] = [minorToMajor(min, currency), minorToMajor(max, currency)];
  const whole = options.trimWhole === true && Number.isInteger(from) && Number.isInteger(to);
  return assemble(formatter(currency, language, whole).formatRangeToParts(from, to), language);
}

/** Words that belong together ("per year") kept on one line. */
export const keepTogether = (text: string) => text.replaceAll(' ', NBSP);

/** `money(minor, currency)` in the current language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string, options?: MoneyOptions) =>
    formatMoney(minor, currency, i18n.language, options);
}

/** `range(min, max, currency)` in the current language. */
export function useMoneyRange() {
  const { i18n } = useTranslation();
  return (min: number, max: number, currency: string, options?: MoneyOptions) =>
    formatMoneyRange(min, max, currency, i18n.language, options);
}
