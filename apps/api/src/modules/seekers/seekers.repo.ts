import type { Seeker, SeekerListQuery } from '@talent/contract';
import { and, arrayContains, asc, desc, eq, gt, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { seekers } from '../../db/schema/index.js';
import { listTotal } from '../../platform/list-total.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { seekerApplicationsCount, seekerSearchText, seekerWithin, toSeeker } from './seeker-rows.js';

export type SeekerFilter = Omit<SeekerListQuery, 'page' | 'per_page' | 'sort'>;

const SORTS: Record<SeekerListQuery['sort'], SQL[]> = {
  '-created_at': [desc(seekers.createdAt), desc(seekers.id)],
  created_at: [asc(seekers.createdAt), asc(seekers.id)],
  '-last_active_at': [sql`${seekers.lastActiveAt} desc nulls last`, desc(seekers.id)],
  last_active_at: [sql`${seekers.lastActiveAt} asc nulls first`, asc(seekers.id)],
  last_name: [asc(sql`lower(${seekers.lastName})`), asc(sql`lower(${seekers.firstName})`), asc(seekers.id)],
  '-last_name': [desc(sql`lower(${seekers.lastName})`), desc(sql`lower(${seekers.firstName})`), desc(seekers.id)],
};

function filterOf(scope: SiteScope, query: SeekerFilter): SQL {
  const parts: (SQL | undefined)[] = [seekerWithin(scope)];
  if (query['filter[status]']) parts.push(eq(seekers.status, query['filter[status]']));
  if (query['filter[tag]']) parts.push(arrayContains(seekers.tags, [query['filter[tag]']]));
  if (query['filter[from]']) parts.push(gte(seekers.createdAt, new Date(`${query['filter[from]']}T00:00:00Z`)));
  if (query['filter[to]'])
    parts.push(lt(seekers.createdAt, sql`${`${query['filter[to]']}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (query.q) parts.push(ilike(seekerSearchText, containsPattern(query.q)));
  return and(...parts)!;
}

const select = (q: Queryable) =>
  q.select({ seeker: seekers, applicationsCount: seekerApplicationsCount }).from(seekers).$dynamic();

/**
 * One page: the page's ids first (from the tenant + sort indexes), then those candidates with their
 * application counts.
 */
export async function listSeekers(q: Queryable, scope: SiteScope, query: SeekerListQuery) {
  const matching = () => q.select({ id: seekers.id }).from(seekers).where(filterOf(scope, query)).$dynamic();
  const order = SORTS[query.sort];
  const page = matching()
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as('page');
  const [rows, total] = await Promise.all([
    // Joined to the page's ids (not `id in (…)`), so the planner looks up 25 rows by key.
    select(q)
      .innerJoin(page, eq(page.id, seekers.id))
      .orderBy(...order),
    listTotal(q, matching),
  ]);
  return { rows: rows.map((r) => toSeeker(r.seeker, r.applicationsCount)), total };
}

/** One batch in id order after `after` (keyset paging for the CSV export). */
export async function seekerBatch(
  q: Queryable,
  scope: SiteScope,
  filter: SeekerFilter,
  after: string | null,
  limit: number,
): Promise<Seeker[]> {
  const where = filterOf(scope, filter);
  const rows = await select(q)
    .where(after === null ? where : and(where, gt(seekers.id, after)))
    .orderBy(asc(seekers.id))
    .limit(limit);
  return rows.map((r) => toSeeker(r.seeker, r.applicationsCount));
}

/** The scope's candidates among `ids`, locked for a change, in id order. */
export async function lockSeekers(q: Queryable, scope: SiteScope, ids: string[]) {
  if (!ids.length) return [];
  return q
    .select()
    .from(seekers)
    .where(and(seekerWithin(scope), inArray(seekers.id, ids)))
    .orderBy(asc(seekers.id))
    .for('update');
}

type Patch = { [K in keyof typeof seekers.$inferInsert]?: (typeof seekers.$inferInsert)[K] | SQL };

export async function updateSeeker(q: Queryable, scope: SiteScope, id: string, patch: Patch) {
  await q
    .update(seekers)
    .set(patch)
    .where(and(seekerWithin(scope), eq(seekers.id, id)));
}
