import {
  APPLICATION_BOARD_CARDS,
  APPLICATION_TAGS_MAX,
  type Application,
  type ApplicationBoard,
  type ApplicationBoardQuery,
  type ApplicationFeedbackBody,
  type ApplicationOverview,
  type ApplicationStage,
  type ApplicationStatus,
  type BulkApplicationResult,
  type BulkTagApplicationsBody,
  interpolate,
  isLocale,
  type Locale,
  type StatusChangeResult,
} from '@talent/contract';
import { and } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { enqueueMail, type NewMail } from '../../platform/mail/outbox.js';
import { heldMailDue, heldMailUntil } from '../../platform/undo/undo-tickets.js';
import { siteSettings } from '../employers/employers.repo.js';
import { privacyFooterMaker } from '../privacy/consent/candidate-mail.js';
import { screeningOfApplication } from '../screening/screening.service.js';
import { seekerName } from '../seekers/seeker-rows.js';
import { insertApplicationFeedback } from './application-feedback.repo.js';
import { insertEvents } from './application-history.repo.js';
import { applicationStagesOf, effectiveStage, stageImpliedBy } from './application-stages.js';
import {
  type ApplicationFilter,
  type ApplicationScope,
  boardColumn,
  findApplication,
  inStage,
  inState,
  type LockedApplication,
  lockApplications,
  updateApplications,
} from './applications.repo.js';
import { statusMailOf } from './status-mail.js';
import { issueStatusUndo } from './status-undo.js';

export async function getApplication(q: Queryable, scope: ApplicationScope, id: string): Promise<ApplicationOverview> {
  const application = await findApplication(q, scope, id);
  if (!application) throw notFound();
  return { ...application, screening: await screeningOfApplication(q, scope, id) };
}

/** The overview without what the candidate sent (the list's shape). */
async function applicationOf(q: Queryable, scope: ApplicationScope, id: string): Promise<Application> {
  const application = await findApplication(q, scope, id);
  if (!application) throw notFound();
  const { cover_letter: _letter, answers: _answers, ...rest } = application;
  return rest;
}

export async function stagesOf(q: Queryable, scope: ApplicationScope, locale: Locale): Promise<ApplicationStage[]> {
  return applicationStagesOf((await siteSettings(q, scope)).settings, locale);
}

/** The list's filter with the site's stage keys, so `filter[stage]` of the first stage matches its column. */
export async function withStages<F extends ApplicationFilter>(q: Queryable, scope: ApplicationScope, filter: F) {
  if (!filter['filter[stage]']) return filter;
  const stages = await stagesOf(q, scope, 'en');
  return { ...filter, stageKeys: stages.map((s) => s.key) };
}

/**
 * The filtered applications by stage, in the site's order (no or an unknown stage counts in the
 * first); closed ones (unsuccessful, withdrawn) apart, whatever their stage.
 */
export async function applicationBoard(
  q: Queryable,
  scope: ApplicationScope,
  filter: ApplicationBoardQuery,
  locale: Locale,
): Promise<ApplicationBoard> {
  const stages = await stagesOf(q, scope, locale);
  const keys = stages.map((s) => s.key);
  const resolved = { ...filter, stageKeys: keys };
  const columns = [];
  for (const stage of stages) {
    const where = and(inStage(stage.key, keys), inState('active'))!;
    columns.push({ stage, ...(await boardColumn(q, scope, resolved, where, APPLICATION_BOARD_CARDS)) });
  }
  const closed = await boardColumn(q, scope, resolved, inState('closed'), APPLICATION_BOARD_CARDS);
  return { columns, closed };
}

type Sorted = { result: BulkApplicationResult; changed: LockedApplication[] };

/** Locks the scope's applications among `ids` and sorts them into changed and skipped (with why). */
async function sortOut(
  tx: Queryable,
  scope: ApplicationScope,
  ids: string[],
  skip: (a: LockedApplication) => BulkApplicationResult['skipped'][number]['reason'] | null,
): Promise<Sorted> {
  const unique = [...new Set(ids)];
  const byId = new Map((await lockApplications(tx, scope, unique)).map((a) => [a.id, a]));
  const result: BulkApplicationResult = { updated: [], skipped: [], emailed: 0 };
  const changed: LockedApplication[] = [];
  for (const id of unique) {
    const application = byId.get(id);
    const reason = application ? skip(application) : 'not_found';
    if (reason) result.skipped.push({ id, reason });
    else {
      changed.push(application!);
      result.updated.push(id);
    }
  }
  return { result, changed };
}

/**
 * Moves applications to `status`, all in one transaction: each changed one gets a history row, and
 * its candidate an e-mail in their own language, kept on their activity. When the site's stages say
 * the status implies a stage, those not already there move to it too, with a stage history row.
 * The e-mails are held until the change's undo window has passed (`status-undo.ts`); site staff may
 * choose that nobody is e-mailed. Applications already in that status, and those of a disabled
 * candidate (who is never contacted), are skipped. Any failure rolls back everything: no status, no
 * stage, no history, no mail.
 */
