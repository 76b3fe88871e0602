import { z } from 'zod';
import { one } from '../common.js';
import { ERASURE_MODES } from './enums.js';

export const ERASURE_REASON_MAX = 500;

/**
 * What erasing a candidate removes, shown in the confirmation before it is done: the candidate
 * named, and how many of each kind of thing goes. `mode` is the account's (anonymise unless it
 * chose hard delete).
 */
export const ErasurePreviewSchema = z
  .object({
    seeker_id: z.uuid(),
    name: z.string(),
    email: z.string(),
    mode: z.enum(ERASURE_MODES),
    applications: z.number().int(),
    files: z.number().int(),
    notes: z.number().int(),
    answers: z.number().int(),
    emails: z.number().int(),
    consents: z.number().int(),
  })
  .meta({ id: 'ErasurePreview' });
export type ErasurePreview = z.infer<typeof ErasurePreviewSchema>;

/** Staff erase a candidate: the reason is required and kept in the audit log (never the data). */
export const EraseSeekerBodySchema = z.object({
  reason: z.string().trim().min(1).max(ERASURE_REASON_MAX),
});
export type EraseSeekerBody = z.infer<typeof EraseSeekerBodySchema>;

export const ErasureResultSchema = z
  .object({
    request_id: z.uuid(),
    mode: z.enum(ERASURE_MODES),
    summary: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'ErasureResult' });
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** The routes' answers, in the API's `{ data }` envelope. */
export const ErasurePreviewResponse = one(ErasurePreviewSchema);
export const ErasureResultResponse = one(ErasureResultSchema);
