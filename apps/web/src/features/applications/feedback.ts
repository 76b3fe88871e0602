import type { OperationResponse } from '@talent/contract';
import { i18n } from '../../shared/i18n/i18n.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import type { BulkResult } from './api.js';

/** A stage move or tagging ("3 applications moved to Interview · 1 skipped"); status changes have their own, with Undo. */
export function showApplicationsResult(result: BulkResult, done: 'stage' | 'tagged', target = '') {
  const t = i18n.getFixedT(null, 'applications');
  const parts = [t(`done.${done}`, { count: result.updated.length, target })];
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
  undo: (token: string) => void,
) {
  const t = i18n.getFixedT(null, 'applications');
  const parts = [t('done.status', { count: result.updated.length, target })];
  if (result.emailed > 0) parts.push(t('done.emailSoon', { count: result.emailed }));
  else if (result.updated.length > 0) parts.push(t('done.noEmail'));
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