export async function changeApplicationStatus(
  ctx: AppContext,
  scope: ApplicationScope,
  input: { ids: string[]; status: ApplicationStatus; email_candidates: boolean },
  { actor, staff }: { actor: AuditActor; staff: boolean },
): Promise<StatusChangeResult> {
  // Candidates hear of every change an employer makes; only the job board's team may stay silent.
  if (!input.email_candidates && !staff) throw new AppError('mail_suppression_needs_staff');
  const { name: site, settings } = await siteSettings(ctx.db, scope);
  const result = await ctx.db.transaction(async (tx): Promise<StatusChangeResult> => {
    const { result, changed } = await sortOut(tx, scope, input.ids, (a) =>
      a.status === input.status ? 'unchanged' : a.seekerStatus === 'disabled' ? 'seeker_disabled' : null,
    );
    if (!changed.length) return { ...result, undo: null };
    const mailIds = await writeStatusChange(tx, scope, changed, input, {
      actor,
      site,
      settings,
      config: ctx.config,
      sendAfter: heldMailUntil(),
    });
    result.emailed = mailIds.length;
    return { ...result, undo: await issueStatusUndo(tx, scope, input.status, changed, mailIds, actor) };
  });
  if (result.emailed && result.undo) ctx.mail.kickAt(heldMailDue(result.undo));
  return result;
}

/**
 * Writes a status change of applications locked in `tx` (`lockApplications`): the status, the stage
 * it implies for those not already there (with a stage history row), a status history row each, and,
 * when candidates are e-mailed, each one's mail in their own language with its `seeker.emailed` audit
 * row. Answers the mails' ids. The one path of staff changes and of screening knockouts.
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
  },
): Promise<number[]> {
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
        emailed: input.email_candidates,
      },
      ...(moved.has(a) ? [{ applicationId: a.id, kind: 'stage' as const, from: shownIn(a), to: implied }] : []),
    ]),
  );
  let mailIds: number[] = [];
  if (input.email_candidates) {
    const footer = await privacyFooterMaker(tx, options.config, scope);
    const mails = changed.map((a) => {
      const locale = isLocale(a.locale) ? a.locale : 'en';
      const text = statusMailOf(settings, input.status, locale);
      const params = { name: seekerName(a), job: a.jobTitle, employer: a.employerName, site };
      return {
        a,
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
  return mailIds;
}

/** Moves applications to one of the site's stages (a board move): history, no e-mail. */
export async function changeApplicationStage(
  ctx: AppContext,
  scope: ApplicationScope,
  input: { ids: string[]; stage: string },
  actor: AuditActor,
): Promise<BulkApplicationResult> {
  const stages = await stagesOf(ctx.db, scope, 'en');
  if (!stages.some((s) => s.key === input.stage)) throw invalidFields({ stage: [{ rule: 'invalid' }] });
  return ctx.db.transaction(async (tx) => {
    const { result, changed } = await sortOut(tx, scope, input.ids, (a) =>
      a.stage === input.stage ? 'unchanged' : null,
    );
    await updateApplications(tx, scope, result.updated, { stage: input.stage });
    await insertEvents(
      tx,
      scope.accountId,
      actor,
      changed.map((a) => ({ applicationId: a.id, kind: 'stage', from: a.stage, to: input.stage })),
    );
    return result;
  });
}

/** Enables or disables one application; a change is written to its history, the same state is a no-op. */
export async function setApplicationEnabled(
  ctx: AppContext,
  scope: ApplicationScope,
  id: string,
  enabled: boolean,
  actor: AuditActor,
): Promise<Application> {
  await ctx.db.transaction(async (tx) => {
    const [application] = await lockApplications(tx, scope, [id]);
    if (!application) throw notFound();
    if (application.enabled === enabled) return;
    await updateApplications(tx, scope, [id], { enabled });
    await insertEvents(tx, scope.accountId, actor, [
      { applicationId: id, kind: enabled ? 'enabled' : 'disabled', from: null, to: null },
    ]);
  });
  return applicationOf(ctx.db, scope, id);
}

const auditTags = (q: Queryable, actor: AuditActor, scope: ApplicationScope, id: string, data: object) =>
  recordAudit(q, actor, {
    action: 'application.tagged',
    subjectType: 'application',
    subjectId: id,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data: { ...data },
  });

export async function setApplicationTags(
  ctx: AppContext,
  scope: ApplicationScope,
  id: string,
  tags: string[],
  actor: AuditActor,
): Promise<Application> {
  await ctx.db.transaction(async (tx) => {
    const [application] = await lockApplications(tx, scope, [id]);
    if (!application) throw notFound();
    const unique = [...new Set(tags)];
    await updateApplications(tx, scope, [id], { tags: unique });
    await auditTags(tx, actor, scope, id, { tags: unique });
  });
  return applicationOf(ctx.db, scope, id);
}

/**
 * Adds and removes tags on many applications in one transaction. One that would end up with more
 * than APPLICATION_TAGS_MAX tags is left as it is and reported, never silently cut.
 */
export async function tagApplications(
  ctx: AppContext,
  scope: ApplicationScope,
  body: BulkTagApplicationsBody,
  actor: AuditActor,
): Promise<BulkApplicationResult> {
  const next = (a: LockedApplication) => [...new Set([...a.tags.filter((t) => !body.remove.includes(t)), ...body.add])];
  return ctx.db.transaction(async (tx) => {
    const { result, changed } = await sortOut(tx, scope, body.ids, (a) =>
      next(a).length > APPLICATION_TAGS_MAX ? 'too_many_tags' : null,
    );
    for (const a of changed) {
      const tags = next(a);
      await updateApplications(tx, scope, [a.id], { tags });
      await auditTags(tx, actor, scope, a.id, { tags, add: body.add, remove: body.remove });
    }
    return result;
  });
}

/** Staff's rating and notes on an application of the scope. */
export async function addApplicationFeedback(
  ctx: AppContext,
  scope: ApplicationScope,
  id: string,
  body: ApplicationFeedbackBody,
  actor: AuditActor,
) {
  return ctx.db.transaction(async (tx) => {
    const [application] = await lockApplications(tx, scope, [id]);
    if (!application) throw notFound();
    return insertApplicationFeedback(tx, scope.accountId, id, body, actor.userId);
  });
}
