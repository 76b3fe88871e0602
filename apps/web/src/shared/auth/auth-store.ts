import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Selection } from '../selection/selection-store.js';

/** The person an impersonation acts as, named in the banner even when their session cannot load. */
export type ActingAs = { name: string; email: string };

/** Where the staff session was when an impersonation began: restored on exit. */
export type StaffPlace = { path: string | null; selection: Selection | null };

/** The auth token (spec §3): kept across reloads; an impersonation keeps the parent token too. */
export type AuthState = {
  token: string | null;
  tokenType: string;
  /** The staff session an impersonation was opened from, restored on exit. */
  parentToken: string | null;
  /** Where to return after logout or after leaving an impersonation. */
  redirectPath: string | null;
  /** The account, site and employer the staff session had selected. */
  parentSelection: Selection | null;
  actingAs: ActingAs | null;
  /** Whose session the app runs as is changing: the screens are down meanwhile (not persisted). */
  switching: boolean;
  setSwitching(switching: boolean): void;
  signIn(token: string, tokenType?: string): void;
  /** Switches to an impersonation session, keeping the staff token, page and selection. */
  impersonate(token: string, actingAs: ActingAs, from: StaffPlace): void;
  /** Back to the staff token; returns where the staff session was. */
  leaveImpersonation(): StaffPlace;
  clear(): void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      token: null,
      tokenType: 'Bearer',
      parentToken: null,
      redirectPath: null,
      parentSelection: null,
      actingAs: null,
      switching: false,
      setSwitching: (switching) => set({ switching }),
      signIn: (token, tokenType = 'Bearer') => set({ token, tokenType }),
      impersonate: (token, actingAs, from) =>
        set((s) => ({
          parentToken: s.parentToken ?? s.token,
          token,
          actingAs,
          redirectPath: from.path,
          parentSelection: from.selection,
        })),
      leaveImpersonation: () => {
        const { parentToken, redirectPath, parentSelection } = get();
        if (parentToken)
          set({ token: parentToken, parentToken: null, redirectPath: null, parentSelection: null, actingAs: null });
        return { path: redirectPath, selection: parentSelection };
      },
      // Logout clears the token and the impersonation parent (spec §4).
      clear: () => set({ token: null, parentToken: null, redirectPath: null, parentSelection: null, actingAs: null }),
    }),
    {
      name: 'portal-auth',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, tokenType, parentToken, redirectPath, parentSelection, actingAs }) => ({
        token,
        tokenType,
        parentToken,
        redirectPath,
        parentSelection,
        actingAs,
      }),
    },
  ),
);
