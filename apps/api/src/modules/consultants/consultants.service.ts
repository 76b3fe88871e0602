import type {
  ActivityQuery,
  Consultant,
  ConsultantListQuery,
  ConsultantStatus,
  PaginationQuery,
  SaveConsultantBody,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, siteAuditOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit-log/activity.repo.js';
import { siteSettings } from '../employers/employers.repo.js';
import { jobClassificationsOf } from '../jobs/job-settings.js';
import {
  assignEmployers,
  consultantJobs,
  consultantStatus,
  emailTaken,
  findConsultant,
  insertConsultant,
  listConsultants,
  siteEmployerIds,
  updateConsultant,
} from './consultants.repo.js';

const audit = siteAuditOf('consultant');

export async function getConsultant(q: Queryable, scope: SiteScope, id: number): Promise<Consultant> {
  const consultant = await findConsultant(q, scope, id);
  if (!consultant) throw notFound();
  return consultant;
}

/** One page of the site's consultants and how many match the query, for the consultant list. */
export async function consultantListPage(ctx: AppContext, scope: SiteScope, query: ConsultantListQuery) {
  return listConsultants(ctx.db, scope, query);
}

/** One page of the jobs a consultant handles; 404 for a consultant the site does not hold. */
export async function consultantJobsPage(
  ctx: AppContext,
  scope: SiteScope,
  id: number,
  query: Pick<PaginationQuery, 'page' | 'per_page'>,
) {
  await getConsultant(ctx.db, scope, id);
  return consultantJobs(ctx.db, scope, id, query.page, query.per_page);
}

/** One page of a consultant's activity (its audit rows); 404 for a consultant the site does not hold. */
export async function consultantActivityPage(ctx: AppContext, scope: SiteScope, id: number, query: ActivityQuery) {
  await getConsultant(ctx.db, scope, id);
  return listActivity(ctx.db, { accountId: scope.accountId, subjectType: 'consultant', subjectId: id }, query);
}

/** Checks the body against the site: unique e-mail, known specialisations, the site's employers. */
async function checked(q: Queryable, scope: SiteScope, body: SaveConsultantBody, self: number | null) {
  const problems: FieldProblems = {};
  if (await emailTaken(q, scope, body.email, self)) problems.email = [{ rule: 'email_taken' }];
  const { settings } = await siteSettings(q, scope);
  const known = new Set(jobClassificationsOf(settings).map((c) => c.value));
  if (body.specialisations.some((s) => !known.has(s))) problems.specialisations = [{ rule: 'invalid' }];
  const wanted = [...new Set(body.employer_ids)];
  const employerIds = await siteEmployerIds(q, scope, wanted);
  if (employerIds.length !== wanted.length) problems.employer_ids = [{ rule: 'invalid' }];
  if (Object.keys(problems).length) throw invalidFields(problems);
  return {
    values: {
      name: body.name,
      email: body.email,
      phone: body.phone,
      photo: body.photo,
      bio: body.bio,
      specialisations: [...new Set(body.specialisations)],
    },
    employerIds,
  };
}

export async function createConsultant(
  ctx: AppContext,
  scope: SiteScope,
  body: SaveConsultantBody,
  actor: AuditActor,
): Promise<Consultant> {
  const id = await ctx.db.transaction(async (tx) => {
    const { values, employerIds } = await checked(tx, scope, body, null);
    const newId = await insertConsultant(tx, scope, values);
    await assignEmployers(tx, scope, newId, employerIds);
    await audit(tx, actor, scope, 'consultant.created', newId, { employer_ids: employerIds });
    return newId;
  });
  return getConsultant(ctx.db, scope, id);
}

export async function saveConsultant(
  ctx: AppContext,
  scope: SiteScope,
  id: number,
  body: SaveConsultantBody,
  actor: AuditActor,
): Promise<Consultant> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findConsultant(tx, scope, id, true))) throw notFound();
    const { values, employerIds } = await checked(tx, scope, body, id);
    await updateConsultant(tx, scope, id, values);
    await assignEmployers(tx, scope, id, employerIds);
    await audit(tx, actor, scope, 'consultant.updated', id, { employer_ids: employerIds });
  });
  return getConsultant(ctx.db, scope, id);
}

/** Enable or disable; a disabled consultant keeps their jobs but cannot be newly assigned. */
export async function setConsultantStatus(
  ctx: AppContext,
  scope: SiteScope,
  id: number,
  status: ConsultantStatus,
  actor: AuditActor,
): Promise<Consultant> {
  await ctx.db.transaction(async (tx) => {
    const current = await findConsultant(tx, scope, id, true);
    if (!current) throw notFound();
    if (current.status === status) return;
    await updateConsultant(tx, scope, id, { status });
    await audit(tx, actor, scope, status === 'disabled' ? 'consultant.disabled' : 'consultant.enabled', id);
  });
  return getConsultant(ctx.db, scope, id);
}

/**
 * The consultant a saved job gets. Employer users cannot choose (staff assign consultants), so
 * their saves keep `current`; staff may pick any enabled consultant of the site, or keep a
 * disabled one the job already has.
 */
export async function jobConsultant(
  q: Queryable,
  scope: SiteScope & { employerId: number | null },
  requested: number | null,
  current: number | null,
): Promise<number | null> {
  if (scope.employerId !== null) return current;
  if (requested === null || requested === current) return requested;
  if ((await consultantStatus(q, scope, requested)) !== 'enabled')
    throw invalidFields({ consultant_id: [{ rule: 'invalid' }] });
  return requested;
}
