import { createHmac } from 'node:crypto';
import type { SiteFormField } from '@talent/contract';
import { invalidFields } from '../../../platform/errors.js';
import { feedbackJobOf } from '../../job-reports/feedback.repo.js';
import { takeRating } from '../../job-reports/feedback-confirm.service.js';
import { FEEDBACK_TEXT_MAX, JOB_FEEDBACK_KEYS } from '../../job-reports/feedback-keys.js';
import { registerSiteFormHandler } from './registry.js';

/**
 * `job_feedback`: a visitor rates a job. The form's fields follow one convention (keys the handler
 * maps, `JOB_FEEDBACK_KEYS`): `rating` (number, required, 1 to 5), a required e-mail field, and
 * optionally `recommend` (yes/no), `comment` (text) and `name` (short text). A rating counts once its
 * address is proven (`takeRating`): one counted rating per address per job, a new one replacing it.
 */
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

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

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
    return takeRating(
      tx,
      job,
      {
        rating,
        recommend: typeof recommend === 'boolean' ? recommend : null,
        comment: text(submission.answers[JOB_FEEDBACK_KEYS.comment], FEEDBACK_TEXT_MAX.comment),
        name: text(submission.answers[JOB_FEEDBACK_KEYS.name], FEEDBACK_TEXT_MAX.name),
        email: submission.email,
        emailDigest: emailDigest(env.secretsKey, submission.email),
        submissionId: submission.id,
        locale: ctx.locale,
        now: ctx.now,
      },
      { publicUrl: env.publicUrl, secretsKey: env.secretsKey },
    );
  },
});
