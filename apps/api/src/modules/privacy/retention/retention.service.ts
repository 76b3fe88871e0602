import type { Queryable } from '../../../db/client.js';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { candidateLinkBase } from '../../branding/links.js';
import { privacyFooterMaker } from '../consent/privacy-footer.js';
import { eraseSeeker } from '../erasure/erasure.service.js';
import { signLink } from '../links/signed-links.js';
import {
  type AccountRule,
  type Cursor,
  deleteSchedule,
  dueForErasure,
  eligibleSeekers,
  insertSchedule,
  retentionLimits,
  type ScheduledRow,
  type SiteRule,
  siteRules,
  sweptAccounts,
  unmarkActiveAgain,
  unmarkAll,
} from './retention.repo.js';
import { enqueueNotice, KEEP_PATH, localeOf } from './retention-mail.js';
import { addDays, addMonths, effectiveMonths } from './retention-rules.js';

/** Candidates per statement and per transaction: a big site is many short transactions, not one long one. */
export const SWEEP_BATCH = 500;

export type SweepResult = { marked: number; cancelled: number; erased: number; failed: number };

/** The sweep acts as nobody: its audit rows carry no user, and the day's run as the request. */
const systemActor = (now: Date): AuditActor => ({
  userId: null,
  impersonatorUserId: null,
  ip: null,
  requestId: `retention-sweep:${now.toISOString().slice(0, 10)}`,
});

/**
 * The daily retention sweep (ARCHITECTURE "Candidate privacy: retention sweep"), for every account
 * whose rule is on: first unmarks candidates active again since they were marked, then erases those
 * past their grace period, then marks (and mails) the candidates the rule now finds. An account
 * whose rule was turned off has its schedule cancelled. One account failing does not stop the
 * others; the run then throws so its claim records the error (and is tried again).
 */
export async function runRetentionSweep(ctx: AppContext, now: Date): Promise<SweepResult> {
  return sweep(ctx, await sweptAccounts(ctx.db), now);
}

/**
 * The same sweep for one account at once: run (as a background job) when its rule is turned on or
 * changed, so the candidates it finds are listed and mailed now, not at the next day's sweep.
 * Marking is idempotent (a candidate already scheduled is skipped), so it may meet the daily run.
 */
export async function runAccountRetentionSweep(ctx: AppContext, accountId: number, now: Date): Promise<SweepResult> {
  return sweep(ctx, await sweptAccounts(ctx.db, accountId), now);
}

async function sweep(ctx: AppContext, accounts: AccountRule[], now: Date): Promise<SweepResult> {
  const result: SweepResult = { marked: 0, cancelled: 0, erased: 0, failed: 0 };
  const actor = systemActor(now);
  const limits = await retentionLimits(ctx.db);
  const errors: string[] = [];
  for (const account of accounts) {
    try {
      if (!account.enabled) {
        result.cancelled += await cancelAll(ctx, account.accountId, actor);
        continue;
      }
      result.cancelled += await cancelActiveAgain(ctx, account.accountId, actor);
      const erased = await eraseDue(ctx, account, now, actor);
      result.erased += erased.erased;
      result.failed += erased.failed;
      for (const site of await siteRules(ctx.db, account.accountId)) {
        result.marked += await markSite(ctx, account, site, effectiveMonths(account, site, limits), now, actor);
      }
    } catch (err) {
      errors.push(`account ${account.accountId}: ${reasonOf(err)}`);
    }
  }
  // The notices of the accounts that went through go out even if another account failed.
  ctx.mail.kick();
  if (result.failed) errors.push(`${result.failed} erasure(s) failed`);
  if (errors.length) throw new Error(`retention sweep: ${errors.join('; ')}`);
  return result;
}

/** An error's message, the database's own (a wrapped query error's cause) rather than the query text. */
const reasonOf = (err: unknown): string => {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
};

async function auditCancelled(q: Queryable, accountId: number, actor: AuditActor, rows: ScheduledRow[], why: string) {
  for (const row of rows) {
    await recordAudit(q, actor, {
      action: 'seeker.erasure_cancelled',
      subjectType: 'seeker',
      subjectId: row.seekerId,
      accountId,
      siteId: row.siteId,
      data: { why, reason: row.reason, due_at: row.dueAt.toISOString() },
    });
  }
}

/** Unmarks, batch by batch, the account's candidates who became active after they were marked. */
async function cancelActiveAgain(ctx: AppContext, accountId: number, actor: AuditActor): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await ctx.db.transaction(async (tx) => {
      const gone = await unmarkActiveAgain(tx, accountId, SWEEP_BATCH);
      await auditCancelled(tx, accountId, actor, gone, 'active_again');
      return gone;
    });
    total += rows.length;
    if (rows.length < SWEEP_BATCH) return total;
  }
}

