import type { Employer, EmployerListQuery, EmployerStatus } from '@talent/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { employers, sites } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

// Every query starts from the tenant key: there is no way to ask this repo about another site.
const inSite = (scope: SiteScope) => inTenant(employers, scope);

type Row = typeof employers.$inferSelect;
/** The profile columns a client may write (create and update). */
export type EmployerValues = Pick<
  typeof employers.$inferInsert,
  | 'name'
  | 'type'
  | 'industry'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'address'
  | 'logo'
  | 'registrationNumber'
  | 'businessName'
  | 'website'
  | 'size'
  | 'trusted'
>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toEmployer = (r: Row): Employer => ({
  id: r.id,
  site_id: r.siteId,
  name: r.name,
  type: r.type,
  status: r.status,
  industry: r.industry,
  contact_name: r.contactName,
  email: r.email,
  phone: r.phone,
  address: r.address,
  logo: r.logo,
  registration_number: r.registrationNumber,
  business_name: r.businessName,
  website: r.website,
  size: r.size,
  approved_at: iso(r.approvedAt),
  rejected_at: iso(r.rejectedAt),
  rejection_reason: r.rejectionReason,
  trusted: r.trusted,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

// Name sorts use lower(name), served by the (site_id, lower(name)) index; id breaks ties.
const SORTS: Record<EmployerListQuery['sort'], SQL[]> = {
  name: [asc(sql`lower(${employers.name})`), asc(employers.id)],
  '-name': [desc(sql`lower(${employers.name})`), desc(employers.id)],
  created_at: [asc(employers.createdAt), asc(employers.id)],
  '-created_at': [desc(employers.createdAt), desc(employers.id)],
  status: [asc(employers.status), desc(employers.createdAt), desc(employers.id)],
  '-status': [desc(employers.status), desc(employers.createdAt), desc(employers.id)],
};

export type EmployerFilter = Pick<EmployerListQuery, 'q' | 'filter[type]' | 'filter[industry]'> & {
  'filter[status]'?: EmployerStatus | undefined;
};

function whereOf(scope: SiteScope, f: EmployerFilter): SQL | undefined {
  const like = f.q ? containsPattern(f.q) : null;
  return and(
    inSite(scope),
    like
      ? or(ilike(employers.name, like), ilike(employers.businessName, like), ilike(employers.email, like))
      : undefined,
    f['filter[type]'] ? eq(employers.type, f['filter[type]']) : undefined,
    f['filter[status]'] ? eq(employers.status, f['filter[status]']) : undefined,
    f['filter[industry]'] ? eq(employers.industry, f['filter[industry]']) : undefined,
  );
}

export async function listEmployers(
  q: Queryable,
  scope: SiteScope,
  query: EmployerFilter & Pick<EmployerListQuery, 'page' | 'per_page' | 'sort'>,
) {
  const where = whereOf(scope, query);
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(employers)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(employers).where(where),
  ]);
  return { rows: rows.map(toEmployer), total: total?.n ?? 0 };
}

/** One batch of the filtered list in id order after `afterId` (keyset paging: no deep OFFSET). */
export async function employerBatch(
  q: Queryable,
  scope: SiteScope,
  filter: EmployerFilter,
  afterId: number,
  limit: number,
): Promise<Employer[]> {
  const rows = await q
    .select()
    .from(employers)
    .where(and(whereOf(scope, filter), gt(employers.id, afterId)))
    .orderBy(asc(employers.id))
    .limit(limit);
  return rows.map(toEmployer);
}

export async function findEmployer(
  q: Queryable,
  scope: SiteScope,
  id: number,
  forUpdate = false,
): Promise<Employer | null> {
  const query = q
    .select()
    .from(employers)
    .where(and(inSite(scope), eq(employers.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toEmployer(row) : null;
}

/**
 * The statuses of the site's employers among `ids`, for deciding whether their jobs may go live.
 * Read without a lock: an employer disabled a moment later still cannot show the job, because the
 * public job board checks the employer's status again on every request.
 */
export async function employerStatuses(
  q: Queryable,
  scope: SiteScope,
  ids: number[],
): Promise<Map<number, EmployerStatus>> {
  if (!ids.length) return new Map();
  const rows = await q
    .select({ id: employers.id, status: employers.status })
    .from(employers)
    .where(and(inSite(scope), inArray(employers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** The site's employers among `ids`, locked for a status change, in id order (no deadlocks). */
export async function lockEmployers(q: Queryable, scope: SiteScope, ids: number[]): Promise<Employer[]> {
  const rows = await q
    .select()
    .from(employers)
    .where(and(inSite(scope), inArray(employers.id, ids)))
    .orderBy(asc(employers.id))
    .for('update');
  return rows.map(toEmployer);
}

export async function insertEmployer(
  q: Queryable,
  scope: SiteScope,
  values: EmployerValues & { status: EmployerStatus; approvedAt: SQL | null },
): Promise<Employer> {
  const [row] = await q
    .insert(employers)
    .values({ ...values, accountId: scope.accountId, siteId: scope.siteId })
    .returning();
  return toEmployer(row!);
}

export async function updateEmployer(
  q: Queryable,
  scope: SiteScope,
  id: number,
  values: EmployerValues,
): Promise<Employer | null> {
  const [row] = await q
    .update(employers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inSite(scope), eq(employers.id, id)))
    .returning();
  return row ? toEmployer(row) : null;
}

export type StatusPatch = {
  status: EmployerStatus;
  approvedAt?: SQL | null;
  rejectedAt?: SQL | null;
  rejectionReason?: string | null;
};

export async function setEmployerStatus(q: Queryable, scope: SiteScope, ids: number[], patch: StatusPatch) {
  if (ids.length === 0) return;
  await q
    .update(employers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(inSite(scope), inArray(employers.id, ids)));
}

/** The site's name and settings object (jsonb), read within the tenant key. */
export async function siteSettings(
  q: Queryable,
  scope: SiteScope,
): Promise<{ name: string; settings: Record<string, unknown> }> {
  const [row] = await q
    .select({ name: sites.name, settings: sites.settings })
    .from(sites)
    .where(and(eq(sites.id, scope.siteId), inTenant(sites, scope.accountId)));
  if (!row) throw new Error(`site ${scope.siteId} of account ${scope.accountId} not found`);
  return row;
}
