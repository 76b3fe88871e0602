import {
  APPLICATION_BOARD_CARDS,
  APPLICATION_TAGS_MAX,
  type Application,
  type ApplicationBoard,
  type ApplicationBoardQuery,
  type ApplicationFeedbackBody,
  type ApplicationOverview,
  type ApplicationStage,
  type BulkApplicationResult,
  type BulkTagApplicationsBody,
  type Locale,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { siteSettings } from '../employers/employers.repo.js';
import { screeningOfApplication } from '../screening/screening.service.js';
import { insertApplicationFeedback } from './application-feedback.repo.js';
import { insertEvents } from './application-history.repo.js';
import { sortOut } from './application-locks.js';
import { applicationStagesOf } from './application-stages.js';
import {
  type ApplicationFilter,
  type ApplicationScope,
  activeInStage,
  boardColumn,
  findApplication,
  inState,
  type LockedApplication,
  listApplications,
  lockApplications,
  updateApplications,
} from './applications.repo.js';

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

/** One page of the applications the query filters (by stage too) and how many match, for the lists. */
export async function applicationListPage(
  ctx: AppContext,
  scope: ApplicationScope,
  query: Parameters<typeof listApplications>[2],
) {
  return listApplications(ctx.db, scope, await withStages(ctx.db, scope, query));
}

/**
 * The filtered applications by stage, in the site's order (no or an unknown stage counts in the
 * first); closed ones (unsuccessful, withdrawn) apart, whatever their stage.
 */
export async function applicationBoard(
  ctx: AppContext,
  scope: ApplicationScope,
  filter: ApplicationBoardQuery,
  locale: Locale,
): Promise<ApplicationBoard> {
  const stages = await stagesOf(ctx.db, scope, locale);
  const keys = stages.map((s) => s.key);
  const resolved = { ...filter, stageKeys: keys };
  const columns = [];
  for (const stage of stages) {
    const where = activeInStage(stage.key, keys);
    columns.push({ stage, ...(await boardColumn(ctx.db, scope, resolved, where, APPLICATION_BOARD_CARDS)) });
  }
  const closed = await boardColumn(ctx.db, scope, resolved, inState('closed'), APPLICATION_BOARD_CARDS);
  return { columns, closed };
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
