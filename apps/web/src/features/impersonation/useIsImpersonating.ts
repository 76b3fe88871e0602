import { useAuthStore } from '../../shared/auth/auth-store.js';

/**
 * Whether someone is acting as the signed-in person. Their profile, password and e-mail settings,
 * and the notices that they were acted as, are theirs alone then (SECURITY 28): screens disable
 * what the server would refuse.
 */
export const useIsImpersonating = () => useAuthStore((s) => s.parentToken !== null);
