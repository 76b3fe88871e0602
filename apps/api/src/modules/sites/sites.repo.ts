import type { Site } from '@talent/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, sites } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import { provenHostsOnly } from '../branding/proven-hosts.js';

// Counted per site with the site-leading indexes; an account has a handful of sites.
const figures = {
  employers:
    sql<number>`(select count(*) from employers e where e.site_id = "sites"."id" and e.status = 'active')`.mapWith(
      Number,
    ),
  liveJobs: sql<number>`(select count(*) from jobs j where j.site_id = "sites"."id" and j.status = 'live')`.mapWith(
    Number,
  ),
  candidates: sql<number>`(select count(*) from seekers s where s.site_id = "sites"."id")`.mapWith(Number),
  applications:
    sql<number>`(select count(*) from applications a where a.site_id = "sites"."id" and a.created_at > now() - interval '30 days')`.mapWith(
      Number,
    ),
};

type Row = typeof sites.$inferSelect & { [K in keyof typeof figures]: number };

const toSite = (r: Row): Site => ({
  id: r.id,
  account_id: r.accountId,
  name: r.name,
  domain: r.domain,
  figures: {
    employers: r.employers,
    live_jobs: r.liveJobs,
    candidates: r.candidates,
    applications_30d: r.applications,
  },
  created_at: r.createdAt.toISOString(),
});

const select = (q: Queryable) =>
  q
    .select({ site: sites, ...figures })
    .from(sites)
    .$dynamic();

/** The account's sites, by name. */
export async function listSites(q: Queryable, accountId: number): Promise<Site[]> {
  const rows = await select(q)
    .where(inTenant(sites, accountId))
    .orderBy(asc(sql`lower(${sites.name})`), asc(sites.id));
  return rows.map((r) => toSite({ ...r.site, ...r }));
}

export async function findSite(q: Queryable, accountId: number, id: number): Promise<Site | null> {
  const [row] = await select(q).where(and(inTenant(sites, accountId), eq(sites.id, id)));
  return row ? toSite({ ...row.site, ...row }) : null;
}

/** Whether another site (of any account) is served on `domain`. */
export async function domainTaken(q: Queryable, domain: string, except: number | null): Promise<boolean> {
  const [site] = await q
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.domain, domain), except === null ? undefined : ne(sites.id, except)));
  return site !== undefined;
}

/** Whether the account has proven `domain` (one account at most can: the proof's unique index). */
export async function isProvenHost(q: Queryable, accountId: number, domain: string): Promise<boolean> {
  const [host] = await q
    .select({ id: accountDomains.id })
    .from(accountDomains)
    .where(and(inTenant(accountDomains, accountId), eq(accountDomains.domain, domain), provenHostsOnly));
  return host !== undefined;
}

/** A host proven by `accountId` stops being the address of any other account's site. */
export async function takeHostFromOtherSites(q: Queryable, accountId: number, domain: string) {
  await q
    .update(sites)
    .set({ domain: null })
    .where(and(eq(sites.domain, domain), ne(sites.accountId, accountId)));
}

/** A host the account no longer holds stops being the address of its sites. */
export async function dropHostFromSites(q: Queryable, accountId: number, domain: string) {
  await q
    .update(sites)
    .set({ domain: null })
    .where(and(inTenant(sites, accountId), eq(sites.domain, domain)));
}

export async function insertSite(
  q: Queryable,
  accountId: number,
  values: { name: string; domain: string | null; settings: Record<string, unknown> },
) {
  const [row] = await q
    .insert(sites)
    .values({ accountId, ...values })
    .returning({ id: sites.id });
  return row!.id;
}

export async function updateSite(
  q: Queryable,
  accountId: number,
  id: number,
  values: { name: string; domain: string | null },
) {
  await q
    .update(sites)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inTenant(sites, accountId), eq(sites.id, id)));
}
