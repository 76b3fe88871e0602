import { formatLocaleOf } from './locale.js';

export type DayPart = 'day' | 'month' | 'year';

/** Bidi marks Intl puts around Arabic date separators; a typed field holds plain digits. */
const MARKS = /[\u200E\u200F\u061C]/g;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const numeric = (language: string) =>
  new Intl.DateTimeFormat(formatLocaleOf(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The order of day, month and year in the language (day first in British English, French and Arabic) and its separator. */
export function dayPattern(language: string): { order: DayPart[]; separator: string } {
  const parts = numeric(language).formatToParts(new Date(Date.UTC(2026, 10, 25)));
  const order = parts.map((p) => p.type).filter((t): t is DayPart => t === 'day' || t === 'month' || t === 'year');
  const separator = parts.find((p) => p.type === 'literal')?.value.replace(MARKS, '') || '/';
  return { order, separator };
}

/** `2026-03-01` as the language writes it in digits: `01/03/2026`; '' for anything else. */
export function formatDayInput(iso: string, language: string): string {
  const match = ISO.exec(iso);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '' : numeric(language).format(date).replace(MARKS, '');
}

/** Arabic-Indic and Persian digits read as the digits they are. */
const westernDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

/**
 * A typed day read in the language's order (`1/3/2026`, `01.03.26`, `01032026`) or as ISO
 * (`2026-03-01`), whatever the separators; null when it is not a day of the calendar.
 */
export function parseDayInput(text: string, language: string): string | null {
  const typed = westernDigits(text.trim());
  const groups = typed.match(/\d+/g) ?? [];
  const { order } = dayPattern(language);
  let values: Partial<Record<DayPart, string>>;
  if (groups.length === 3 && groups[0]!.length === 4) {
    values = { year: groups[0], month: groups[1], day: groups[2] };
  } else if (groups.length === 3) {
    values = Object.fromEntries(order.map((part, i) => [part, groups[i]]));
  } else if (groups.length === 1 && (groups[0]!.length === 8 || groups[0]!.length === 6)) {
    // Digits alone: two for the day, two for the month, the rest (four or two) for the year.
    const digits = groups[0]!;
    let at = 0;
    values = {};
    for (const part of order) {
      const length = part === 'year' ? digits.length - 4 : 2;
      values[part] = digits.slice(at, at + length);
      at += length;
    }
  } else {
    return null;
  }
  const day = Number(values.day);
  const month = Number(values.month);
  let year = Number(values.year);
  if (values.year?.length === 2) year += 2000;
  else if (values.year?.length !== 4) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
