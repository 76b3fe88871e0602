import { type ApplicationStatus, interpolate, isLocale, type StatusChangeResult } from '@talent/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueMail, type NewMail } from '../../platform/mail/outbox.js';
import { heldMailDue, heldMailUntil } from '../../platform/undo/undo-tickets.js';
import { siteSettings } from '../employers/employers.repo.js';
import { unsubscribeLinkMaker } from '../mail-unsubscribe/unsubscribe-links.js';
import { privacyFooterMaker } from '../privacy/consent/privacy-footer.js';
import { seekerName } from '../seekers/seeker-rows.js';
import { insertEvents } from './application-history.repo.js';
import { sortOut } from './application-locks.js';
import { applicationStagesOf, effectiveStage, stageImpliedBy } from './application-stages.js';
import { type ApplicationScope, type LockedApplication, updateApplications } from './applications.repo.js';
import { statusMailOf } from './status-mail.js';
import { issueStatusUndo } from './status-undo.js';

// Status changes, apart from the rest of applications.service.ts: screening knocks applicants out
// through `writeStatusChange`, and the application's overview reads screening, so one module holding
// both made an import cycle.

/**
 * Moves applications to `status`, all in one transaction: each changed one gets a history row, and
 * its candidate an e-mail in their own language, kept on their activity. When the site's stages say
 * the status implies a stage, those not already there move to it too, with a stage history row.
 * The e-mails are held until the change's undo window has passed (`status-undo.ts`); site staff may
 * choose that nobody is e-mailed. Applications already in that status, and those of a disabled
 * candidate (who is never contacted), are skipped; a candidate who unsubscribed is not e-mailed (the
 * answer counts them). Replies to a staff member's change go to them; an employer's people stay out
 * of the candidate's inbox (the job board's team speaks for them). Any failure rolls back
 * everything: no status, no stage, no history, no mail.
 */
export async function changeApplicationStatus(
  ctx: AppContext,
  scope: ApplicationScope,
  input: { ids: string[]; status: ApplicationStatus; email_candidates: boolean },
  { actor, staff, sender }: { actor: AuditActor; staff: boolean; sender: string },
): Promise<StatusChangeResult> {
  // Candidates hear of every change an employer makes; only the job board's team may stay silent.
  if (!input.email_candidates && !staff) throw new AppError('mail_suppression_needs_staff');
  const { name: site, settings } = await siteSettings(ctx.db, scope);
  const result = await ctx.db.transaction(async (tx): Promise<StatusChangeResult> => {
    const { result, changed } = await sortOut(tx, scope, input.ids, (a) =>
      a.status === input.status ? 'unchanged' : a.seekerStatus === 'disabled' ? 'seeker_disabled' : null,
    );
    if (!changed.length) return { ...result, unsubscribed: 0, undo: null };
    const { mailIds, unsubscribed } = await writeStatusChange(tx, scope, changed, input, {
      actor,
      site,
      settings,
      config: ctx.config,
      sendAfter: heldMailUntil(),
      ...(staff ? { replyTo: sender } : {}),
    });
    result.emailed = mailIds.length;
    return { ...result, unsubscribed, undo: await issueStatusUndo(tx, scope, input.status, changed, mailIds, actor) };
  });
  if (result.emailed && result.undo) ctx.mail.kickAt(heldMailDue(result.undo));
  return result;
}

/**
 * Writes a status change of applications locked in `tx` (`lockApplications`): the status, the stage
 * it implies for those not already there (with a stage history row), a status history row each, and,
 * when candidates are e-mailed, each one's mail in their own language with its `seeker.emailed` audit
 * row, unless they unsubscribed (their history row says not e-mailed). Answers the mails' ids and how
 * many unsubscribed candidates were left out. The one path of staff changes and of screening knockouts.
 */
export async function writeStatusChange(
  tx: Queryable,
  scope: ApplicationScope,
  changed: LockedApplication[],
  input: { status: ApplicationStatus; email_candidates: boolean },
  options: {
    actor: AuditActor;
    site: string;
    settings: Record<string, unknown>;
    /** For each mail's privacy footer (its links). */
    config: Config;
    /** When the mails may go (held for an undo window); none: now. */
    sendAfter?: NewMail['sendAfter'];
    /** Where candidates' replies go (the staff member who made the change); none: MAIL_FROM. */
    replyTo?: string;
  },
): Promise<{ mailIds: number[]; unsubscribed: number }> {
  const { actor, site, settings } = options;
  const stages = applicationStagesOf(settings, 'en');
  const implied = stageImpliedBy(stages, input.status);
  const template = `application_status_${input.status}`;
  const ids = changed.map((a) => a.id);
  await updateApplications(tx, scope, ids, { status: input.status });
  // Where the board showed each one (no or an unknown stage: the first), so history names it.
  const shownIn = (a: LockedApplication) => effectiveStage(stages, a.stage) ?? a.stage;
  const moves = implied ? changed.filter((a) => shownIn(a) !== implied) : [];
  await updateApplications(
    tx,
    scope,
    moves.map((a) => a.id),
    { stage: implied },
  );
  const moved = new Set(moves);
  const mailed = input.email_candidates ? changed.filter((a) => !a.seekerUnsubscribedAt) : [];
  const isMailed = new Set(mailed);
  await insertEvents(
    tx,
    scope.accountId,
    actor,
    changed.flatMap((a) => [
      {
        applicationId: a.id,
        kind: 'status' as const,
        from: a.status,
        to: input.status,
        emailed: isMailed.has(a),
      },
      ...(moved.has(a) ? [{ applicationId: a.id, kind: 'stage' as const, from: shownIn(a), to: implied }] : []),
    ]),
  );
  let mailIds: number[] = [];
  if (mailed.length) {
    const [footer, unsubscribeUrl] = await Promise.all([
      privacyFooterMaker(tx, options.config, scope),
      unsubscribeLinkMaker(tx, options.config, scope),
    ]);
    const mails = mailed.map((a) => {
      const locale = isLocale(a.locale) ? a.locale : 'en';
      const text = statusMailOf(settings, input.status, locale);
      const params = { name: seekerName(a), job: a.jobTitle, employer: a.employerName, site };
      return {
        a,
        locale,
        subject: interpolate(text.subject, params),
        text: interpolate(text.body, params) + footer(a.seekerId, locale),
      };
    });
    mailIds = await enqueueMail(
      tx,
      mails.map((m) => ({
        accountId: scope.accountId,
        to: m.a.email,
        template,
        subject: m.subject,
        text: m.text,
        locale: m.locale,
        listUnsubscribe: unsubscribeUrl(m.a.seekerId),
        ...(options.replyTo ? { replyTo: options.replyTo } : {}),
        ...(options.sendAfter ? { sendAfter: options.sendAfter } : {}),
      })),
    );
    await recordAudit(
      tx,
      actor,
      mails.map(({ a, subject }) => ({
        action: 'seeker.emailed',
        subjectType: 'seeker',
        subjectId: a.seekerId,
        accountId: scope.accountId,
        siteId: scope.siteId,
        data: {
          subject,
          template,
          application_id: a.id,
          job_title: a.jobTitle,
          status: input.status,
          from: a.status,
        },
      })),
    );
  }
  return { mailIds, unsubscribed: input.email_candidates ? changed.length - mailed.length : 0 };
}
