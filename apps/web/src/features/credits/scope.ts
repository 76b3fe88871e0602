import { useMemo } from 'react';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import type { CreditScope } from './api.js';

/** The tenant of the credit screens (the route guard set account and site) and a path builder. */
export function useCreditScope() {
  const accountId = useSelectionStore((s) => s.accountId) ?? 0;
  const siteId = useSelectionStore((s) => s.siteId) ?? 0;
  const employerId = useSelectionStore((s) => s.employerId);
  const scope = useMemo<CreditScope>(() => ({ accountId, siteId, employerId }), [accountId, siteId, employerId]);
  return { scope, path: (rest: string) => `/${accountId}/${siteId}/${rest}` };
}
