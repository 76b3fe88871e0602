import type { Employer } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { type EmployerFilter, employerBatch } from './employers.repo.js';

/** Rows read per query: the export never holds more than this many employers in memory. */
export const EXPORT_BATCH = 500;

const COLUMNS: [header: string, value: (e: Employer) => string | number | null][] = [
  ['id', (e) => e.id],
  ['name', (e) => e.name],
  ['type', (e) => e.type],
  ['status', (e) => e.status],
  ['business_name', (e) => e.business_name],
  ['registration_number', (e) => e.registration_number],
  ['industry', (e) => e.industry],
  ['size', (e) => e.size],
  ['contact_name', (e) => e.contact_name],
  ['email', (e) => e.email],
  ['phone', (e) => e.phone],
  ['address', (e) => e.address],
  ['website', (e) => e.website],
  ['created_at', (e) => e.created_at],
  ['approved_at', (e) => e.approved_at],
  ['rejected_at', (e) => e.rejected_at],
  ['rejection_reason', (e) => e.rejection_reason],
];

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

/** The filtered employers of the site as CSV lines, read in keyset-paged batches (id order). */
export async function* employersCsv(q: Queryable, scope: SiteScope, filter: EmployerFilter): AsyncGenerator<string> {
  yield line(COLUMNS.map(([header]) => header));
  let after = 0;
  for (;;) {
    const batch = await employerBatch(q, scope, filter, after, EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch.map((e) => line(COLUMNS.map(([, value]) => value(e)))).join('');
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
