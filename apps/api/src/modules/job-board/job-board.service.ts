import { createHash } from 'node:crypto';
import {
  type ApplyToJobBody,
  type Locale,
  PUBLIC_APPLICATIONS_PER_EMAIL,
  PUBLIC_APPLICATIONS_PER_JOB,
  PUBLIC_REPORTS_PER_EMAIL,
  PUBLIC_REPORTS_PER_JOB,
  PUBLIC_SUBMISSIONS_PER_WINDOW,
  type ReportJobBody,
} from '@talent/contract';
import type { AuditActor } from '../../platform/audit.js';
import { type ThrottleLimit, takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { servesOpenAccount } from '../branding/public-host.js';
import { notify, sitePath } from '../notifications/notify.js';
import { acceptedNotice } from '../privacy/consent/consent-capture.js';
import { publicNoticeOf } from '../privacy/consent/notices.service.js';
import { screeningOfJob } from '../screening/screening.repo.js';
import { checkScreeningAnswers } from '../screening/screening.service.js';
import { publicFormView } from '../site-forms/site-form-views.js';
import { holdApplication } from './application-confirm.service.js';
import { findLiveJob, findSeekerByEmail, insertFlag } from './job-board.repo.js';

/**
 * Public writes are counted like sign-in attempts (the shared `auth_throttle` table and window):
 * per client address first, so unknown job ids cost a flood nothing; then per e-mail and per job.
 */
async function limit(ctx: AppContext, limits: ThrottleLimit[]) {
  const wait = await takeAttempt(ctx.db, limits, ctx.config.auth.throttleWindowSeconds);
  if (wait > 0)
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
}

const perAddress = (kind: string, ip: string | null): ThrottleLimit => ({
  key: `public:${kind}:${ip ?? 'unknown'}`,
  max: PUBLIC_SUBMISSIONS_PER_WINDOW,
});

/** The throttle table keeps a digest, not people's addresses. */
const emailKey = (kind: string, email: string) =>
  `public:${kind}:email:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

/** A live job of an active employer, asked for on a host that serves its account (SECURITY 35); else 404 alike. */
async function liveJob(ctx: AppContext, id: string, requestHost: string | null) {
  const job = await findLiveJob(ctx.db, id);
  if (!job || !(await servesOpenAccount(ctx, requestHost, job.accountId))) throw notFound();
  return job;
}

/** A live job as a job board's application form needs it: its words and the questions to ask, in `locale`. */
export async function publicJob(ctx: AppContext, jobId: string, locale: Locale, requestHost: string | null) {
  const job = await liveJob(ctx, jobId, requestHost);
  const screening = await screeningOfJob(ctx.db, job, job.id);
  return {
    id: job.id,
    title: job.title,
    employer: job.employer,
    site: job.site,
    screening: screening ? publicFormView(screening.form, screening.version, locale) : null,
    privacy_notice: await publicNoticeOf(ctx.db, ctx.config.publicUrl, job, locale),
  };
}

/** A visitor reports a live job; the site's moderators are told at once. The answer carries nothing back. */
export async function reportJob(
  ctx: AppContext,
  jobId: string,
  body: ReportJobBody,
  actor: AuditActor,
  requestHost: string | null,
) {
  await limit(ctx, [perAddress('report', actor.ip)]);
  const job = await liveJob(ctx, jobId, requestHost);
  await limit(ctx, [
    { key: `public:report:job:${job.id}`, max: PUBLIC_REPORTS_PER_JOB },
    ...(body.reporter_email ? [{ key: emailKey('report', body.reporter_email), max: PUBLIC_REPORTS_PER_EMAIL }] : []),
  ]);
  const place = { accountId: job.accountId, siteId: job.siteId };
  await ctx.db.transaction(async (tx) => {
    await insertFlag(tx, {
      ...place,
      jobId: job.id,
      reason: body.reason,
      comments: body.comments || null,
      name: body.reporter_name || null,
      email: body.reporter_email?.toLowerCase() ?? null,
    });
    await notify(tx, place, { action: 'read', subject: 'flagged_jobs' }, 'staff', {
      kind: 'job_flagged',
      params: { job: job.title, reason: body.reason, site: job.site },
      link: sitePath(place, 'jobs/flagged-jobs'),
    });
  });
}

/**
 * A visitor applies for a live job. Nothing is created that anyone sees: the application is held
 * and the address gets a link to confirm it (`application-confirm.service.ts`), so nobody can
 * attach an application to someone else's candidate record by typing their e-mail. The caller
 * learns nothing either: new person, existing candidate, already applied or disabled, the answer
 * is the same. A disabled candidate is not written to (disabling means no more contact). A job with
 * screening questions needs their answers (checked now, stored with the application once confirmed).
 */
export async function applyToJob(
  ctx: AppContext,
  jobId: string,
  body: ApplyToJobBody,
  actor: AuditActor,
  requestHost: string | null,
) {
  await limit(ctx, [perAddress('apply', actor.ip)]);
  const job = await liveJob(ctx, jobId, requestHost);
  // Checked before the per-e-mail count, and alike for everyone: the answer tells nothing about the address.
  const screening = await checkScreeningAnswers(ctx.db, job, job.id, body.answers, {
    locale: body.locale ?? 'en',
    ip: actor.ip,
    secretsKey: ctx.config.secretsKey,
  });
  // Also alike for everyone: the site's current notice must be accepted (422 otherwise).
  const noticeVersion = await acceptedNotice(ctx.db, job, body.privacy_notice_version);
  const email = body.email.toLowerCase();
  await limit(ctx, [
    { key: emailKey('apply', email), max: PUBLIC_APPLICATIONS_PER_EMAIL },
    { key: `public:apply:job:${job.id}`, max: PUBLIC_APPLICATIONS_PER_JOB },
  ]);
  const seeker = await findSeekerByEmail(ctx.db, job, email);
  if (seeker?.status === 'disabled') return;
  const consent = noticeVersion === null ? null : { version: noticeVersion, ip: actor.ip };
  await holdApplication(ctx, job, { ...body, email }, seeker, screening, consent);
}
