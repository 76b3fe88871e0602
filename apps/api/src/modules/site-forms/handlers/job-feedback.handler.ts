import { createHmac } from 'node:crypto';
import type { SiteFormField } from '@talent/contract';
import { AppError, type FieldProblems, invalidFields } from '../../../platform/errors.js';
import { feedbackJobOf, insertFormFeedback } from '../../job-reports/feedback.repo.js';
import { registerSiteFormHandler } from './registry.js';

/**
 * `job_feedback`: a visitor rates a job. The form's fields follow one convention (keys the handler
 * maps): `rating` (number, required, 1 to 5), a required e-mail field (one feedback per e-mail per
 * job), and optionally `recommend` (yes/no), `comment` (text) and `name` (short text).
 */
export const JOB_FEEDBACK_KEYS = { rating: 'rating', recommend: 'recommend', comment: 'comment', name: 'name' };

const TEXT_TYPES: readonly SiteFormField['type'][] = ['short_text', 'long_text'];

/** Whether the fields follow the convention; publish refuses with one message on `fields` otherwise. */
export function jobFeedbackFieldsOk(fields: readonly SiteFormField[]): boolean {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const rating = byKey.get(JOB_FEEDBACK_KEYS.rating);
  const recommend = byKey.get(JOB_FEEDBACK_KEYS.recommend);
  const comment = byKey.get(JOB_FEEDBACK_KEYS.comment);
  const name = byKey.get(JOB_FEEDBACK_KEYS.name);
  return (
    rating?.type === 'number' &&
    rating.required &&
    (rating.min ?? 1) >= 1 &&
    (rating.max ?? 5) <= 5 &&
    fields.some((f) => f.type === 'email' && f.required) &&
    (!recommend || recommend.type === 'yes_no') &&
    (!comment || TEXT_TYPES.includes(comment.type)) &&
    (!name || name.type === 'short_text')
  );
}

/** A keyed digest of the sender's address: the table never holds it, and it cannot be guessed back from a list. */
export const emailDigest = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(`job-feedback:${email.trim().toLowerCase()}`).digest('hex');

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

registerSiteFormHandler({
  name: 'job_feedback',
  publishProblems: (form) => (jobFeedbackFieldsOk(form.fields) ? null : { fields: [{ rule: 'job_feedback_fields' }] }),
  async handle(tx, ctx, submission, form, env) {
    // Only a published job of this form's site; another site's job reads as not found.
    const job = ctx.jobUuid
      ? await feedbackJobOf(tx, { accountId: form.accountId, siteId: form.siteId }, ctx.jobUuid)
      : null;
    if (!job) throw invalidFields({ job: [{ rule: 'job_feedback_job' }] });
    const rating = Number(submission.answers[JOB_FEEDBACK_KEYS.rating]);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      throw invalidFields({ [`answers.${JOB_FEEDBACK_KEYS.rating}`]: [{ rule: 'job_feedback_rating' }] });
    if (!submission.email) throw invalidFields({ answers: [{ rule: 'job_feedback_fields' }] });
    const recommend = submission.answers[JOB_FEEDBACK_KEYS.recommend];
    const created = await insertFormFeedback(tx, {
      accountId: job.accountId,
      siteId: job.siteId,
      jobId: job.id,
      rating,
      recommend: typeof recommend === 'boolean' ? recommend : null,
      additionalFeedback: text(submission.answers[JOB_FEEDBACK_KEYS.comment])?.slice(0, 5000) ?? null,
      authorName: text(submission.answers[JOB_FEEDBACK_KEYS.name])?.slice(0, 255) ?? null,
      emailDigest: emailDigest(env.secretsKey, submission.email),
      submissionId: submission.id,
    });
    if (!created) {
      const emailKey = form.fields.find((f) => f.type === 'email' && submission.answers[f.key] !== undefined)?.key;
      const fields: FieldProblems = { [`answers.${emailKey ?? 'email'}`]: [{ rule: 'job_feedback_duplicate' }] };
      throw new AppError('job_feedback_duplicate', { fields });
    }
    return { job: job.id, feedback: created.id };
  },
});
