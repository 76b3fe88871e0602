/** Rows read per query: an export never holds more than this many rows in memory. */
export const EXPORT_BATCH = 500;

export type CsvColumn<T> = [header: string, value: (row: T) => string | number | null];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe first.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A header line, then the rows as CSV, fetched in keyset-paged batches: `batch(after, limit)`
 * returns the rows after the id `after` (null: from the start) in id order.
 */
export async function* keysetCsv<T extends { id: K }, K extends number | string>(
  columns: CsvColumn<T>[],
  batch: (after: K | null, limit: number) => Promise<T[]>,
): AsyncGenerator<string> {
  yield line(columns.map(([header]) => header));
  let after: K | null = null;
  for (;;) {
    const rows = await batch(after, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => line(columns.map(([, value]) => value(r)))).join('');
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
