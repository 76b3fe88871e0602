import {
  catalogues,
  DEFAULT_LOCALE,
  type ErrorCode,
  type FieldMessage,
  interpolate,
  isLocale,
  type Locale,
} from '@talent/contract';

type Params = Record<string, string | number>;

/** Picks the best supported language from an Accept-Language header (q-values honoured). */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked.find((r) => isLocale(r.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

export const translateError = (locale: Locale, code: ErrorCode, params?: Params) =>
  interpolate(catalogues[locale].errors[code], params);

export const translateField = (locale: Locale, rule: FieldMessage, params?: Params) =>
  interpolate(catalogues[locale].fields[rule], params);
