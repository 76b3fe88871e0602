import { z } from 'zod';
import { FLAG_REASONS } from './job-reports.js';
import { LOCALES } from './locales/index.js';

/**
 * What the public job board sends on behalf of visitors: a report that a live job is wrong, and an
 * application. Both are public, throttled per address, and reach the staff as notifications.
 */
export const PUBLIC_SUBMISSIONS_PER_WINDOW = 30;

export const PublicJobParam = z.object({ uuid: z.uuid() });

export const ReportJobBody = z.object({
  reason: z.enum(FLAG_REASONS),
  comments: z.string().trim().max(2000).optional(),
  reporter_name: z.string().trim().max(120).optional(),
  reporter_email: z.email().max(254).optional(),
});
export type ReportJobBody = z.infer<typeof ReportJobBody>;

export const ApplyToJobBody = z.object({
  first_name: z.string().trim().min(1).max(80),
  last_name: z.string().trim().min(1).max(80),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  location: z.string().trim().max(120).optional(),
  cover_letter: z.string().trim().max(10_000).optional(),
  locale: z.enum(LOCALES).default('en').describe('The language the candidate is written to in.'),
});
export type ApplyToJobBody = z.input<typeof ApplyToJobBody>;

export const PublicSubmissionResponse = z.object({
  data: z.object({ id: z.uuid().describe('The report or the application.') }),
});
