import { z } from 'zod';
import { one, PaginationQuery, page } from '../common.js';
import { ERASURE_SCHEDULE_REASONS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_ORIGINS } from './enums.js';
import { PrivacyRequestSchema } from './requests.js';
import { PrivacySettingsSchema, RetentionLimitsSchema } from './rules.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The account's rule as the Privacy page edits it, with the platform's bounds it must keep to. */
export const PrivacySettingsViewSchema = PrivacySettingsSchema.extend({
  limits: RetentionLimitsSchema,
  /** Null until the account saves its own rule (the defaults apply, rule off). */
  updated_at: z.iso.datetime().nullable(),
}).meta({ id: 'PrivacySettingsView' });
export type PrivacySettingsView = z.infer<typeof PrivacySettingsViewSchema>;
export const PrivacySettingsResponse = one(PrivacySettingsViewSchema);

/** One site of the account with its own retention period (null: the account's). */
export const SitePrivacyRowSchema = z
  .object({
    site_id: z.number().int(),
    site_name: z.string(),
    retention_months: z.number().int().nullable(),
  })
  .meta({ id: 'SitePrivacyRow' });
export type SitePrivacyRow = z.infer<typeof SitePrivacyRowSchema>;
export const SitePrivacyListResponse = z.object({ data: z.array(SitePrivacyRowSchema) });
export const SitePrivacyResponse = one(SitePrivacyRowSchema);

export const SaveSitePrivacyBodySchema = z.object({
  retention_months: z.number().int().min(1).max(240).nullable(),
});
export type SaveSitePrivacyBody = z.infer<typeof SaveSitePrivacyBodySchema>;

export const RetentionLimitsResponse = one(RetentionLimitsSchema);

/** A candidate the retention sweep marked, erased at `due_at` unless they keep their data. */
export const PendingErasureSchema = z
  .object({
    seeker_id: z.uuid(),
    name: z.string(),
    email: z.string(),
    site_id: z.number().int(),
    site_name: z.string(),
    reason: z.enum(ERASURE_SCHEDULE_REASONS),
    marked_at: z.iso.datetime(),
    due_at: z.iso.datetime(),
    /** Null while the notice waits in the outbox or could not be sent. */
    notice_sent_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PendingErasure' });
export type PendingErasure = z.infer<typeof PendingErasureSchema>;

export const PendingErasureQuery = PaginationQuery.omit({ q: true }).extend({ site_id: id.optional() });
export type PendingErasureQuery = z.infer<typeof PendingErasureQuery>;
export const PendingErasureListResponse = page(PendingErasureSchema);

export const PrivacyRequestListQuery = PaginationQuery.omit({ q: true }).extend({
  kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
  origin: z.enum(PRIVACY_REQUEST_ORIGINS).optional(),
});
export type PrivacyRequestListQuery = z.infer<typeof PrivacyRequestListQuery>;
export const PrivacyRequestListResponse = page(PrivacyRequestSchema);

/** The Privacy page's figures: what waits, what was done in 30 days, the suppression list's size. */
export const PrivacySummarySchema = z
  .object({
    pending: z.number().int(),
    erased_30d: z.number().int(),
    exported_30d: z.number().int(),
    /** Erased addresses kept as digests so imports and alerts do not bring them back. */
    suppressed: z.number().int(),
    retention: z.object({
      enabled: z.boolean(),
      months: z.number().int(),
      grace_days: z.number().int(),
    }),
  })
  .meta({ id: 'PrivacySummary' });
export type PrivacySummary = z.infer<typeof PrivacySummarySchema>;
export const PrivacySummaryResponse = one(PrivacySummarySchema);
