import { type ApplyToJobBody, interpolate, PUBLIC_SUBMISSIONS_PER_WINDOW, type ReportJobBody } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { insertEvents } from '../applications/application-history.repo.js';
import { applicationStagesOf } from '../applications/application-stages.js';
import { statusMailOf } from '../applications/status-mail.js';
import { notify, sitePath } from '../notifications/notify.js';
import {
  findLiveJob,
  findSeekerByEmail,
  insertApplication,
  insertFlag,
  insertSeeker,
  touchSeeker,
} from './job-board.repo.js';

/** Public writes are counted per address, like sign-in attempts, so nobody floods a site. */
async function throttle(ctx: AppContext, kind: string, ip: string | null) {
  const wait = await takeAttempt(
    ctx.db,
    [{ key: `public:${kind}:${ip ?? 'unknown'}`, max: PUBLIC_SUBMISSIONS_PER_WINDOW }],
    ctx.config.auth.throttleWindowSeconds,
  );
  if (wait > 0)
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
}

async function liveJob(ctx: AppContext, id: string) {
  const job = await findLiveJob(ctx.db, id);
  if (!job) throw notFound();
  return job;
}

/** A visitor reports a live job; the site's moderators are told at once. */
export async function reportJob(ctx: AppContext, jobId: string, body: ReportJobBody, actor: AuditActor) {
  await throttle(ctx, 'report', actor.ip);
  const job = await liveJob(ctx, jobId);
  const place = { accountId: job.accountId, siteId: job.siteId };
  return ctx.db.transaction(async (tx) => {
    const id = await insertFlag(tx, {
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
    return id;
  });
}

/**
 * A visitor applies for a live job: the site's candidate with that address (or a new one) gets an
 * application at the first stage, the "new" e-mail in their language, and the employer's people
 * and the site's staff are told. Applying twice is refused; a disabled candidate cannot apply.
 */
export async function applyToJob(ctx: AppContext, jobId: string, body: ApplyToJobBody, actor: AuditActor) {
  await throttle(ctx, 'apply', actor.ip);
  const job = await liveJob(ctx, jobId);
  const place = { accountId: job.accountId, siteId: job.siteId, employerId: job.employerId };
  const locale = body.locale ?? 'en';
  const id = await ctx.db.transaction(async (tx) => {
    const existing = await findSeekerByEmail(tx, job.siteId, body.email);
    if (existing?.status === 'disabled') throw new AppError('seeker_disabled');
    const seekerId =
      existing?.id ??
      (await insertSeeker(tx, {
        accountId: job.accountId,
        siteId: job.siteId,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email.toLowerCase(),
        phone: body.phone || null,
        location: body.location || null,
        locale,
      }));
    const [firstStage] = applicationStagesOf(job.settings, 'en');
    const applicationId = await insertApplication(tx, {
      accountId: job.accountId,
      siteId: job.siteId,
      seekerId,
      jobId: job.id,
      employerId: job.employerId,
      status: 'new',
      stage: firstStage?.key ?? null,
      coverLetter: body.cover_letter || null,
    });
    if (!applicationId) throw new AppError('already_applied');
    await touchSeeker(tx, seekerId);
    await insertEvents(tx, job.accountId, actor, [
      { applicationId, kind: 'status', from: null, to: 'new', emailed: true },
    ]);
    const name = existing ? `${existing.firstName} ${existing.lastName}` : `${body.first_name} ${body.last_name}`;
    const text = statusMailOf(job.settings, 'new', locale);
    const params = { name, job: job.title, employer: job.employer, site: job.site };
    const subject = interpolate(text.subject, params);
    await enqueueMail(tx, {
      accountId: job.accountId,
      to: body.email.toLowerCase(),
      template: 'application_status_new',
      subject,
      text: interpolate(text.body, params),
    });
    await recordAudit(tx, actor, {
      action: 'seeker.emailed',
      subjectType: 'seeker',
      subjectId: seekerId,
      accountId: job.accountId,
      siteId: job.siteId,
      data: {
        subject,
        template: 'application_status_new',
        application_id: applicationId,
        job_title: job.title,
        status: 'new',
      },
    });
    const received = {
      kind: 'application_received' as const,
      params: { seeker: name, job: job.title, site: job.site },
      link: sitePath(place, `applications/${applicationId}/overview`),
    };
    await notify(tx, place, { action: 'read', subject: 'applications' }, 'employer', received);
    await notify(tx, place, { action: 'read', subject: 'applications' }, 'staff', received);
    return applicationId;
  });
  ctx.mail.kick();
  return id;
}
