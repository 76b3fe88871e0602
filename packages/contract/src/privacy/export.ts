import { z } from 'zod';
import { PrivacyRequestSchema } from './requests.js';

/** A finished export can be downloaded for this long, then its ZIP is deleted. */
export const PRIVACY_EXPORT_HOURS = 24;

/** A candidate's exports, newest first (staff start one; the ZIP is built in the background). */
export const SeekerExportsSchema = z.object({ data: z.array(PrivacyRequestSchema) });
export type SeekerExports = z.infer<typeof SeekerExportsSchema>;
