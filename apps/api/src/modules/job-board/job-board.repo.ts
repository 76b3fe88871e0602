import { and, eq, getTableColumns, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  applications,
  employers,
  jobFlags,
  jobs,
  seekers,
  sites,
  unconfirmedApplications,
} from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/**
 * A job visitors can see: live, of an active employer, with where it belongs. Anything else (a
 * draft, an unlisted job, a disabled or rejected employer's) is unknown to the public.
 */
export async function findLiveJob(q: Queryable, id: string) {
  const [row] = await q
    .select({
      id: jobs.id,
      title: jobs.title,
      accountId: jobs.accountId,
      siteId: jobs.siteId,
      employerId: jobs.employerId,
      employer: employers.name,
      site: sites.name,
      settings: sites.settings,
    })
    .from(jobs)
    .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
    .innerJoin(sites, eq(sites.id, jobs.siteId))
    .where(and(eq(jobs.id, id), eq(jobs.status, 'live'), eq(employers.status, 'active')));
  return row ?? null;
}

export async function insertFlag(
  q: Queryable,
  f: {
    accountId: number;
    siteId: number;
    jobId: string;
    reason: (typeof jobFlags.$inferInsert)['reason'];
    comments: string | null;
    name: string | null;
    email: string | null;
  },
) {
  const [row] = await q
    .insert(jobFlags)
    .values({
      accountId: f.accountId,
      siteId: f.siteId,
      jobId: f.jobId,
      reason: f.reason,
      comments: f.comments,
      reporterName: f.name,
      reporterEmail: f.email,
    })
    .returning({ id: jobFlags.id });
  return row!.id;
}

/** The site's candidate with this address (any case); locked when an application is being made. */
export async function findSeekerByEmail(q: Queryable, scope: SiteScope, email: string, lock = false) {
  const query = q
    .select({
      id: seekers.id,
      status: seekers.status,
      firstName: seekers.firstName,
      lastName: seekers.lastName,
      locale: seekers.locale,
    })
    .from(seekers)
    .where(and(inTenant(seekers, scope), sql`lower(${seekers.email}) = ${email.toLowerCase()}`));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

type UnconfirmedInsert = Omit<typeof unconfirmedApplications.$inferInsert, 'id' | 'createdAt'>;
/** Values, or SQL for what the database computes (the expiry, on the database's clock); the tenant keys are values. */
export type NewUnconfirmed = { [K in keyof UnconfirmedInsert]: UnconfirmedInsert[K] | SQL } & SiteScope;

/** Holds an application until its address confirms, for `validHours` by the database's clock. */
export async function insertUnconfirmed(q: Queryable, a: Omit<NewUnconfirmed, 'expiresAt'>, validHours: number) {
  await q
    .insert(unconfirmedApplications)
    .values({ ...a, expiresAt: sql`now() + make_interval(hours => ${validHours})` });
}

/** An unexpired held application by its token's hash, with what its page names; nothing is changed. */
export async function findUnconfirmed(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({
      accountId: unconfirmedApplications.accountId,
      email: unconfirmedApplications.email,
      locale: unconfirmedApplications.locale,
      job: jobs.title,
      employer: employers.name,
      site: sites.name,
    })
    .from(unconfirmedApplications)
    .innerJoin(jobs, sameTenant(jobs, unconfirmedApplications, eq(jobs.id, unconfirmedApplications.jobId)))
    .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
    .innerJoin(sites, eq(sites.id, jobs.siteId))
    .where(and(eq(unconfirmedApplications.tokenHash, tokenHash), gt(unconfirmedApplications.expiresAt, sql`now()`)));
  return row ?? null;
}

/**
 * Takes a held application out by its token's hash: deleted whatever comes next, so a link works
 * once, however many requests race with it (only one DELETE returns the row). Expired: null.
 */
export async function takeUnconfirmed(q: Queryable, tokenHash: string) {
  const [row] = await q
    .delete(unconfirmedApplications)
    .where(eq(unconfirmedApplications.tokenHash, tokenHash))
    .returning({
      ...getTableColumns(unconfirmedApplications),
      live: sql<boolean>`${unconfirmedApplications.expiresAt} > now()`,
    });
  return row?.live ? row : null;
}

/** Held applications whose link has expired: nobody confirmed them (hourly housekeeping, all tenants). */
export async function purgeUnconfirmed(q: Queryable): Promise<number> {
  const rows = await q
    .delete(unconfirmedApplications)
    .where(lte(unconfirmedApplications.expiresAt, sql`now()`))
    .returning({ id: unconfirmedApplications.id });
  return rows.length;
}

export async function insertSeeker(q: Queryable, s: typeof seekers.$inferInsert) {
  const [row] = await q.insert(seekers).values(s).returning({ id: seekers.id });
  return row!.id;
}

export async function touchSeeker(q: Queryable, scope: SiteScope, id: string) {
  await q
    .update(seekers)
    .set({ lastActiveAt: sql`now()` })
    .where(and(inTenant(seekers, scope), eq(seekers.id, id)));
}

/** The new application, or null when this candidate already applied for the job. */
export async function insertApplication(q: Queryable, a: typeof applications.$inferInsert): Promise<string | null> {
  const [row] = await q
    .insert(applications)
    .values(a)
    .onConflictDoNothing({ target: [applications.jobId, applications.seekerId, applications.accountId] })
    .returning({ id: applications.id });
  return row?.id ?? null;
}
