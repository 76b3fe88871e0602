import type { Consultant, ConsultantListQuery } from '@talent/contract';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { consultants, employers, jobs } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

type Row = typeof consultants.$inferSelect;
export type ConsultantValues = Omit<typeof consultants.$inferInsert, 'id' | 'accountId' | 'siteId' | 'createdAt'>;

const within = (scope: SiteScope) => inTenant(consultants, scope)!;

// Qualified by hand: Drizzle leaves columns of a one-table select unqualified, and `id` would be
// the job's. Per row; a page holds at most 100 rows and each count uses the partial consultant index.
const liveJobs =
  sql<number>`(select count(*) from jobs j where j.consultant_id = "consultants"."id" and j.status = 'live')`.mapWith(
    Number,
  );

const toConsultant = (r: Row, jobsCount: number, people: { id: number; name: string }[]): Consultant => ({
  id: r.id,
  site_id: r.siteId,
  name: r.name,
  email: r.email,
  phone: r.phone,
  photo: r.photo,
  bio: r.bio,
  specialisations: r.specialisations,
  status: r.status,
  employers: people,
  jobs_count: jobsCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The employers each of `ids` looks after, by consultant. */
async function employersOf(q: Queryable, ids: number[]) {
  const by = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return by;
  const rows = await q
    .select({ consultantId: employers.consultantId, id: employers.id, name: employers.name })
    .from(employers)
    .where(inArray(employers.consultantId, ids))
    .orderBy(asc(sql`lower(${employers.name})`));
  for (const r of rows) {
    const list = by.get(r.consultantId!) ?? [];
    list.push({ id: r.id, name: r.name });
    by.set(r.consultantId!, list);
  }
  return by;
}

const SORTS: Record<ConsultantListQuery['sort'], SQL[]> = {
  name: [asc(sql`lower(${consultants.name})`), asc(consultants.id)],
  '-name': [desc(sql`lower(${consultants.name})`), desc(consultants.id)],
  created_at: [asc(consultants.createdAt), asc(consultants.id)],
  '-created_at': [desc(consultants.createdAt), desc(consultants.id)],
};

export async function listConsultants(q: Queryable, scope: SiteScope, query: ConsultantListQuery) {
  const parts: (SQL | undefined)[] = [within(scope)];
  if (query['filter[status]']) parts.push(eq(consultants.status, query['filter[status]']));
  if (query['filter[specialisation]'])
    parts.push(arrayContains(consultants.specialisations, [query['filter[specialisation]']]));
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(or(ilike(consultants.name, like), ilike(consultants.email, like), ilike(consultants.phone, like)));
  }
  const where = and(...parts);
  const [rows, [totals]] = await Promise.all([
    q
      .select({ consultant: consultants, jobsCount: liveJobs })
      .from(consultants)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(consultants).where(where),
  ]);
  const people = await employersOf(
    q,
    rows.map((r) => r.consultant.id),
  );
  return {
    rows: rows.map((r) => toConsultant(r.consultant, r.jobsCount, people.get(r.consultant.id) ?? [])),
    total: totals?.n ?? 0,
  };
}

export async function findConsultant(q: Queryable, scope: SiteScope, id: number, forUpdate = false) {
  const query = q
    .select({ consultant: consultants, jobsCount: liveJobs })
    .from(consultants)
    .where(and(within(scope), eq(consultants.id, id)));
  const [row] = forUpdate ? await query.for('update', { of: consultants }) : await query;
  if (!row) return null;
  const people = await employersOf(q, [id]);
  return toConsultant(row.consultant, row.jobsCount, people.get(id) ?? []);
}

export async function emailTaken(q: Queryable, scope: SiteScope, email: string, except: number | null) {
  const [row] = await q
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(within(scope), eq(sql`lower(${consultants.email})`, email.toLowerCase())));
  return row !== undefined && row.id !== except;
}

export async function insertConsultant(q: Queryable, scope: SiteScope, values: ConsultantValues): Promise<number> {
  const [row] = await q
    .insert(consultants)
    .values({ ...values, accountId: scope.accountId, siteId: scope.siteId })
    .returning({ id: consultants.id });
  return row!.id;
}

export async function updateConsultant(q: Queryable, scope: SiteScope, id: number, values: Partial<ConsultantValues>) {
  await q
    .update(consultants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(within(scope), eq(consultants.id, id)));
}

/** Makes `employerIds` (already checked to be the site's) exactly the ones `id` looks after. */
export async function assignEmployers(q: Queryable, scope: SiteScope, id: number, employerIds: number[]) {
  const site = inTenant(employers, scope);
  await q
    .update(employers)
    .set({ consultantId: null })
    .where(and(site, eq(employers.consultantId, id)));
  if (employerIds.length)
    await q
      .update(employers)
      .set({ consultantId: id })
      .where(and(site, inArray(employers.id, employerIds)));
}

/** The site's employers among `ids`. */
export async function siteEmployerIds(q: Queryable, scope: SiteScope, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await q
    .select({ id: employers.id })
    .from(employers)
    .where(and(inTenant(employers, scope), inArray(employers.id, ids)));
  return rows.map((r) => r.id);
}

/** The status of the site's consultant `id`, or null when there is none (another site's too). */
export async function consultantStatus(q: Queryable, scope: SiteScope, id: number) {
  const [row] = await q
    .select({ status: consultants.status })
    .from(consultants)
    .where(and(within(scope), eq(consultants.id, id)));
  return row?.status ?? null;
}

/** Jobs assigned to the consultant, newest first, with how many applied. */
export async function consultantJobs(q: Queryable, scope: SiteScope, id: number, page: number, perPage: number) {
  const where = and(inTenant(jobs, scope), eq(jobs.consultantId, id));
  const [rows, [totals]] = await Promise.all([
    q
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        employerId: employers.id,
        employerName: employers.name,
        applications: sql<number>`(select count(*) from applications a where a.job_id = ${jobs.id})`.mapWith(Number),
      })
      .from(jobs)
      .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    q.select({ n: count() }).from(jobs).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      employer: { id: r.employerId, name: r.employerName },
      applications_count: r.applications,
    })),
    total: totals?.n ?? 0,
  };
}
