/** Why a visitor reports a job; also why moderation unlisted one (the reports it acted on). */
export const FLAG_REASONS = ['spam', 'scam', 'discriminatory', 'inaccurate', 'expired', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
