import type { AccountStatusChangeBody, PlatformAccount } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import {
  accountFileKeys,
  accountsDueForPurge,
  closeAccount,
  closingBlockers,
  deleteAccountRow,
  lockDueAccount,
  platformHistory,
  recordExportDownload,
} from './account-closing.repo.js';
import { accountTables, declareAccountPurge, deleteAccountRows } from './account-data.repo.js';
import { findAccount } from './platform-accounts.repo.js';
import { platformAccountOf } from './platform-accounts.service.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How recent the export must be for closing. The API, not only the dialog's checkbox, holds this
 * rule: what is deleted at the end of the grace period cannot be given back, so staff must have
 * taken a copy, and a recent one (a day), so that it holds what the account had when it closed
 * rather than what it had weeks before.
 */
export const EXPORT_FRESH_MS = DAY_MS;

/**
 * Closes an account: like suspension (its grants count for nothing, its people cannot sign in),
 * and at `closes_at` the purge deletes every row of it. Refused while jobs of it are still listed
 * or its employers hold credits (things paid for and not yet given), and without a fresh export.
 */
export async function closePlatformAccount(
  ctx: AppContext,
  id: number,
  body: AccountStatusChangeBody,
  actor: AuditActor,
): Promise<PlatformAccount> {
  await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, id);
    if (!account) throw notFound();
    if (account.status === 'closing') throw new AppError('account_already_closing');
    const now = ctx.clock();
    const exported = account.exportDownloadedAt ? new Date(account.exportDownloadedAt).getTime() : 0;
    if (now.getTime() - exported > EXPORT_FRESH_MS) throw new AppError('account_export_missing');
    const { liveJobs, credits } = await closingBlockers(tx, id);
    if (liveJobs > 0) throw new AppError('account_has_live_jobs', { params: { count: liveJobs } });
    if (credits > 0) throw new AppError('account_has_credits', { params: { count: credits } });
    const closesAt = new Date(now.getTime() + ctx.config.accountCloseGraceDays * DAY_MS);
    if (!(await closeAccount(tx, id, { reason: body.reason, closesAt }))) throw new AppError('account_already_closing');
    await recordAudit(tx, actor, {
      action: 'platform.account_closed',
      subjectType: 'account',
      subjectId: id,
      accountId: id,
      data: { reason: body.reason, closes_at: closesAt.toISOString() },
    });
  });
  return platformAccountOf(ctx, id);
}

/** Records a download of the account's export (the closing rule reads it), audited. */
export async function recordAccountExport(ctx: AppContext, id: number, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, id);
    if (!account) throw notFound();
    await recordExportDownload(tx, id, ctx.clock());
    await recordAudit(tx, actor, {
      action: 'platform.account_exported',
      subjectType: 'account',
      subjectId: id,
      accountId: id,
    });
  });
}

/** The purge acts as nobody: its record names the hour's run as the request. */
const purgeActor = (now: Date): AuditActor => ({
  userId: null,
  impersonatorUserId: null,
  ip: null,
  requestId: `account-purge:${now.toISOString().slice(0, 13)}`,
});

/**
 * Deletes the accounts whose grace period is over, each in one transaction: every row of it in
 * every table with an `account_id` (children first, see accountTables), then its own row, which
 * cascades to the rows keyed through it without an `account_id` of their own (sessions bound to it,
 * links of people to its identity providers).
 *
 * - People are platform-wide: their `users` row stays (they may work for other accounts or sign up
 *   again); they lose their grants and invitations in the account, which are its rows.
 * - The audit log's rows of the account are its rows too (its staff's history, with their personal
 *   data), so they go with it; the trigger of migration 0047 allows that only inside this declared
 *   purge. What platform staff need afterwards is the purge record, written with no account (a
 *   platform event, like the others with account_id null): the name, the closing reason and dates,
 *   the platform actions on the account (who created, suspended, closed it) and the rows deleted
 *   per table.
 *
 * - Its files in storage (résumés, files sent with forms, privacy exports, form uploads) are
 *   deleted once the rows naming them are gone.
 *
 * Runs in every process each hour: a process that finds an account locked by another skips it.
 * One account failing does not stop the others; the failures are thrown together at the end.
 */
export async function purgeClosedAccounts(ctx: AppContext, now: Date = ctx.clock()) {
  const due = await accountsDueForPurge(ctx.db, now);
  if (due.length === 0) return { purged: [] as number[] };
  const tables = await accountTables(ctx.db);
  const purged: number[] = [];
  const files = new Map<number, string[]>();
  const failures: unknown[] = [];
  for (const id of due) {
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const account = await lockDueAccount(tx, id, now);
        if (!account) return false;
        const history = await platformHistory(tx, id);
        files.set(id, await accountFileKeys(tx, id));
        await declareAccountPurge(tx, id);
        const rows = await deleteAccountRows(tx, tables, id);
        await deleteAccountRow(tx, id);
        await recordAudit(tx, purgeActor(now), {
          action: 'platform.account_purged',
          subjectType: 'account',
          subjectId: id,
          accountId: null,
          data: {
            name: account.name,
            reason: account.reason,
            closed_at: account.closedAt && new Date(account.closedAt).toISOString(),
            closes_at: account.closesAt && new Date(account.closesAt).toISOString(),
            platform_history: history.map((h) => ({
              action: h.action,
              actor_user_id: h.actorUserId,
              at: new Date(h.createdAt).toISOString(),
              data: h.data,
            })),
            rows,
          },
        });
        return true;
      });
      if (done) {
        purged.push(id);
        // After commit, as for an erasure: a rollback must not have lost files the rows still name.
        for (const key of files.get(id) ?? []) await ctx.storage.delete(key);
      }
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length) throw new AggregateError(failures, `purging ${failures.length} closed account(s) failed`);
  return { purged };
}
