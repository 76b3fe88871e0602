import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The account, site and employer the user works in; sent as X-AF-AID/SID/EMPID. */
export type Selection = { accountId: number | null; siteId: number | null; employerId: number | null };

type SelectionState = Selection & { select(next: Selection): void };

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      accountId: null,
      siteId: null,
      employerId: null,
      select: (next) => set(next),
    }),
    {
      name: 'portal-selection',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accountId, siteId, employerId }) => ({ accountId, siteId, employerId }),
    },
  ),
);
