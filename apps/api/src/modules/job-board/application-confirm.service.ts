import {
  APPLICATION_CONFIRM_HOURS,
  type ApplicationConfirmOutcome,
  type ApplyToJobBody,
  catalogues,
  interpolate,
  isLocale,
  type Locale,
} from '@talent/contract';
import type { Config } from '../../config.js';
import type { HeldScreening } from '../../db/schema/index.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { insertEvents } from '../applications/application-history.repo.js';
import { applicationStagesOf, stageImpliedBy } from '../applications/application-stages.js';
import { statusMailOf } from '../applications/status-mail.js';
import { servesOpenAccount } from '../branding/public-host.js';
import { notify, sitePath } from '../notifications/notify.js';
import { recordConsent } from '../privacy/consent/consent-capture.js';
import { privacyFooter, withFooter } from '../privacy/consent/privacy-footer.js';
import { storeScreening } from '../screening/screening.service.js';
import { candidateSiteUrlOf } from '../site-settings/candidate-site.js';
import {
  findLiveJob,
  findSeekerByEmail,
  findUnconfirmed,
  insertApplication,
  insertSeeker,
  insertUnconfirmed,
  takeUnconfirmed,
  touchSeeker,
} from './job-board.repo.js';

type LiveJob = NonNullable<Awaited<ReturnType<typeof findLiveJob>>>;

/** The public path of the confirmation page this API serves. */
export const CONFIRM_PATH = '/portal/public/applications/confirm';

/**
 * Where the mailed link points: the site's candidate site when its settings name one (it confirms
 * through this API), else this API's own page. Built only from configuration and the database,
 * never from the request (SECURITY 21).
 */
export function confirmLink(config: Config, settings: Record<string, unknown>, token: string): string {
  const candidateSite = candidateSiteUrlOf(settings);
  const base = candidateSite
    ? `${candidateSite.replace(/\/+$/, '')}/applications/confirm`
    : config.publicUrl + CONFIRM_PATH;
  return `${base}?token=${encodeURIComponent(token)}`;
}

const localeOr = (value: string | undefined, fallback: Locale): Locale =>
  value !== undefined && isLocale(value) ? value : fallback;

/**
 * Holds an application and mails its address the confirmation link (single-use, stored as a
 * sha-256, valid APPLICATION_CONFIRM_HOURS), in the candidate's language (a new address: the
 * form's). Nobody else hears of it until it is confirmed.
 */
export async function holdApplication(
  ctx: AppContext,
  job: LiveJob,
  body: ApplyToJobBody & { email: string },
  seeker: { locale: string } | null,
  screening: HeldScreening | null,
  /** The privacy notice version accepted and the address it was accepted from; recorded at confirmation. */
  consent: { version: number; ip: string | null } | null = null,
) {
  const token = newToken();
  const locale = localeOr(seeker?.locale, body.locale ?? 'en');
  const text = catalogues[locale].mail;
  const params = {
    job: job.title,
    employer: job.employer,
    site: job.site,
    hours: APPLICATION_CONFIRM_HOURS,
    link: confirmLink(ctx.config, job.settings, token),
  };
  await ctx.db.transaction(async (tx) => {
    await insertUnconfirmed(
      tx,
      {
        accountId: job.accountId,
        siteId: job.siteId,
        jobId: job.id,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone || null,
        location: body.location || null,
        coverLetter: body.cover_letter || null,
        locale,
        screening,
        privacyNoticeVersion: consent?.version ?? null,
        consentIp: consent?.ip ?? null,
        tokenHash: hashToken(token),
      },
      APPLICATION_CONFIRM_HOURS,
    );
    // No candidate yet (nothing is known until the address confirms): the notice link only.
    const footer = await privacyFooter(tx, ctx.config, { ...job, seekerId: null, locale });
    await enqueueMail(
      tx,
      withFooter(
        {
          accountId: job.accountId,
          to: body.email,
          locale,
          template: 'application_confirm',
          subject: interpolate(text.applicationConfirmSubject, params),
          text: interpolate(text.applicationConfirmBody, params),
        },
        footer,
      ),
    );
  });
  ctx.mail.kick();
}

export type ConfirmView = { locale: Locale; job: string; employer: string; site: string; email: string };

/** What the link's page shows before anything is done (GET confirms nothing: mail scanners open links). */
export async function confirmationView(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
): Promise<ConfirmView | null> {
  const row = await heldOnHost(ctx, token, requestHost);
  return row
    ? { locale: localeOr(row.locale, 'en'), job: row.job, employer: row.employer, site: row.site, email: row.email }
    : null;
}

