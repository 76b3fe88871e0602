import { z } from 'zod';

/** The platform's bounds on an account's retention period, in months (platform staff set them). */
export const RetentionLimitsSchema = z.object({
  min_months: z.number().int().min(1).max(240),
  max_months: z.number().int().min(1).max(240),
});
export type RetentionLimits = z.infer<typeof RetentionLimitsSchema>;

export const SaveRetentionLimitsBodySchema = RetentionLimitsSchema.refine((v) => v.min_months <= v.max_months, {
  path: ['max_months'],
  message: 'retention_limits_order',
  // The catalogue message a form and the API both show (fieldProblemOf reads `rule`).
  params: { rule: 'retention_limits_order' },
});
export type SaveRetentionLimitsBody = z.infer<typeof SaveRetentionLimitsBodySchema>;

/** Until an account sets its own rule: off, with these values offered. */
export const DEFAULT_RETENTION_MONTHS = 24;
export const DEFAULT_GRACE_DAYS = 14;
export const DEFAULT_RETENTION_LIMITS: RetentionLimits = { min_months: 6, max_months: 60 };

/**
 * An account's retention rule: candidates whose applications are all closed (rejected, withdrawn,
 * hired) and who have had no activity for `retention_months` are mailed a notice and erased
 * `grace_days` later unless they keep their data or become active again.
 */
export const PrivacySettingsSchema = z.object({
  retention_enabled: z.boolean(),
  retention_months: z.number().int().min(1).max(240),
  grace_days: z.number().int().min(1).max(90),
  /** Sites may set their own period (within the platform's bounds). */
  site_override_allowed: z.boolean(),
  /** Erasure deletes the candidate's rows too, instead of anonymising them. */
  hard_delete: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

export const SavePrivacySettingsBodySchema = PrivacySettingsSchema;
export type SavePrivacySettingsBody = z.infer<typeof SavePrivacySettingsBodySchema>;

/** A site's own retention period (null: the account's). */
export const SitePrivacyOverrideSchema = z.object({
  site_id: z.number().int(),
  retention_months: z.number().int().min(1).max(240).nullable(),
});
export type SitePrivacyOverride = z.infer<typeof SitePrivacyOverrideSchema>;
