import type { Me } from '@talent/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type Selection, useSelectionStore } from '../selection/selection-store.js';
import { sessionKeys } from './me-query.js';
import { resolveSelection } from './selection.js';

const sameSelection = (a: Selection, b: Selection) =>
  a.accountId === b.accountId && a.siteId === b.siteId && a.employerId === b.employerId;

/**
 * Makes `next` the selection. When it changes, nothing cached for the previous tenant context
 * may show: every query but the session's is dropped. Answers whether it changed.
 */
export function applySelection(queryClient: QueryClient, next: Selection): boolean {
  const store = useSelectionStore.getState();
  if (sameSelection(store, next)) return false;
  store.select(next);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.me[0] });
  return true;
}

/**
 * Spec §2's rule, applied to whatever is stored now: the selection in use if the user can reach
 * it, else their first. Run on every load of the signed-in app and whenever the user's grants
 * change, so a selection no one can act in is never sent.
 */
export const correctSelection = (queryClient: QueryClient, me: Me): boolean =>
  applySelection(queryClient, resolveSelection(me, useSelectionStore.getState()));
