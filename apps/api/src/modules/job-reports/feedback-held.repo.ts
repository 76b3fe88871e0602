import { and, eq, getTableColumns, gt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { employers, jobs, siteFormSubmissions, sites, unconfirmedJobFeedback } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/** A rating held until its address confirms (`unconfirmed_job_feedback`). */
export type HeldFeedback = typeof unconfirmedJobFeedback.$inferSelect;

const held = (scope: SiteScope, id: string) =>
  and(inTenant(unconfirmedJobFeedback, scope), eq(unconfirmedJobFeedback.id, id));
const unexpired = gt(unconfirmedJobFeedback.expiresAt, sql`now()`);

export async function insertHeldFeedback(
  q: Queryable,
  values: Omit<typeof unconfirmedJobFeedback.$inferInsert, 'id' | 'createdAt'>,
): Promise<{ id: string }> {
  const [row] = await q.insert(unconfirmedJobFeedback).values(values).returning({ id: unconfirmedJobFeedback.id });
  return row!;
}

/** A held rating whose link is still valid, with what its page says (the job, its employer and site). */
export async function findHeldFeedback(q: Queryable, scope: SiteScope, id: string) {
  const [row] = await q
    .select({
      rating: unconfirmedJobFeedback.rating,
      locale: unconfirmedJobFeedback.locale,
      job: jobs.title,
      employer: employers.name,
      site: sites.name,
    })
    .from(unconfirmedJobFeedback)
    .innerJoin(jobs, and(eq(jobs.id, unconfirmedJobFeedback.jobId), sameTenant(jobs, unconfirmedJobFeedback)))
    .innerJoin(employers, sameTenant(employers, jobs, eq(employers.id, jobs.employerId)))
    .innerJoin(sites, eq(sites.id, jobs.siteId))
    .where(and(held(scope, id), unexpired));
  return row ?? null;
}

/**
 * Takes a held rating out, once: deleted whatever comes next, so its link works once however many
 * requests race with it (only one DELETE returns the row). Expired: null (and gone).
 */
export async function takeHeldFeedback(q: Queryable, scope: SiteScope, id: string): Promise<HeldFeedback | null> {
  const [row] = await q
    .delete(unconfirmedJobFeedback)
    .where(held(scope, id))
    .returning({ ...getTableColumns(unconfirmedJobFeedback), live: sql<boolean>`${unexpired}` });
  if (!row?.live) return null;
  const { live: _, ...taken } = row;
  return taken;
}

/** The free text the visitor wrote with a held rating: it stays in their submission only, read back here. */
export async function submissionAnswers(q: Queryable, scope: SiteScope, submissionId: number) {
  const [row] = await q
    .select({ answers: siteFormSubmissions.answers })
    .from(siteFormSubmissions)
    .where(and(inTenant(siteFormSubmissions, scope.accountId), eq(siteFormSubmissions.id, submissionId)));
  return row?.answers ?? {};
}

/** Held ratings whose link has expired: nobody confirmed them (hourly housekeeping, all tenants). */
export async function purgeHeldFeedback(q: Queryable): Promise<number> {
  const rows = await q
    .delete(unconfirmedJobFeedback)
    .where(lte(unconfirmedJobFeedback.expiresAt, sql`now()`))
    .returning({ id: unconfirmedJobFeedback.id });
  return rows.length;
}

/** Erasure: every held rating sent from the address (by its digest) at the site. */
export async function deleteHeldFeedbackOf(q: Queryable, scope: SiteScope, emailDigest: string): Promise<number> {
  const rows = await q
    .delete(unconfirmedJobFeedback)
    .where(and(inTenant(unconfirmedJobFeedback, scope), eq(unconfirmedJobFeedback.emailDigest, emailDigest)))
    .returning({ id: unconfirmedJobFeedback.id });
  return rows.length;
}
