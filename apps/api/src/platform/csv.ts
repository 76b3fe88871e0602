/** Rows read per query: an export never holds more than this many rows in memory. */
export const EXPORT_BATCH = 500;

export type CsvColumn<T> = [header: string, value: (row: T) => string | number | null];

/**
 * Where a spreadsheet may begin a formula inside one of our cells: at its start, and after any
 * separator it could split the line on (`,`, `;` in French Excel, tab) or a line break, with any
 * whitespace between (importers trim it: not only spaces but tabs, no-break and other Unicode
 * spaces, line and paragraph separators), and invisible format characters too (zero-width
 * space, word joiner, direction marks), which a reader may drop.
 */
const FORMULA_START = /(?<=(?:^|[,;\t\r\n\u0085\u2028\u2029])[\s\p{Cf}]*)[=+\-@\t\r]/gu;

/**
 * One CSV cell (RFC 4180), always quoted (quotes doubled), so no separator or line break inside it
 * splits it for a reader that follows the format. Text a spreadsheet would read as a formula gets
 * an apostrophe before each formula start (= + - @ tab CR) at its start or after a separator, so
 * a reader that splits on `;` or tab regardless still finds only inert text. Numbers are values.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(FORMULA_START, "'$&");
  return `"${text.replace(/"/g, '""')}"`;
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
