import { z } from 'zod';
import { LOCALES } from './locales/index.js';
import { PublicPrivacyNoticeSchema } from './privacy/consent.js';
import { PublicSiteFormSchema, SiteFormAnswerValue, SiteFormStoredAnswerSchema } from './site-forms.js';

/**
 * Screening questions (issue 21): a job may ask the questions of one of its site's published forms
 * whose handler is `job_application`. The public apply endpoint takes the answers; knockout rules
 * (never shown to applicants) move a failing application to a chosen status when it is confirmed.
 */

/** A form the job form offers in its "Questions" section (GET /v1/site/job-options). */
export const ScreeningFormOptionSchema = z
  .object({ uuid: z.uuid(), name: z.string(), version: z.number().int() })
  .meta({ id: 'ScreeningFormOption' });
export type ScreeningFormOption = z.infer<typeof ScreeningFormOptionSchema>;

/** The rule an answer broke, as staff see it on the application. */
export const ScreeningKnockoutSchema = z
  .object({
    key: z.string().describe('The question that knocked the application out.'),
    label: z.string().describe('The question as the applicant read it.'),
    answer: SiteFormAnswerValue,
    rule: z.object({
      expected: z.union([z.string(), z.boolean(), z.array(z.string())]).optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      pattern: z.string().optional(),
    }),
    // A status of APPLICATION_STATUSES (applications.ts imports this file, so not referenced here).
    to_status: z.string().describe('The application status it moved the application to.'),
  })
  .meta({ id: 'ScreeningKnockout' });
export type ScreeningKnockout = z.infer<typeof ScreeningKnockoutSchema>;

/** An application's screening answers: the version asked, each answer with its label, and any knockout. */
export const ApplicationScreeningSchema = z
  .object({
    form: z.object({ uuid: z.uuid(), name: z.string() }),
    version: z.number().int(),
    locale: z.string(),
    submitted_at: z.iso.datetime(),
    answers: z.record(z.string(), SiteFormStoredAnswerSchema),
    knocked_out: ScreeningKnockoutSchema.nullable().describe('Null when every answer passed.'),
  })
  .meta({ id: 'ApplicationScreening' });
export type ApplicationScreening = z.infer<typeof ApplicationScreeningSchema>;

/** GET /public/jobs/{uuid}: what a job board needs to show a live job's application form. */
export const PublicJobSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    employer: z.string(),
    site: z.string(),
    screening: PublicSiteFormSchema.nullable().describe(
      'The questions to ask (published version, in the requested language, knockout rules left out); `answers` of the application answer them. Null: none.',
    ),
    privacy_notice: PublicPrivacyNoticeSchema.nullable().describe(
      'The site’s privacy notice to accept before applying (its `version` goes in `privacy_notice_version`). Null: the site has none.',
    ),
  })
  .meta({ id: 'PublicJob' });
export const PublicJobResponse = z.object({ data: PublicJobSchema });
export const PublicJobQuery = z.object({ locale: z.enum(LOCALES).optional() });
