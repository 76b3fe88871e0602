import {
  type Application,
  type ApplicationListQuery,
  type ApplicationOverview,
  type ApplicationStatus,
  CLOSED_APPLICATION_STATUSES,
} from '@talent/contract';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { applications, employers, jobs, seekers, siteFormSubmissions } from '../../db/schema/index.js';
import { listTotal } from '../../platform/list-total.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { jobIdsMatching } from '../jobs/jobs.repo.js';
import { seekerIdsMatching, seekerName } from '../seekers/seeker-rows.js';

/** Which applications a caller may touch: the site's, and for an employer user only its own employer's. */
export type ApplicationScope = SiteScope & { employerId: number | null };

/** The list's filters, plus what the service resolves: the site's stage keys and a candidate. */
export type ApplicationFilter = Omit<ApplicationListQuery, 'page' | 'per_page' | 'sort'> & {
  seekerId?: string;
  stageKeys?: string[];
};

export const within = (scope: ApplicationScope): SQL => inTenant(applications, scope);

/** Applications still in the pipeline (`active`) or unsuccessful and withdrawn ones (`closed`). */
export const inState = (state: 'active' | 'closed'): SQL =>
  state === 'closed'
    ? inArray(applications.status, [...CLOSED_APPLICATION_STATUSES])
    : notInArray(applications.status, [...CLOSED_APPLICATION_STATUSES]);

/**
 * Applications shown in the stage `key`'s column. One whose stage is empty or no longer one of
 * the site's belongs to the first column, so nothing drops off the board when stages change.
 */
export function inStage(key: string, keys: string[]): SQL {
  if (keys[0] !== key) return eq(applications.stage, key);
  return or(isNull(applications.stage), eq(applications.stage, key), notInArray(applications.stage, keys))!;
}

/** A board column: the open applications at the stage. */
export const activeInStage = (key: string, keys: string[]): SQL => and(inStage(key, keys), inState('active'))!;

// Per row, from the (application_id, created_at) index; a page holds at most 100 rows.
const ratingAverage = sql<
  string | null
>`(select round(avg(f.rating), 1) from application_feedback f where f.application_id = ${applications.id})`;
const ratingCount =
  sql<number>`(select count(*) from application_feedback f where f.application_id = ${applications.id})`.mapWith(
    Number,
  );

const columns = {
  id: applications.id,
  siteId: applications.siteId,
  seekerId: applications.seekerId,
  jobId: applications.jobId,
  employerId: applications.employerId,
  status: applications.status,
  stage: applications.stage,
  tags: applications.tags,
  enabled: applications.enabled,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  firstName: seekers.firstName,
  lastName: seekers.lastName,
  email: seekers.email,
  seekerStatus: seekers.status,
  jobTitle: jobs.title,
  consultantId: jobs.consultantId,
  employerName: employers.name,
  ratingAverage,
  ratingCount,
};

// The joins every read needs: the candidate, the job and the employer (all by primary key).
const selectApplications = (q: Queryable) =>
  q
    .select(columns)
    .from(applications)
    .innerJoin(seekers, sameTenant(seekers, applications, eq(seekers.id, applications.seekerId)))
    .innerJoin(jobs, sameTenant(jobs, applications, eq(jobs.id, applications.jobId)))
    .innerJoin(employers, sameTenant(employers, applications, eq(employers.id, applications.employerId)))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

