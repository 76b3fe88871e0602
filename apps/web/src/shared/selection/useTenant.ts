import { useSelectionStore } from './selection-store.js';

/** The account and site of a `/{account}/{site}/…` page (the route guard set them), and its paths. */
export function useTenant() {
  const accountId = useSelectionStore((s) => s.accountId) ?? 0;
  const siteId = useSelectionStore((s) => s.siteId) ?? 0;
  return { accountId, siteId, path: (rest: string) => `/${accountId}/${siteId}/${rest}` };
}
