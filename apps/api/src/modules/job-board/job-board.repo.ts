import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { applications, employers, jobFlags, jobs, seekers, sites } from '../../db/schema/index.js';

/** A job visitors can see: live, with where it belongs. Anything else is unknown to the public. */
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
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .innerJoin(sites, eq(sites.id, jobs.siteId))
    .where(and(eq(jobs.id, id), eq(jobs.status, 'live')));
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

/** The site's candidate with this address (any case), locked for the application being made. */
export async function findSeekerByEmail(q: Queryable, siteId: number, email: string) {
  const [row] = await q
    .select({ id: seekers.id, status: seekers.status, firstName: seekers.firstName, lastName: seekers.lastName })
    .from(seekers)
    .where(and(eq(seekers.siteId, siteId), sql`lower(${seekers.email}) = ${email.toLowerCase()}`))
    .for('update');
  return row ?? null;
}

export async function insertSeeker(q: Queryable, s: typeof seekers.$inferInsert) {
  const [row] = await q.insert(seekers).values(s).returning({ id: seekers.id });
  return row!.id;
}

export async function touchSeeker(q: Queryable, id: string) {
  await q.update(seekers).set({ lastActiveAt: sql`now()` }).where(eq(seekers.id, id));
}

/** The new application, or null when this candidate already applied for the job. */
export async function insertApplication(q: Queryable, a: typeof applications.$inferInsert): Promise<string | null> {
  const [row] = await q
    .insert(applications)
    .values(a)
    .onConflictDoNothing({ target: [applications.jobId, applications.seekerId] })
    .returning({ id: applications.id });
  return row?.id ?? null;
}
