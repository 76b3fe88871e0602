import {
  catalogues,
  interpolate,
  isLocale,
  JOB_FEEDBACK_CONFIRM_HOURS,
  JOB_FEEDBACK_PER_EMAIL_PER_DAY,
  JOB_FEEDBACK_PER_JOB_PER_DAY,
  type Locale,
} from '@talent/contract';
import type { Config } from '../../config.js';
import type { Queryable, Tx } from '../../db/client.js';
import { DAILY_KEY_PREFIX } from '../../platform/auth/purge.repo.js';
import { takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { candidateLinkBase } from '../branding/links.js';
import { privacyFooter, withFooter } from '../privacy/consent/privacy-footer.js';
import { openSignedLink } from '../privacy/links/link-on-host.js';
import { signLink } from '../privacy/links/signed-links.js';
import { appliedWithAddress, countFeedback, feedbackJobOf } from './feedback.repo.js';
import { findHeldFeedback, insertHeldFeedback, submissionAnswers, takeHeldFeedback } from './feedback-held.repo.js';
import { FEEDBACK_TEXT_MAX, JOB_FEEDBACK_KEYS } from './feedback-keys.js';

/** The page behind a rating's mailed link (served by this API). */
export const FEEDBACK_CONFIRM_PATH = '/portal/public/job-feedback/confirm';

const HOUR_MS = 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;

/** The job being rated: a published job of the form's site (`feedbackJobOf`). */
type RatedJob = NonNullable<Awaited<ReturnType<typeof feedbackJobOf>>>;

/** A rating as a job_feedback form sent it. Comment and name stay in the submission until it counts. */
export type SentRating = {
  rating: number;
  recommend: boolean | null;
  comment: string | null;
  name: string | null;
  email: string;
  emailDigest: string;
  submissionId: number;
  locale: Locale;
  now: Date;
};

/**
 * Every rating sent is counted against the daily limits first, per address and per job, whoever
 * sends it: an applicant's address and a stranger's get the same answers, so the limits tell
 * nobody who applied (SECURITY 26). Past either, 429 with Retry-After and nothing is kept.
 */
async function limitRatings(tx: Tx, job: RatedJob, emailDigest: string) {
  const wait = await takeAttempt(
    tx,
    [
      { key: `${DAILY_KEY_PREFIX}rating:email:${emailDigest}`, max: JOB_FEEDBACK_PER_EMAIL_PER_DAY },
      { key: `${DAILY_KEY_PREFIX}rating:job:${job.id}`, max: JOB_FEEDBACK_PER_JOB_PER_DAY },
    ],
    DAY_SECONDS,
  );
  if (wait > 0)
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
}

/**
 * A rating sent through a job_feedback form, in the submission's transaction (SECURITY 36). From an
 * address that applied to the job it counts at once (replacing that address's earlier rating of the
 * job). From any other address it is held and counts nowhere until the address confirms the mailed
 * link: a single-use signed link (`feedback`, valid JOB_FEEDBACK_CONFIRM_HOURS) to a page on the
 * account's brand host, mailed through the outbox in the visitor's language. Unconfirmed ones expire.
 */
export async function takeRating(
  tx: Tx,
  job: RatedJob,
  sent: SentRating,
  config: Pick<Config, 'publicUrl' | 'secretsKey'>,
): Promise<Record<string, unknown>> {
  await limitRatings(tx, job, sent.emailDigest);
  const place = { accountId: job.accountId, siteId: job.siteId };
  if (await appliedWithAddress(tx, place, job.id, sent.email)) {
    const counted = await countFeedback(tx, {
      ...place,
      jobId: job.id,
      rating: sent.rating,
      recommend: sent.recommend,
      additionalFeedback: sent.comment,
      authorName: sent.name,
      emailDigest: sent.emailDigest,
      submissionId: sent.submissionId,
    });
    return { job: job.id, feedback: counted.id };
  }
  const expiresAt = new Date(sent.now.getTime() + JOB_FEEDBACK_CONFIRM_HOURS * HOUR_MS);
  const held = await insertHeldFeedback(tx, {
    ...place,
    jobId: job.id,
    submissionId: sent.submissionId,
    rating: sent.rating,
    recommend: sent.recommend,
    emailDigest: sent.emailDigest,
    locale: sent.locale,
    expiresAt,
  });
  await mailConfirmLink(tx, job, sent, held.id, expiresAt, config);
  return { job: job.id, awaiting_confirmation: held.id };
}

async function mailConfirmLink(
  tx: Queryable,
  job: RatedJob,
  sent: SentRating,
  heldId: string,
  expiresAt: Date,
  config: Pick<Config, 'publicUrl' | 'secretsKey'>,
) {
  // The link names the held rating (`ref`), not a candidate: there is none.
  const token = signLink(config.secretsKey, {
    purpose: 'feedback',
    accountId: job.accountId,
    siteId: job.siteId,
    seekerId: '',
    ref: heldId,
    expiresAt,
  });
  // On the account's own brand host (else PUBLIC_URL), from the database, never the request (SECURITY 21).
  const { linkBase } = await candidateLinkBase(tx, config.publicUrl, job.accountId);
  const text = catalogues[sent.locale].mail;
  const params = {
    job: job.title,
    employer: job.employer,
    site: job.site,
    hours: JOB_FEEDBACK_CONFIRM_HOURS,
    link: `${linkBase}${FEEDBACK_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
  };
  const footer = await privacyFooter(tx, config, { ...job, seekerId: null, locale: sent.locale });
  await enqueueMail(
    tx,
    withFooter(
      {
        accountId: job.accountId,
        to: sent.email,
        locale: sent.locale,
        template: 'job_feedback_confirm',
        subject: interpolate(text.feedbackConfirmSubject, params),
        text: interpolate(text.feedbackConfirmBody, params),
      },
      footer,
    ),
  );
}

export type FeedbackConfirmView = { locale: Locale; job: string; employer: string; site: string; rating: number };

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');

/** The link's held rating: right MAC and purpose, unexpired, opened on a host of its account (`openSignedLink`). */
async function heldOf(ctx: AppContext, token: string, requestHost: string | null) {
  const link = await openSignedLink(ctx, token, 'feedback', requestHost);
  return link?.ref ? { scope: { accountId: link.accountId, siteId: link.siteId }, id: link.ref } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the page shows before anything is done (GET confirms nothing: mail scanners open links). */
export async function feedbackConfirmView(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
): Promise<FeedbackConfirmView | null> {
  const held = await heldOf(ctx, token, requestHost);
  if (!held || !UUID.test(held.id)) return null;
  const row = await findHeldFeedback(ctx.db, held.scope, held.id);
  return row ? { ...row, locale: localeOf(row.locale) } : null;
}

const answerText = (answers: Record<string, { value: unknown }>, key: string, max: number) => {
  const value = answers[key]?.value;
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
};

/**
 * The page's button: the held rating is taken out (once, whatever happens next) and, while its job
 * still takes ratings, counts from now on, replacing the address's earlier rating of the job.
 */
export async function confirmFeedback(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
): Promise<{ outcome: 'confirmed' | 'closed'; view: FeedbackConfirmView }> {
  const found = await heldOf(ctx, token, requestHost);
  if (!found || !UUID.test(found.id)) throw new AppError('confirmation_link_invalid');
  const result = await ctx.db.transaction(async (tx) => {
    const held = await takeHeldFeedback(tx, found.scope, found.id);
    if (!held) return null;
    const job = await feedbackJobOf(tx, found.scope, held.jobId);
    const view = {
      locale: localeOf(held.locale),
      job: job?.title ?? '',
      employer: job?.employer ?? '',
      site: job?.site ?? '',
      rating: held.rating,
    };
    if (!job) return { outcome: 'closed' as const, view };
    const answers = await submissionAnswers(tx, found.scope, held.submissionId);
    await countFeedback(tx, {
      ...found.scope,
      jobId: job.id,
      rating: held.rating,
      recommend: held.recommend,
      additionalFeedback: answerText(answers, JOB_FEEDBACK_KEYS.comment, FEEDBACK_TEXT_MAX.comment),
      authorName: answerText(answers, JOB_FEEDBACK_KEYS.name, FEEDBACK_TEXT_MAX.name),
      emailDigest: held.emailDigest,
      submissionId: held.submissionId,
    });
    return { outcome: 'confirmed' as const, view };
  });
  if (!result) throw new AppError('confirmation_link_invalid');
  return result;
}