/** A held application by its link's token, when the link is opened on a host that serves its account (SECURITY 35). */
async function heldOnHost(ctx: AppContext, token: string, requestHost: string | null) {
  const row = await findUnconfirmed(ctx.db, hashToken(token));
  return row && (await servesOpenAccount(ctx, requestHost, row.accountId)) ? row : null;
}

/**
 * Confirms a held application, once: it is deleted whatever happens next. A job no longer live
 * (or whose employer is no longer active) or a candidate disabled since ends there (`closed`).
 * Otherwise it joins the site's candidate with that address, now proven theirs, or a new one,
 * starts at the stage the site gives the "new" status (else the first) with its history row,
 * mails the "new" status e-mail in the
 * candidate's language, and tells the employer's people and the site's staff, as before.
 */
export async function confirmApplication(
  ctx: AppContext,
  token: string,
  actor: AuditActor,
  requestHost: string | null,
): Promise<{ outcome: ApplicationConfirmOutcome; view: ConfirmView }> {
  // On another tenant's host the link is not valid, and stays usable where it belongs.
  if (!(await heldOnHost(ctx, token, requestHost))) throw new AppError('confirmation_link_invalid');
  const result = await ctx.db.transaction(async (tx) => {
    const held = await takeUnconfirmed(tx, hashToken(token));
    if (!held) return null;
    const job = await findLiveJob(tx, held.jobId);
    const locale = localeOr(held.locale, 'en');
    const view = {
      locale,
      job: job?.title ?? '',
      employer: job?.employer ?? '',
      site: job?.site ?? '',
      email: held.email,
    };
    if (!job) return { outcome: 'closed' as const, view };
    const existing = await findSeekerByEmail(tx, job, held.email, true);
    if (existing?.status === 'disabled') return { outcome: 'closed' as const, view };
    const seekerId =
      existing?.id ??
      (await insertSeeker(tx, {
        accountId: job.accountId,
        siteId: job.siteId,
        firstName: held.firstName,
        lastName: held.lastName,
        email: held.email,
        phone: held.phone,
        location: held.location,
        locale,
      }));
    // The notice accepted when applying is the candidate's consent now that the address is proven theirs.
    if (held.privacyNoticeVersion !== null)
      await recordConsent(tx, actor, job, {
        seekerId,
        version: held.privacyNoticeVersion,
        source: 'application',
        ip: held.consentIp,
      });
    const stages = applicationStagesOf(job.settings, 'en');
    const applicationId = await insertApplication(tx, {
      accountId: job.accountId,
      siteId: job.siteId,
      seekerId,
      jobId: job.id,
      employerId: job.employerId,
      status: 'new',
      stage: stageImpliedBy(stages, 'new') ?? stages[0]?.key ?? null,
      coverLetter: held.coverLetter,
    });
    if (!applicationId) return { outcome: 'already_applied' as const, view };
    await touchSeeker(tx, job, seekerId);
    await insertEvents(tx, job.accountId, actor, [
      { applicationId, kind: 'status', from: null, to: 'new', emailed: true },
    ]);
    const name = existing ? `${existing.firstName} ${existing.lastName}` : `${held.firstName} ${held.lastName}`;
    const mailLocale = localeOr(existing?.locale, locale);
    const text = statusMailOf(job.settings, 'new', mailLocale);
    const params = { name, job: job.title, employer: job.employer, site: job.site };
    const subject = interpolate(text.subject, params);
    const footer = await privacyFooter(tx, ctx.config, { ...job, seekerId, locale: mailLocale });
    await enqueueMail(
      tx,
      withFooter(
        {
          accountId: job.accountId,
          to: held.email,
          locale: mailLocale,
          template: 'application_status_new',
          subject,
          text: interpolate(text.body, params),
        },
        footer,
      ),
    );
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
    // The screening answers, and a knockout's status change after "new" (same transaction).
    if (held.screening)
      await storeScreening(
        tx,
        held.screening,
        { id: applicationId, email: held.email, accountId: job.accountId, siteId: job.siteId },
        { site: job.site, settings: job.settings, actor, config: ctx.config },
      );
    const place = { accountId: job.accountId, siteId: job.siteId, employerId: job.employerId };
    const received = {
      kind: 'application_received' as const,
      params: { seeker: name, job: job.title, site: job.site },
      link: sitePath(place, `applications/${applicationId}/overview`),
    };
    await notify(tx, place, { action: 'read', subject: 'applications' }, 'employer', received);
    await notify(tx, place, { action: 'read', subject: 'applications' }, 'staff', received);
    return { outcome: 'confirmed' as const, view };
  });
  if (!result) throw new AppError('confirmation_link_invalid');
  if (result.outcome === 'confirmed') ctx.mail.kick();
  return result;
}
