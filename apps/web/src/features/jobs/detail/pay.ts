import { formatNumber } from '../../../shared/i18n/format.js';

export type PayParts =
  | { kind: 'range'; min: string; max: string }
  | { kind: 'exact'; value: string }
  | { kind: 'from'; value: string }
  | { kind: 'upTo'; value: string };

/**
 * A job's pay (minor units of `currency`) as formatted amounts: whole amounts drop the pence
 * ("£32,000"), others keep them ("£13.50"); null when there is no pay to show.
 */
export function payParts(
  min: number | null,
  max: number | null,
  currency: string | null,
  locale: string,
): PayParts | null {
  if (!currency || (min === null && max === null)) return null;
  const whole = [min, max].every((v) => v === null || v % 100 === 0);
  const money = (minor: number) =>
    formatNumber(minor / 100, locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
  if (min !== null && max !== null) {
    return min === max ? { kind: 'exact', value: money(min) } : { kind: 'range', min: money(min), max: money(max) };
  }
  return min !== null ? { kind: 'from', value: money(min) } : { kind: 'upTo', value: money(max as number) };
}

/** An ISO day (`2026-03-01`) in the user's language, read as that calendar day wherever the user is. */
export function formatDay(day: string, locale: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Bar widths of a rating distribution (counts of 1…5 stars), as percentages of all ratings. */
export function distributionPercents(distribution: readonly number[]) {
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return distribution.map((n) => (total === 0 ? 0 : Math.round((n / total) * 100)));
}
