import type { BulkJobResult } from '@talent/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { type NameOf, namedRows } from '../../../shared/list/named-rows.js';
import { type SnackbarAction, showSnackbar } from '../../../shared/ui/snackbar.js';

type Done = 'unlisted' | 'relisted' | 'expired' | 'approved' | 'rejected' | 'tagged';

/**
 * "Unlisted “Office manager”" or "Relisted 3 jobs: “A”, “B” and “C” · Skipped: 1" after a bulk action,
 * with an action to go on from there ("Next in queue").
 */
export function showJobsBulkResult(result: BulkJobResult, done: Done, nameOf: NameOf<string>, action?: SnackbarAction) {
  const t = i18n.getFixedT(null, 'jobs-list');
  const held = result.held?.length ?? 0;
  const reached = result.updated.filter((id) => !result.held?.includes(id));
  const parts = [t(`bulk.${done}`, { count: reached.length, names: namedRows(reached, nameOf) })];
  if (held > 0) parts.push(t('bulk.held', { count: held }));
  if (result.skipped.length > 0) {
    parts.push(t(done === 'tagged' ? 'bulk.tagSkipped' : 'bulk.skipped', { count: result.skipped.length }));
  }
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '), action);
}
