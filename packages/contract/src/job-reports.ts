import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';
import { FLAG_REASONS } from './flag-reasons.js';
import { JOB_STATUSES } from './jobs.js';
import { UndoTicketSchema } from './undo.js';

export { FLAG_REASONS, type FlagReason } from './flag-reasons.js';

const JobRef = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  employer: z.object({ id: z.number().int(), name: z.string() }),
});

/** A job with open reports, as the triage list shows it. */
export const FlaggedJobSchema = z
  .object({
    job: JobRef,
    open_reports: z.number().int(),
    reasons: z.array(z.enum(FLAG_REASONS)).describe('Distinct reasons among the open reports, most frequent first.'),
    first_reported_at: z.iso.datetime(),
    last_reported_at: z.iso.datetime(),
  })
  .meta({ id: 'FlaggedJob' });
export type FlaggedJob = z.infer<typeof FlaggedJobSchema>;
export const FlaggedJobListQuery = PaginationQuery.extend({
  sort: z.enum(['-last_reported_at', '-open_reports']).default('-open_reports'),
});
export const FlaggedJobListResponse = page(FlaggedJobSchema);

export const JobFlagSchema = z
  .object({
    id: z.uuid(),
    reason: z.enum(FLAG_REASONS),
    comments: z.string().nullable(),
    reporter_name: z.string().nullable(),
    reporter_email: z.string().nullable(),
    created_at: z.iso.datetime(),
    resolution: z.enum(['dismissed', 'unlisted']).nullable(),
    resolved_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'JobFlag' });
export type JobFlag = z.infer<typeof JobFlagSchema>;
export const FlaggedJobDetailSchema = z
  .object({ job: JobRef, reports: z.array(JobFlagSchema) })
  .meta({ id: 'FlaggedJobDetail' });
export const FlaggedJobDetailResponse = one(FlaggedJobDetailSchema);

export const UNLIST_NOTE_MAX = 500;

/**
 * POST /v1/site/flagged-jobs/{uuid}/resolve: dismiss the open reports, or unlist the job (which
 * closes them too). A job unlisted this way can only be relisted by site staff; `note` tells its
 * employer why. Either way the note is kept in the job's activity.
 */
export const ResolveFlagsBody = z.object({
  action: z.enum(['dismiss', 'unlist']),
  note: z
    .string()
    .trim()
    .max(UNLIST_NOTE_MAX)
    .optional()
    .describe('Kept in the job’s activity; when unlisting also shown to the employer with the reports’ reasons.'),
});
export const ResolveFlagsResponse = one(
  z.object({
    resolved: z.number().int(),
    job_status: z.enum(JOB_STATUSES),
    undo: UndoTicketSchema.nullable().describe('A dismissal can be taken back for a few seconds; null otherwise.'),
  }),
);
/** POST /v1/site/flagged-jobs/undo: the dismissed reports are open again. */
export const UndoDismissResponse = one(z.object({ job_id: z.uuid(), reopened: z.number().int() }));

/**
 * A rating counts once its address confirms the mailed link (valid this long), or at once from an
 * address that applied to the job. Every rating sent is counted against these daily limits first
 * (429 past them), alike for applicants and strangers, so the answer tells nobody who applied.
 */
export const JOB_FEEDBACK_CONFIRM_HOURS = 48;
export const JOB_FEEDBACK_PER_EMAIL_PER_DAY = 3;
export const JOB_FEEDBACK_PER_JOB_PER_DAY = 50;
/** `/public/job-feedback/confirm`: the signed token of a rating's mailed link. */
export const JobFeedbackConfirmToken = z.object({ token: z.string().max(4096).default('') });

export const JobFeedbackSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    recommend: z.boolean().nullable().describe('Null when the feedback form did not ask.'),
    additional_feedback: z.string().nullable(),
    author_name: z.string().nullable(),
    hidden: z.boolean().describe('Hidden by moderation: left out of the average and of public answers.'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'JobFeedback' });
export type JobFeedback = z.infer<typeof JobFeedbackSchema>;
export const JobFeedbackListResponse = page(JobFeedbackSchema);
export const JobFeedbackQuery = PaginationQuery.omit({ q: true });
/** `/site/job-feedbacks/{uuid}/entries/{id}/hide|unhide`: one feedback of a job. */
export const JobFeedbackEntryParam = z.object({ uuid: z.uuid(), id: z.uuid() });
export const JobFeedbackResponse = one(JobFeedbackSchema);

export const AverageRatingSchema = z
  .object({
    average: z.number().nullable().describe('Mean rating, one decimal; null without feedback.'),
    count: z.number().int(),
    recommend_percent: z.number().int().nullable(),
    distribution: z.array(z.number().int()).length(5).describe('How many ratings of 1, 2, 3, 4 and 5.'),
    awaiting_confirmation: z
      .number()
      .int()
      .describe(
        'Ratings sent from an address that has not confirmed its mailed link yet: they count nowhere, and only their number is shown.',
      ),
  })
  .meta({ id: 'AverageRating' });
export type AverageRating = z.infer<typeof AverageRatingSchema>;
export const AverageRatingResponse = one(AverageRatingSchema);
