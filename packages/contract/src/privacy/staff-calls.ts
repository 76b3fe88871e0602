import { z } from 'zod';
import { one } from '../common.js';
import { PrivacyNoticeSchema } from './consent.js';

/*
 * Schemas the staff screens' calls name in the operations registry (operations/seeker-privacy.ts),
 * which holds each entry to the very schema object its route declares: the routes use these.
 */
export const PrivacyNoticeResponse = one(PrivacyNoticeSchema);
export const PrivacyNoticeVersionParam = z.object({ version: z.coerce.number().int().min(1).max(1_000_000) });
