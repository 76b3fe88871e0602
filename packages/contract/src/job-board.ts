import { z } from 'zod';
import { FLAG_REASONS } from './job-reports.js';
import { LOCALES } from './locales/index.js';
import { SiteFormAnswerValue } from './site-forms.js';

/**
 * What the public job board sends on behalf of visitors: a report that a live job is wrong, and an
 * application. Both are public and limited per client address, per e-mail and per job, and answer
 * the same whatever exists (SECURITY 26). An application waits until its address confirms the
 * mailed link; only then do the staff see it.
 */
export const PUBLIC_SUBMISSIONS_PER_WINDOW = 30;
/** Applications one e-mail address may start per window (every job of every site together). */
export const PUBLIC_APPLICATIONS_PER_EMAIL = 5;
/** Applications one job may receive per window, and reports. */
export const PUBLIC_APPLICATIONS_PER_JOB = 200;
export const PUBLIC_REPORTS_PER_JOB = 50;
/** Reports one reporter e-mail may file per window. */
export const PUBLIC_REPORTS_PER_EMAIL = 10;
/** How long the mailed confirmation link of an application works; unconfirmed ones are deleted then. */
export const APPLICATION_CONFIRM_HOURS = 48;

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
  answers: z
    .record(z.string().max(60), SiteFormAnswerValue)
    .optional()
    .describe(
      'Answers to the job’s screening questions by field key (`screening` of GET /public/jobs/{uuid}); required when it has some. Errors: `answers.<key>`.',
    ),
  privacy_notice_version: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'The version of the site’s privacy notice the applicant accepted (`privacy_notice` of GET /public/jobs/{uuid}); required, and current, when the site has one.',
    ),
});
export type ApplyToJobBody = z.input<typeof ApplyToJobBody>;

/** 202 for every accepted report: nothing about the reporter or the report comes back. */
export const PublicReportResponse = z.object({ data: z.object({ status: z.literal('received') }) });

/**
 * 202 for every accepted application, whoever the address belongs to (a new person, a candidate,
 * one who already applied, a disabled one): the address confirms it through the mailed link.
 */
export const PublicApplicationResponse = z.object({ data: z.object({ status: z.literal('pending_confirmation') }) });

/** The mailed link's token (base64url, 256 bits). */
export const ApplicationConfirmToken = z.object({ token: z.string().min(20).max(128) });

export const APPLICATION_CONFIRM_OUTCOMES = ['confirmed', 'already_applied', 'closed'] as const;
export type ApplicationConfirmOutcome = (typeof APPLICATION_CONFIRM_OUTCOMES)[number];
/** POST /portal/public/applications/confirm as JSON (a candidate site): what became of it. */
export const ApplicationConfirmResponse = z.object({
  data: z.object({ status: z.enum(APPLICATION_CONFIRM_OUTCOMES) }),
});
