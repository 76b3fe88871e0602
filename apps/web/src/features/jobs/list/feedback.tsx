import type { BulkJobResult } from '@talent/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { type SnackbarAction, showSnackbar } from '../../../shared/ui/snackbar.js';

type Done = 'unlisted' | 'relisted' | 'expired' | 'approved' | 'rejected' | 'tagged';

/** "Unlisted: 2 · Skipped: 1" after a bulk action, with an action to go on from there ("Next in queue"). */
export function showJobsBulkResult(result: BulkJobResult, done: Done, action?: SnackbarAction) {
  const t = i18n.getFixedT(null, 'jobs-list');
  const held = result.held?.length ?? 0;
  const parts = [t(`bulk.${done}`, { count: result.updated.length - held })];
  if (held > 0) parts.push(t('bulk.held', { count: held }));
  if (result.skipped.length > 0) {
    parts.push(t(done === 'tagged' ? 'bulk.tagSkipped' : 'bulk.skipped', { count: result.skipped.length }));
  }
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '), action);
}
