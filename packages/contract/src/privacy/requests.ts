import { z } from 'zod';
import { ERASURE_MODES, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_ORIGINS, PRIVACY_REQUEST_STATUSES } from './enums.js';

/**
 * One erasure or export in the account's history. It never holds the candidate's personal data:
 * `seeker_name` is read live from the candidate and is null once they are erased.
 */
export const PrivacyRequestSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    origin: z.enum(PRIVACY_REQUEST_ORIGINS),
    status: z.enum(PRIVACY_REQUEST_STATUSES),
    mode: z.enum(ERASURE_MODES).nullable(),
    reason: z.string().nullable(),
    seeker_id: z.uuid(),
    seeker_name: z.string().nullable(),
    site_id: z.number().int(),
    site_name: z.string(),
    actor_name: z.string().nullable(),
    created_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
    /** Exports: the ZIP can be downloaded until then (null once gone or not ready). */
    expires_at: z.iso.datetime().nullable(),
    file_size: z.number().int().nullable(),
    /** What went or what the export holds, as counts (`applications`, `files`, …). */
    summary: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'PrivacyRequest' });
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
