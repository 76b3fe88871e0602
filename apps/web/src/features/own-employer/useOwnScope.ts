import { useSelectionStore } from '../../shared/selection/selection-store.js';
import type { OwnScope } from './api.js';

/** The selected employer as an own-employer scope; null when no employer is selected. */
export function useOwnScope(): (OwnScope & { path: (rest: string) => string }) | null {
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  const employerId = useSelectionStore((s) => s.employerId);
  if (accountId === null || siteId === null || employerId === null) return null;
  return { accountId, siteId, employerId, path: (rest) => `/${accountId}/${siteId}/${rest}` };
}
