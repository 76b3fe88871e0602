import type { OperationResponse } from '@talent/contract';
import { i18n } from '../../shared/i18n/i18n.js';
import { type NameOf, namedRows, rowNames } from '../../shared/list/named-rows.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import type { BulkResult } from './api.js';

/** The candidates' names of the applications a change reached, for its message. */
export const seekerNames = (rows: readonly { id: string; seeker: { name: string } }[]) =>
  rowNames(
    rows,
    (a) => a.id,
    (a) => a.seeker.name,
  );

/**
 * A stage move or tagging ("3 applications moved to Interview: “A”, “B” and “C” · 1 skipped"); status
 * changes have their own, with Undo.
 */
export function showApplicationsResult(
  result: BulkResult,
  done: 'stage' | 'tagged',
  nameOf: NameOf<string>,
  target = '',
) {
  const t = i18n.getFixedT(null, 'applications');
  const parts = [t(`done.${done}`, { count: result.updated.length, target, names: namedRows(result.updated, nameOf) })];
  if (result.emailed > 0) parts.push(t('done.emailed', { count: result.emailed }));
  if (result.skipped.length > 0) parts.push(t('done.skipped', { count: result.skipped.length }));
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '));
}

/**
 * A status change's result, with "Undo" while its e-mails wait ("3 candidates will be e-mailed in a
 * few seconds"); `undo` takes the change's ticket.
 */
export function showStatusChangeResult(
  result: OperationResponse<'setApplicationsStatus'>['data'],
  target: string,
  nameOf: NameOf<string>,
  undo: (token: string) => void,
) {
  const t = i18n.getFixedT(null, 'applications');
  const parts = [t('done.status', { count: result.updated.length, target, names: namedRows(result.updated, nameOf) })];
  if (result.emailed > 0) parts.push(t('done.emailSoon', { count: result.emailed }));
  else if (result.updated.length > 0) parts.push(t('done.noEmail'));
  if (result.unsubscribed > 0) parts.push(t('done.unsubscribed', { count: result.unsubscribed }));
  if (result.skipped.length > 0) parts.push(t('done.skipped', { count: result.skipped.length }));
  const token = result.undo?.token;
  showSnackbar(
    result.updated.length > 0 ? 'success' : 'warning',
    parts.join(' · '),
    token ? { label: t('done.undo'), onClick: () => undo(token) } : undefined,
  );
}

/** "Change undone: 3 applications are back as they were; no e-mail was sent · 1 had changed since". */
export function showStatusUndone(result: OperationResponse<'undoApplicationsStatus'>['data']) {
  const t = i18n.getFixedT(null, 'applications');
  const parts = [t('done.undone', { count: result.restored.length })];
  if (result.mails_cancelled > 0) parts.push(t('done.mailsWithdrawn', { count: result.mails_cancelled }));
  if (result.skipped.length > 0) parts.push(t('done.changedSince', { count: result.skipped.length }));
  showSnackbar(result.restored.length > 0 ? 'info' : 'warning', parts.join(' · '));
}
