import { i18n } from '../i18n/i18n.js';
import { formatLocaleOf, isRtl } from '../i18n/locale.js';

/** How many rows a bulk action's message names before "and N more". */
export const NAMED_ROWS_MAX = 3;

/** A row's name by its id, from the rows the user chose (`rowNames(chosen, …)`). */
export type NameOf<Id> = (id: Id) => string | undefined;

export function rowNames<Row, Id>(
  rows: readonly Row[],
  idOf: (row: Row) => Id,
  nameOf: (row: Row) => string,
): NameOf<Id> {
  const names = new Map(rows.map((row) => [idOf(row), nameOf(row)] as const));
  return (id) => names.get(id);
}

/**
 * The rows a bulk action reached, for its message ("Rejected 5 employers: “A”, “B”, “C” and 2
 * more"): up to three names, quoted the language's way and joined by its list rule (Intl), then how
 * many more. In Arabic each name is isolated, so a Latin name keeps its order inside the sentence.
 */
export function namedRows<Id>(ids: readonly Id[], nameOf: NameOf<Id>, max = NAMED_ROWS_MAX): string {
  const t = i18n.getFixedT(null, 'common');
  const rtl = isRtl(i18n.language);
  const known = ids.map(nameOf).filter((name): name is string => Boolean(name));
  const shown = known.slice(0, max).map((name) => t('list.quoted', { name: rtl ? `\u2068${name}\u2069` : name }));
  const more = ids.length - shown.length;
  const items = more > 0 ? [...shown, t('list.moreRows', { count: more })] : shown;
  return new Intl.ListFormat(formatLocaleOf(i18n.language), { type: 'conjunction' }).format(items);
}
