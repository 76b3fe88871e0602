import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The auth token (spec §3): kept across reloads; an impersonation keeps the parent token too. */
export type AuthState = {
  token: string | null;
  tokenType: string;
  /** The staff session an impersonation was opened from, restored on exit. */
  parentToken: string | null;
  /** Where to return after logout or after leaving an impersonation. */
  redirectPath: string | null;
  signIn(token: string, tokenType?: string): void;
  /** Switches to an impersonation session, keeping the staff token and where they were. */
  impersonate(token: string, returnPath: string): void;
  /** Back to the staff token; returns the path to go back to. */
  leaveImpersonation(): string | null;
  clear(): void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      token: null,
      tokenType: 'Bearer',
      parentToken: null,
      redirectPath: null,
      signIn: (token, tokenType = 'Bearer') => set({ token, tokenType }),
      impersonate: (token, returnPath) =>
        set((s) => ({ parentToken: s.parentToken ?? s.token, token, redirectPath: returnPath })),
      leaveImpersonation: () => {
        const { parentToken, redirectPath } = get();
        if (parentToken) set({ token: parentToken, parentToken: null, redirectPath: null });
        return redirectPath;
      },
      // Logout clears the token and the impersonation parent (spec §4).
      clear: () => set({ token: null, parentToken: null, redirectPath: null }),
    }),
    {
      name: 'portal-auth',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, tokenType, parentToken, redirectPath }) => ({
        token,
        tokenType,
        parentToken,
        redirectPath,
      }),
    },
  ),
);
