// No zod here: the dashboard reads these, and zod would weigh on it (its schemas are in dashboard.ts).

/**
 * The first steps of a new account, in the order the owner's checklist shows them: its brand, a
 * host serving it, a first employer, a first published job, a first paid credit purchase and an
 * account-wide sign-in rule. Each is read from the data, so it ticks itself once done.
 */
export const ONBOARDING_ITEMS = ['brand', 'host', 'employer', 'job', 'payment', 'security'] as const;
export type OnboardingItemKey = (typeof ONBOARDING_ITEMS)[number];
