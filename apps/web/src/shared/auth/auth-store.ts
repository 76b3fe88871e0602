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
  clear(): void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      tokenType: 'Bearer',
      parentToken: null,
      redirectPath: null,
      signIn: (token, tokenType = 'Bearer') => set({ token, tokenType }),
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
