import { and, asc, eq, inArray, like, lte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  accounts,
  auditLog,
  creditWallets,
  jobs,
  privacyRequests,
  seekers,
  siteFormSubmissions,
  storedFiles,
} from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

/** Jobs whose listing still runs (on the board, or taken off it while paid for): closing waits for them. */
const RUNNING_JOB_STATUSES = ['live', 'unlisted'] as const;

/** What stands in the way of closing: jobs whose listing runs, and credits employers still hold. */
export async function closingBlockers(q: Queryable, accountId: number) {
  const [[running], [credits]] = await Promise.all([
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(inTenant(jobs, accountId), inArray(jobs.status, RUNNING_JOB_STATUSES))),
    q
      .select({ n: sql<number>`coalesce(sum(${creditWallets.balance}), 0)::int` })
      .from(creditWallets)
      .where(inTenant(creditWallets, accountId)),
  ]);
  return { liveJobs: running?.n ?? 0, credits: credits?.n ?? 0 };
}

/** Closing from any other status; false when the account is closing already (or someone was first). */
export async function closeAccount(q: Queryable, id: number, change: { reason: string; closesAt: Date }) {
  const rows = await q
    .update(accounts)
    .set({
      status: 'closing',
      statusReason: change.reason,
      statusChangedAt: sql`now()`,
      closesAt: change.closesAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(accounts.id, id), ne(accounts.status, 'closing')))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export async function recordExportDownload(q: Queryable, id: number, at: Date) {
  await q.update(accounts).set({ exportDownloadedAt: at }).where(eq(accounts.id, id));
}

/** Closing accounts whose grace period is over, oldest first. */
export async function accountsDueForPurge(q: Queryable, now: Date) {
  const rows = await q
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.status, 'closing'), lte(accounts.closesAt, now)))
    .orderBy(asc(accounts.closesAt), asc(accounts.id));
  return rows.map((r) => r.id);
}

/**
 * Locks a due account for its purge, with what the purge record keeps of it; null when it is no
 * longer due (reopened) or another process is purging it (skip locked: housekeeping runs everywhere).
 */
export async function lockDueAccount(q: Queryable, id: number, now: Date) {
  const [row] = await q
    .select({
      name: accounts.name,
      reason: accounts.statusReason,
      closedAt: accounts.statusChangedAt,
      closesAt: accounts.closesAt,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.status, 'closing'), lte(accounts.closesAt, now)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function deleteAccountRow(q: Queryable, id: number) {
  await q.delete(accounts).where(eq(accounts.id, id));
}

/** What platform staff did to the account (created, suspended, closed…), kept in its purge record. */
export async function platformHistory(q: Queryable, accountId: number) {
  return q
    .select({
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(inTenant(auditLog, accountId), like(auditLog.action, 'platform.%')))
    .orderBy(asc(auditLog.id));
}

/**
 * The account's files in storage, named by its rows: candidates' résumés, files sent with site
 * forms, privacy exports and form uploads. Read before the purge deletes the rows that name them.
 */
export async function accountFileKeys(q: Queryable, accountId: number): Promise<string[]> {
  const [resumes, submissions, exports, uploads] = await Promise.all([
    q.select({ key: seekers.resumeKey }).from(seekers).where(inTenant(seekers, accountId)),
    q
      .select({ files: siteFormSubmissions.files })
      .from(siteFormSubmissions)
      .where(and(inTenant(siteFormSubmissions, accountId), sql`${siteFormSubmissions.files} <> '{}'::jsonb`)),
    q.select({ key: privacyRequests.fileKey }).from(privacyRequests).where(inTenant(privacyRequests, accountId)),
    q.select({ key: storedFiles.key }).from(storedFiles).where(inTenant(storedFiles, accountId)),
  ]);
  const keys = [
    ...resumes.map((r) => r.key),
    ...submissions.flatMap((s) => Object.values(s.files).map((f) => f.key)),
    ...exports.map((r) => r.key),
    ...uploads.map((r) => r.key),
  ];
  return [...new Set(keys.filter((k): k is string => k !== null))];
}
