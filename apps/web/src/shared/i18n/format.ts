import { useTranslation } from 'react-i18next';
import { formatLocaleOf } from './locale.js';

/** Dates and numbers in the user's language (`formatLocaleOf`: British English, Arabic with Latin digits). */
export function formatDate(
  value: string | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date);
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function useFormat() {
  const { i18n } = useTranslation();
  const locale = formatLocaleOf(i18n.language);
  return {
    date: (value: string | Date, options?: Intl.DateTimeFormatOptions) => formatDate(value, locale, options),
    dateTime: (value: string | Date) => formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (value: string | Date) => formatDate(value, locale, { timeStyle: 'short' }),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
  };
}
