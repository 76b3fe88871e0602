import { i18n } from '../../shared/i18n/i18n.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import type { BulkResult } from './api.js';

/** "3 applications moved to Shortlisted · 3 candidates e-mailed · 1 skipped", as a snackbar. */
export function showApplicationsResult(result: BulkResult, done: 'status' | 'stage' | 'tagged', target = '') {
  const t = i18n.getFixedT(null, 'applications');
  const parts = [t(`done.${done}`, { count: result.updated.length, target })];
  if (result.emailed > 0) parts.push(t('done.emailed', { count: result.emailed }));
  if (result.skipped.length > 0) parts.push(t('done.skipped', { count: result.skipped.length }));
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '));
}
