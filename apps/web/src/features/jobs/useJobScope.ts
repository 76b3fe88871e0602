import { useSelectionStore } from '../../shared/selection/selection-store.js';
import type { JobScope } from './api.js';

/** The selected account, site and (for an employer user) employer, plus a path builder for the site. */
export function useJobScope(): { scope: JobScope; path: (rest: string) => string } {
  const accountId = useSelectionStore((s) => s.accountId) ?? 0;
  const siteId = useSelectionStore((s) => s.siteId) ?? 0;
  const employerId = useSelectionStore((s) => s.employerId);
  return { scope: { accountId, siteId, employerId }, path: (rest) => `/${accountId}/${siteId}/${rest}` };
}
