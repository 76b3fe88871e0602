import { z } from 'zod';
import { PrivacyRequestSchema } from './requests.js';

/** A finished export can be downloaded for this long, then its ZIP is deleted. */
export const PRIVACY_EXPORT_HOURS = 24;

/** A candidate's exports, newest first (staff start one; the ZIP is built in the background). */
export const SeekerExportsSchema = z.object({ data: z.array(PrivacyRequestSchema) });
export type SeekerExports = z.infer<typeof SeekerExportsSchema>;

/** POST /v1/seekers/{uuid}/exports: the export just started (202), still pending. */
export const PrivacyExportResponse = z.object({ data: PrivacyRequestSchema });
export type PrivacyExportResponse = z.infer<typeof PrivacyExportResponse>;

/** GET /v1/privacy/exports/{request}/file: one export of the selected site. */
export const PrivacyExportParam = z.object({ request: z.uuid() });

/**
 * GET /public/privacy/download: the signed link mailed to the candidate. Anything wrong with it
 * (missing, tampered, expired) is answered with a page, never a JSON error: a person opens it.
 * `lang` is the page's language when the link cannot be read (the mail's language).
 */
export const PrivacyDownloadQuery = z.object({
  token: z.string().max(4096).optional(),
  lang: z.string().max(8).optional(),
});
