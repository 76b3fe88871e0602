import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, employers, sites } from '../../db/schema/index.js';

export async function listAccounts(q: Queryable, ids: number[] | 'all') {
  const query = q
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .orderBy(asc(accounts.name), asc(accounts.id));
  return ids === 'all' ? query : ids.length ? query.where(inArray(accounts.id, ids)) : [];
}

export async function listSitesOfAccounts(q: Queryable, accountIds: number[]) {
  if (!accountIds.length) return [];
  return q
    .select({ id: sites.id, accountId: sites.accountId, name: sites.name })
    .from(sites)
    .where(inArray(sites.accountId, accountIds))
    .orderBy(asc(sites.name), asc(sites.id));
}

export async function listEmployersByIds(q: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return q
    .select({ id: employers.id, siteId: employers.siteId, name: employers.name, status: employers.status })
    .from(employers)
    .where(inArray(employers.id, ids))
    .orderBy(asc(employers.name), asc(employers.id));
}
