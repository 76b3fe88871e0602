import type { Employer, EmployerListQuery } from '@talent/contract';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { employers } from '../../db/schema/index.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

// Every query starts from the tenant key: there is no way to ask this repo about another site.
const inSite = (scope: SiteScope) => and(eq(employers.accountId, scope.accountId), eq(employers.siteId, scope.siteId));

const columns = {
  id: employers.id,
  site_id: employers.siteId,
  name: employers.name,
  type: employers.type,
  status: employers.status,
  createdAt: employers.createdAt,
};

const toEmployer = ({ createdAt, ...row }: { createdAt: Date } & Omit<Employer, 'created_at'>): Employer => ({
  ...row,
  created_at: createdAt.toISOString(),
});

const SORTS: Record<EmployerListQuery['sort'], SQL[]> = {
  name: [asc(employers.name), asc(employers.id)],
  '-name': [desc(employers.name), desc(employers.id)],
  created_at: [asc(employers.createdAt), asc(employers.id)],
  '-created_at': [desc(employers.createdAt), desc(employers.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listEmployers(q: Queryable, scope: SiteScope, query: EmployerListQuery) {
  const where = and(inSite(scope), query.q ? ilike(employers.name, `%${escapeLike(query.q)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    q
      .select(columns)
      .from(employers)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(employers).where(where),
  ]);
  return { rows: rows.map(toEmployer), total: total?.n ?? 0 };
}

export async function findEmployer(q: Queryable, scope: SiteScope, id: number): Promise<Employer | null> {
  const [row] = await q
    .select(columns)
    .from(employers)
    .where(and(inSite(scope), eq(employers.id, id)));
  return row ? toEmployer(row) : null;
}
