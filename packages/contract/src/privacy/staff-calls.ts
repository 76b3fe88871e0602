import { z } from 'zod';
import { one } from '../common.js';
import { PrivacyNoticeSchema } from './consent.js';
import { PrivacyRequestSchema } from './requests.js';

// Placeholders until the export and notice routes land (their owners may name these differently).
export const PrivacyRequestResponse = one(PrivacyRequestSchema);
export const PrivacyExportIdParam = z.object({ id: z.uuid() });
export const PrivacyNoticeResponse = one(PrivacyNoticeSchema);
export const PrivacyNoticeVersionParam = z.object({ version: z.coerce.number().int().positive() });