/** The rule was turned off: nobody it marked is erased any more. */
async function cancelAll(ctx: AppContext, accountId: number, actor: AuditActor): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await ctx.db.transaction(async (tx) => {
      const gone = await unmarkAll(tx, accountId, SWEEP_BATCH);
      await auditCancelled(tx, accountId, actor, gone, 'rule_off');
      return gone;
    });
    total += rows.length;
    if (rows.length < SWEEP_BATCH) return total;
  }
}

/**
 * Erases the account's candidates past their grace period, one by one through the erasure engine
 * (each its own transaction, recorded with origin `retention`). One that fails stays scheduled and
 * is tried again on the next run; the walk goes on past it.
 */
async function eraseDue(
  ctx: AppContext,
  account: AccountRule,
  now: Date,
  actor: AuditActor,
): Promise<{ erased: number; failed: number }> {
  let erased = 0;
  let failed = 0;
  let after: { dueAt: Date; seekerId: string } | null = null;
  for (;;) {
    const due = await dueForErasure(ctx.db, account.accountId, now, after, SWEEP_BATCH);
    for (const row of due) {
      const scope: SiteScope = { accountId: account.accountId, siteId: row.siteId };
      try {
        await eraseSeeker(ctx, scope, row.seekerId, { origin: 'retention', reason: row.reason, actor });
        erased += 1;
      } catch (err) {
        // Gone already (deleted by staff): nothing left to erase, only the mark.
        if (!(err instanceof AppError && err.code === 'not_found')) {
          failed += 1;
          continue;
        }
      }
      await deleteSchedule(ctx.db, scope, row.seekerId);
    }
    const last = due.at(-1);
    if (!last || due.length < SWEEP_BATCH) return { erased, failed };
    after = { dueAt: last.dueAt, seekerId: last.seekerId };
  }
}

/**
 * Marks, batch by batch, the site's candidates the rule finds: each batch's schedule rows, notice
 * mails and audit rows commit together. The keep link is signed for the candidate at their site and
 * expires when they are due.
 */
async function markSite(
  ctx: AppContext,
  account: AccountRule,
  site: SiteRule,
  months: number,
  now: Date,
  actor: AuditActor,
): Promise<number> {
  const scope: SiteScope = { accountId: account.accountId, siteId: site.siteId };
  const cutoff = addMonths(now, -months);
  const dueAt = addDays(now, account.graceDays);
  const links = await candidateLinkBase(ctx.db, ctx.config.publicUrl, account.accountId);
  const footer = await privacyFooterMaker(ctx.db, ctx.config, scope);
  let marked = 0;
  let after: Cursor = null;
  for (;;) {
    const batch = await eligibleSeekers(ctx.db, scope, { cutoff, ...site }, after, SWEEP_BATCH);
    if (!batch.length) return marked;
    marked += await ctx.db.transaction(async (tx) => {
      const fresh = new Set(
        await insertSchedule(
          tx,
          scope,
          batch.map((s) => ({ seekerId: s.id, reason: s.reason })),
          { markedAt: now, dueAt },
        ),
      );
      for (const seeker of batch.filter((s) => fresh.has(s.id))) {
        const token = signLink(ctx.config.secretsKey, {
          purpose: 'keep',
          accountId: account.accountId,
          siteId: site.siteId,
          seekerId: seeker.id,
          expiresAt: dueAt,
        });
        await enqueueNotice(tx, {
          accountId: account.accountId,
          to: seeker.email,
          name: `${seeker.firstName} ${seeker.lastName}`.trim(),
          locale: seeker.locale,
          site: site.name,
          brand: links.brandName,
          months,
          dueAt,
          reason: seeker.reason,
          hardDelete: account.hardDelete,
          link: `${links.linkBase}${KEEP_PATH}?token=${encodeURIComponent(token)}`,
          footer: footer(seeker.id, localeOf(seeker.locale)),
        });
        await recordAudit(tx, actor, {
          action: 'seeker.erasure_scheduled',
          subjectType: 'seeker',
          subjectId: seeker.id,
          accountId: account.accountId,
          siteId: site.siteId,
          data: { reason: seeker.reason, months, due_at: dueAt.toISOString() },
        });
      }
      return fresh.size;
    });
    const last = batch.at(-1)!;
    if (batch.length < SWEEP_BATCH) return marked;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