const toApplication = (r: Row): Application => ({
  id: r.id,
  site_id: r.siteId,
  seeker: { id: r.seekerId, name: seekerName(r), email: r.email, status: r.seekerStatus },
  job: { id: r.jobId, title: r.jobTitle, consultant_id: r.consultantId },
  employer: { id: r.employerId, name: r.employerName },
  status: r.status,
  stage: r.stage,
  tags: r.tags,
  enabled: r.enabled,
  rating: { average: r.ratingAverage === null ? null : Number(r.ratingAverage), count: r.ratingCount },
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const DAY_START = (day: string) => new Date(`${day}T00:00:00Z`);

function filterOf(scope: ApplicationScope, f: ApplicationFilter): SQL {
  const parts: (SQL | undefined)[] = [within(scope)];
  if (f.seekerId) parts.push(eq(applications.seekerId, f.seekerId));
  if (f['filter[status]']) parts.push(eq(applications.status, f['filter[status]']));
  if (f['filter[stage]']) {
    const stage = f['filter[stage]'];
    parts.push(f.stageKeys ? inStage(stage, f.stageKeys) : eq(applications.stage, stage));
  }
  if (f['filter[job]']) parts.push(eq(applications.jobId, f['filter[job]']));
  if (f['filter[employer]']) parts.push(eq(applications.employerId, f['filter[employer]']));
  if (f['filter[consultant]']) parts.push(eq(jobs.consultantId, f['filter[consultant]']));
  if (f['filter[tag]']) parts.push(arrayContains(applications.tags, [f['filter[tag]']]));
  if (f['filter[enabled]']) parts.push(eq(applications.enabled, f['filter[enabled]'] === 'true'));
  if (f['filter[state]']) parts.push(inState(f['filter[state]']));
  if (f['filter[from]']) parts.push(gte(applications.createdAt, DAY_START(f['filter[from]'])));
  if (f['filter[to]'])
    parts.push(lt(applications.createdAt, sql`${`${f['filter[to]']}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (f.q) {
    // The candidates and the jobs that match, each from its trigram index, then their
    // applications by key: a bitmap OR of two index scans.
    const like = containsPattern(f.q);
    parts.push(
      or(
        sql`${applications.seekerId} = any(${seekerIdsMatching(scope, like)})`,
        sql`${applications.jobId} = any(${jobIdsMatching(scope, like)})`,
      ),
    );
  }
  return and(...parts)!;
}

// The pipeline's order, not the alphabet's (migration 0018's function, which an index also uses).
const statusOrder = sql`application_status_rank(${applications.status})`;
// The candidate's lower-cased names as the application carries them (migration 0035), in
// applications_site_seeker_name_idx: any page of the name sort is one index range, like the others.
const lastName = applications.seekerSortLast;
const firstName = applications.seekerSortFirst;
const newest = [desc(applications.createdAt), desc(applications.id)];

const SORTS: Record<ApplicationListQuery['sort'], SQL[]> = {
  '-created_at': newest,
  created_at: [asc(applications.createdAt), asc(applications.id)],
  '-updated_at': [desc(applications.updatedAt), desc(applications.id)],
  updated_at: [asc(applications.updatedAt), asc(applications.id)],
  status: [asc(statusOrder), ...newest],
  '-status': [desc(statusOrder), ...newest],
  seeker: [asc(lastName), asc(firstName), asc(applications.id)],
  '-seeker': [desc(lastName), desc(firstName), desc(applications.id)],
};

/**
 * The filtered applications' ids, unordered, joining the job only when a filter needs it (one row
 * per application, so counts are unchanged).
 */
function matchingApplications(q: Queryable, scope: ApplicationScope, f: ApplicationFilter, extra?: SQL) {
  let from = q.select({ id: applications.id }).from(applications).$dynamic();
  if (f['filter[consultant]'])
    from = from.innerJoin(jobs, sameTenant(jobs, applications, eq(jobs.id, applications.jobId)));
  return from.where(and(filterOf(scope, f), extra));
}

/**
 * One page of `matching`'s ids in `order`, then those rows with their candidate, job and employer,
 * and the total of `matching`.
 */
async function pageOf(
  q: Queryable,
  matching: () => ReturnType<typeof matchingApplications>,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const page = matching()
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, total] = await Promise.all([
    // Joined to the page's ids (not `id in (…)`), so the planner looks up the page's rows by key.
    selectApplications(q)
      .innerJoin(page, eq(page.id, applications.id))
      .orderBy(...order),
    listTotal(q, matching),
  ]);
  return { rows: rows.map(toApplication), total };
}

export function listApplications(
  q: Queryable,
  scope: ApplicationScope,
  query: ApplicationFilter & Pick<ApplicationListQuery, 'page' | 'per_page' | 'sort'>,
) {
  return pageOf(
    q,
    () => matchingApplications(q, scope, query),
    SORTS[query.sort],
    query.per_page,
    (query.page - 1) * query.per_page,
  );
}

/** The filtered applications of one board column (`where`: the column's own condition): how many, and the newest `limit`. */
export async function boardColumn(
  q: Queryable,
  scope: ApplicationScope,
  filter: ApplicationFilter,
  where: SQL,
  limit: number,
) {
  const matching = () => matchingApplications(q, scope, filter, where);
  const { rows, total } = await pageOf(q, matching, newest, limit, 0);
  return { items: rows, total };
}

/** One batch of the filtered applications in id order after `after` (keyset paging for the CSV export). */
export async function applicationBatch(
  q: Queryable,
  scope: ApplicationScope,
  filter: ApplicationFilter,
  after: string | null,
  limit: number,
) {
  const where = filterOf(scope, filter);
  const rows = await selectApplications(q)
    .where(after === null ? where : and(where, gt(applications.id, after)))
    .orderBy(asc(applications.id))
    .limit(limit);
  return rows.map(toApplication);
}

/** The screening versions the filtered applications answered (the CSV export's question columns). */
export async function screeningVersionIds(q: Queryable, scope: ApplicationScope, f: ApplicationFilter) {
  const rows = await q
    .selectDistinct({ id: siteFormSubmissions.versionId })
    .from(siteFormSubmissions)
    .innerJoin(
      applications,
      sameTenant(applications, siteFormSubmissions, eq(applications.id, siteFormSubmissions.applicationId)),
    )
    .innerJoin(jobs, sameTenant(jobs, applications, eq(jobs.id, applications.jobId)))
    .where(and(eq(siteFormSubmissions.siteId, scope.siteId), filterOf(scope, f)));
  return rows.map((r) => r.id);
}

/** The scope's application `id` with what the candidate sent, or null. */
export async function findApplication(
  q: Queryable,
  scope: ApplicationScope,
  id: string,
): Promise<Omit<ApplicationOverview, 'screening'> | null> {
  const [row] = await q
    .select({ ...columns, coverLetter: applications.coverLetter, answers: applications.answers })
    .from(applications)
    .innerJoin(seekers, sameTenant(seekers, applications, eq(seekers.id, applications.seekerId)))
    .innerJoin(jobs, sameTenant(jobs, applications, eq(jobs.id, applications.jobId)))
    .innerJoin(employers, sameTenant(employers, applications, eq(employers.id, applications.employerId)))
    .where(and(within(scope), eq(applications.id, id)));
  return row ? { ...toApplication(row), cover_letter: row.coverLetter, answers: row.answers } : null;
}

/** What a change needs to know of each application, its candidate, job and employer. */
export type LockedApplication = {
  id: string;
  status: ApplicationStatus;
  stage: string | null;
  enabled: boolean;
  tags: string[];
  seekerId: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
  seekerStatus: 'enabled' | 'disabled';
  /** When the candidate unsubscribed from status mail; null: they get it. */
  seekerUnsubscribedAt: Date | null;
  jobTitle: string;
  employerName: string;
};

/** The scope's applications among `ids`, locked for a change, in id order (no deadlocks). */
export async function lockApplications(q: Queryable, scope: ApplicationScope, ids: string[]) {
  if (!ids.length) return [];
  const rows: LockedApplication[] = await q
    .select({
      id: applications.id,
      status: applications.status,
      stage: applications.stage,
      enabled: applications.enabled,
      tags: applications.tags,
      seekerId: applications.seekerId,
      firstName: seekers.firstName,
      lastName: seekers.lastName,
      email: seekers.email,
      locale: seekers.locale,
      seekerStatus: seekers.status,
      seekerUnsubscribedAt: seekers.mailUnsubscribedAt,
      jobTitle: jobs.title,
      employerName: employers.name,
    })
    .from(applications)
    .innerJoin(seekers, sameTenant(seekers, applications, eq(seekers.id, applications.seekerId)))
    .innerJoin(jobs, sameTenant(jobs, applications, eq(jobs.id, applications.jobId)))
    .innerJoin(employers, sameTenant(employers, applications, eq(employers.id, applications.employerId)))
    .where(and(within(scope), inArray(applications.id, ids)))
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
  return rows;
}

type ApplicationPatch = Partial<Pick<typeof applications.$inferInsert, 'status' | 'stage' | 'enabled' | 'tags'>>;

export async function updateApplications(
  q: Queryable,
  scope: ApplicationScope,
  ids: string[],
  patch: ApplicationPatch,
) {
  if (!ids.length) return;
  await q
    .update(applications)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(within(scope), inArray(applications.id, ids)));
}

/** Whether a job has any application (a job with applications is never deleted). */
export async function jobHasApplications(q: Queryable, scope: SiteScope, jobId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: applications.id })
    .from(applications)
    .where(and(inTenant(applications, scope), eq(applications.jobId, jobId)))
    .limit(1);
  return row !== undefined;
}
