/**
 * What an audit row about an erased candidate keeps of its `data`: ids, statuses and kinds, the
 * facts reports and the history need. Everything else (names, addresses, subjects of mails, tags,
 * file names, reasons typed about the person) goes; `erased: true` says why the row is short.
 */
const KEPT_KEYS = new Set([
  'status',
  'from',
  'to',
  'stage',
  'template',
  'mode',
  'origin',
  'type',
  'bytes',
  'version',
  'notice_version',
  'source',
  'count',
]);

const isFact = (value: unknown) =>
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  value === null ||
  (typeof value === 'string' && value.length <= 64 && !value.includes('@'));

export function scrubAuditData(data: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.entries(data).filter(
    ([key, value]) => (KEPT_KEYS.has(key) || key === 'id' || key.endsWith('_id')) && isFact(value),
  );
  return { ...Object.fromEntries(kept), erased: true };
}
