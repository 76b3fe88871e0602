import {
  changedJobContent,
  type FlagReason,
  type Job,
  type JobContent,
  type JobListQuery,
  type JobRevisionStatus,
} from '@talent/contract';
import { and, arrayContains, asc, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { consultants, employers, jobRevisions, jobs, siteForms } from '../../db/schema/index.js';
import { listTotal } from '../../platform/list-total.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { contentFingerprint, contentOfJob } from './content-fingerprint.js';

/** Which jobs a caller may touch: the site's, and for an employer user only its own employer's. */
export type JobScope = SiteScope & { employerId: number | null };

/** The job's newest edit (`job_revisions`), as the row's subquery reads it. */
type LatestRevision = {
  id: string;
  status: JobRevisionStatus;
  content: JobContent;
  fingerprint: string;
  at: string;
  reason: string | null;
};

type Row = typeof jobs.$inferSelect & {
  employerName: string;
  consultantName: string | null;
  ratingAverage: string | null;
  ratingCount: number;
  screeningFormUuid: string | null;
  revision: LatestRevision | null;
};
export type JobValues = Omit<
  typeof jobs.$inferInsert,
  | 'id'
  | 'accountId'
  | 'siteId'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
  | 'rejectionReason'
  | 'unlistedBy'
  | 'unlistedAt'
  | 'unlistedByUserId'
  | 'unlistedReasons'
  | 'unlistedNote'
  | 'approvedFingerprint'
  | 'awaitingEmployer'
>;

/** A job as the services see it: the public shape plus the fingerprint of its last approved content. */
export type JobRecord = Job & { approvedFingerprint: string | null; screeningFormId: number | null };

const within = (scope: JobScope): SQL => inTenant(jobs, scope);

/** Jobs whose approved content is on the board: an edit of one waits for review beside it. */
const APPROVED_STATUSES = ['live', 'unlisted'] as const;
const showsApproved = (status: Job['status']) => (APPROVED_STATUSES as readonly string[]).includes(status);

/**
 * What waits for a moderator: a published job not yet live (its content is the version), or an
 * edit of an approved job (the edit's fingerprint). An edit of a job that is neither live nor
 * unlisted (expired since) waits for nothing.
 */
function reviewOf(job: Omit<Job, 'review' | 'pending_edit' | 'rejected_edit'>, revision: LatestRevision | null) {
  const open = showsApproved(job.status);
  const pending = open && revision?.status === 'pending' ? revision : null;
  return {
    review: pending
      ? { kind: 'edit' as const, version: pending.fingerprint }
      : job.status === 'on_hold'
        ? { kind: 'new' as const, version: contentFingerprint(contentOfJob(job)) }
        : null,
    pending_edit: pending && {
      id: pending.id,
      version: pending.fingerprint,
      submitted_at: new Date(pending.at).toISOString(),
      content: pending.content,
      changed: changedJobContent(job, pending.content),
    },
    rejected_edit:
      open && revision?.status === 'rejected' && revision.reason !== null
        ? { reason: revision.reason, at: new Date(revision.at).toISOString() }
        : null,
  };
}

export const toJob = (r: Row): Job => {
  const job = baseJob(r);
  return { ...job, ...reviewOf(job, r.revision) };
};

const baseJob = (r: Row): Omit<Job, 'review' | 'pending_edit' | 'rejected_edit'> => ({
  id: r.id,
  site_id: r.siteId,
  employer: { id: r.employerId, name: r.employerName },
  consultant_id: r.consultantId,
  consultant:
    r.consultantId === null || r.consultantName === null ? null : { id: r.consultantId, name: r.consultantName },
  title: r.title,
  description: r.description,
  work_type: r.workType as Job['work_type'],
  pay_type: r.payType as Job['pay_type'],
  pay_min: r.payMin,
  pay_max: r.payMax,
  currency: r.currency,
  start_date: r.startDate,
  end_date: r.endDate,
  key_selling_points: r.keySellingPoints,
  links: r.links,
  banner: r.banner,
  reference_number: r.referenceNumber,
  classifications: r.classifications,
  tags: r.tags,
  product: r.product,
  screening_form_uuid: r.screeningFormUuid,
  status: r.status,
  rating: { average: r.ratingAverage === null ? null : Number(r.ratingAverage), count: r.ratingCount },
  rejection_reason: r.rejectionReason,
  unlisted:
    r.status === 'unlisted' && r.unlistedBy !== null && r.unlistedAt !== null
      ? {
          by: r.unlistedBy,
          at: r.unlistedAt.toISOString(),
          reasons: r.unlistedReasons as FlagReason[],
          note: r.unlistedNote,
        }
      : null,
  awaiting_employer: r.awaitingEmployer,
  published_at: r.publishedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

// Per row, from the (job_id, created_at) index of job_revisions: the newest edit, waiting or decided.
// jsonb, which both drivers hand back parsed (a string is parsed here, to be sure).
const latestRevision = sql<
  LatestRevision | string | null
>`(select jsonb_build_object('id', r.id, 'status', r.status, 'content', r.content, 'fingerprint', r.fingerprint, 'at', r.updated_at, 'reason', r.rejection_reason) from ${jobRevisions} r where r.job_id = ${jobs.id} and r.account_id = ${jobs.accountId} order by r.created_at desc, r.id desc limit 1)`;
const revisionOf = (v: LatestRevision | string | null): LatestRevision | null =>
  typeof v === 'string' ? (JSON.parse(v) as LatestRevision) : v;

// Per row, from the (job_id, created_at) index of job_feedback; a page holds at most 100 rows.
const ratingAverage = sql<
  string | null
>`(select round(avg(f.rating), 1) from job_feedback f where f.job_id = ${jobs.id} and f.hidden_at is null)`;
const ratingCount =
  sql<number>`(select count(*) from job_feedback f where f.job_id = ${jobs.id} and f.hidden_at is null)`.mapWith(
    Number,
  );

const selectJobs = (q: Queryable) =>
  q
    .select({
      job: jobs,
      employerName: employers.name,
      consultantName: consultants.name,
      ratingAverage,
      ratingCount,
      screeningFormUuid: siteForms.uuid,
      revision: latestRevision,
    })
    .from(jobs)
    .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
    .leftJoin(consultants, sameTenant(consultants, jobs, eq(consultants.id, jobs.consultantId)))
    .leftJoin(siteForms, sameTenant(siteForms, jobs, eq(siteForms.id, jobs.screeningFormId)))
    .$dynamic();

const flat = (r: {
  job: typeof jobs.$inferSelect;
  employerName: string;
  consultantName: string | null;
  ratingAverage: string | null;
  ratingCount: number;
  screeningFormUuid: string | null;
  revision: LatestRevision | string | null;
}): Row => ({
  ...r.job,
  employerName: r.employerName,
  consultantName: r.consultantName,
  ratingAverage: r.ratingAverage,
  ratingCount: r.ratingCount,
  screeningFormUuid: r.screeningFormUuid,
  revision: revisionOf(r.revision),
});

const toRecord = (r: Parameters<typeof flat>[0]): JobRecord => ({
  ...toJob(flat(r)),
  approvedFingerprint: r.job.approvedFingerprint,
  screeningFormId: r.job.screeningFormId,
});

export async function findJob(q: Queryable, scope: JobScope, id: string, forUpdate = false): Promise<JobRecord | null> {
  const query = selectJobs(q).where(and(within(scope), eq(jobs.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: jobs }) : await query;
  return row ? toRecord(row) : null;
}

/** The scope's jobs among `ids`, locked for a status change, in id order (no deadlocks). */
export async function lockJobs(q: Queryable, scope: JobScope, ids: string[]): Promise<JobRecord[]> {
  const rows = await selectJobs(q)
    .where(and(within(scope), inArray(jobs.id, ids)))
    .orderBy(asc(jobs.id))
    .for('update', { of: jobs });
  return rows.map(toRecord);
}

/** An employer's jobs that wait for its approval, locked (they go live when it is approved). */
export async function lockAwaitingJobs(q: Queryable, scope: SiteScope, employerId: number): Promise<JobRecord[]> {
  const rows = await selectJobs(q)
    .where(and(within({ ...scope, employerId }), eq(jobs.status, 'on_hold'), eq(jobs.awaitingEmployer, true)))
    .orderBy(asc(jobs.id))
    .for('update', { of: jobs });
  return rows.map(toRecord);
}

export async function insertJob(q: Queryable, scope: SiteScope, values: JobValues): Promise<string> {
  const [row] = await q
    .insert(jobs)
    .values({ ...values, accountId: scope.accountId, siteId: scope.siteId })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Column values, or SQL for the ones the database computes (`now()`). */
export type JobPatch = { [K in keyof typeof jobs.$inferInsert]?: (typeof jobs.$inferInsert)[K] | SQL };

export async function updateJob(q: Queryable, scope: JobScope, id: string, values: JobPatch) {
  await q
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(within(scope), eq(jobs.id, id)));
}

/**
 * A waiting job's dates once it goes live: it starts today at the earliest and keeps its length, so
 * the days it waited are not taken from it.
 */
export const datesMovedToToday = (): Pick<JobPatch, 'startDate' | 'endDate'> => ({
  startDate: sql`greatest(start_date, current_date)`,
  endDate: sql`end_date + greatest(current_date - start_date, 0)`,
});

export async function deleteJob(q: Queryable, scope: JobScope, id: string) {
  await q.delete(jobs).where(and(within(scope), eq(jobs.id, id)));
}

/** What `q` matches on a job besides its employer's name: title and reference (indexed, migration 0018). */
const jobSearchText = sql`job_search_text(${jobs.title}, ${jobs.referenceNumber})`;

/** The site's jobs whose title or reference matches `like`, as an array for `= any(…)`. */
export const jobIdsMatching = (scope: SiteScope, like: string) =>
  sql`array(select ${jobs.id} from ${jobs} where ${inTenant(jobs, scope)} and ${jobSearchText} ilike ${like})`;

const SORTS: Record<JobListQuery['sort'], SQL[]> = {
  title: [asc(sql`lower(${jobs.title})`), asc(jobs.id)],
  '-title': [desc(sql`lower(${jobs.title})`), desc(jobs.id)],
  created_at: [asc(jobs.createdAt), asc(jobs.id)],
  '-created_at': [desc(jobs.createdAt), desc(jobs.id)],
  end_date: [sql`${jobs.endDate} asc nulls last`, asc(jobs.id)],
  '-end_date': [sql`${jobs.endDate} desc nulls last`, desc(jobs.id)],
  status: [asc(jobs.status), desc(jobs.createdAt), desc(jobs.id)],
  '-status': [desc(jobs.status), desc(jobs.createdAt), desc(jobs.id)],
};

/** The list's filters; `in_review` (the review queue, never from a query string): what waits for a moderator. */
export type JobFilter = Omit<JobListQuery, 'page' | 'per_page' | 'sort'> & { in_review?: boolean };

/**
 * Jobs in review: published and on hold, or approved with an edit waiting. The waiting edits' job ids
 * come as an array from their partial index, so the queue stays two index scans.
 */
const inReview = (scope: JobScope) =>
  or(
    eq(jobs.status, 'on_hold'),
    and(
      inArray(jobs.status, [...APPROVED_STATUSES]),
      sql`${jobs.id} = any(array(select ${jobRevisions.jobId} from ${jobRevisions} where ${inTenant(jobRevisions, scope)} and ${jobRevisions.status} = 'pending'))`,
    ),
  );

function filterOf(scope: JobScope, query: JobFilter): SQL {
  const parts: (SQL | undefined)[] = [within(scope)];
  if (query.in_review) parts.push(inReview(scope));
  if (query['filter[status]']) parts.push(eq(jobs.status, query['filter[status]']));
  if (query['filter[employer]']) parts.push(eq(jobs.employerId, query['filter[employer]']));
  if (query['filter[consultant]']) parts.push(eq(jobs.consultantId, query['filter[consultant]']));
  if (query['filter[classification]'])
    parts.push(arrayContains(jobs.classifications, [query['filter[classification]']]));
  if (query['filter[tag]']) parts.push(arrayContains(jobs.tags, [query['filter[tag]']]));
  if (query['filter[from]']) parts.push(gte(jobs.createdAt, new Date(`${query['filter[from]']}T00:00:00Z`)));
  if (query['filter[to]'])
    parts.push(lt(jobs.createdAt, sql`${`${query['filter[to]']}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (query.q) {
    const like = containsPattern(query.q);
    // Each side has its trigram index (migration 0018); the employers' ids come as an array so the
    // jobs side is a bitmap OR of two index scans, not a join filtered row by row.
    parts.push(
      or(
        ilike(jobSearchText, like),
        sql`${jobs.employerId} = any(array(select ${employers.id} from ${employers} where ${inTenant(employers, scope)} and ${employers.name} ilike ${like}))`,
      ),
    );
  }
  return and(...parts)!;
}

/** One batch of the filtered jobs in id order after `after` (keyset paging for the CSV export). */
export async function jobBatch(q: Queryable, scope: JobScope, filter: JobFilter, after: string | null, limit: number) {
  const rows = await selectJobs(q)
    .where(after === null ? filterOf(scope, filter) : and(filterOf(scope, filter), gt(jobs.id, after)))
    .orderBy(asc(jobs.id))
    .limit(limit);
  return rows.map((r) => toJob(flat(r)));
}

/**
 * The review queue's next job after `after`, in the queue's order (oldest first, `REVIEW_QUEUE_SORT`)
 * and with its filters; past the last one, the first. Never `after` itself; null when none waits.
 */
export async function nextInQueue(
  q: Queryable,
  scope: JobScope,
  filter: JobFilter,
  after: string | undefined,
): Promise<{ id: string; title: string } | null> {
  const queue = filterOf(scope, { ...filter, in_review: true });
  const first = (where: SQL) =>
    q
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(where)
      .orderBy(asc(jobs.createdAt), asc(jobs.id))
      .limit(1)
      .then(([row]) => row ?? null);
  if (!after) return first(queue);
  // The key of `after` in the queue's order, read within the scope (another tenant's id is no key).
  const key = sql`(select ${jobs.createdAt}, ${jobs.id} from ${jobs} where ${within(scope)} and ${jobs.id} = ${after})`;
  return (
    (await first(and(queue, sql`(${jobs.createdAt}, ${jobs.id}) > ${key}`)!)) ??
    first(and(queue, sql`${jobs.id} <> ${after}`)!)
  );
}

/** The filtered jobs' ids, unordered. */
const matchingJobs = (q: Queryable, scope: JobScope, query: JobFilter) =>
  q.select({ id: jobs.id }).from(jobs).where(filterOf(scope, query)).$dynamic();

/**
 * One page: the page's ids first (from the tenant + sort indexes, so page 1,000 skips index
 * entries, not joined rows), then those rows with their employer, consultant and rating.
 */
export async function listJobs(q: Queryable, scope: JobScope, query: JobListQuery & { in_review?: boolean }) {
  const order = SORTS[query.sort];
  const page = matchingJobs(q, scope, query)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as('page');
  const [rows, total] = await Promise.all([
    // Joined to the page's ids (not `id in (…)`), so the planner looks up 25 rows by key instead of
    // walking the site's index in order to check each id against the page.
    selectJobs(q)
      .innerJoin(page, eq(page.id, jobs.id))
      .orderBy(...order),
    listTotal(q, () => matchingJobs(q, scope, query)),
  ]);
  return { rows: rows.map((r) => toJob(flat(r))), total };
}

/** Live jobs whose last day has passed, for the hourly expiry (all tenants). */
export async function expireDueJobs(q: Queryable): Promise<number> {
  const rows = await q
    .update(jobs)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(inArray(jobs.status, ['live', 'unlisted']), lt(jobs.endDate, sql`current_date`)))
    .returning({ id: jobs.id });
  return rows.length;
}
