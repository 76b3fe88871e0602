import { JOB_POSTING_COST } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import {
  ensureWallet,
  findJobEntry,
  insertEntry,
  type NewEntry,
  shiftBalance,
  type WalletOwner,
} from './wallets.repo.js';

export type { WalletOwner } from './wallets.repo.js';

type Change = Pick<NewEntry, 'kind' | 'amount'> & Partial<Pick<NewEntry, 'reason' | 'purchaseId' | 'jobId'>>;

/**
 * The one way a balance changes: the new balance and its ledger entry, in the caller's
 * transaction (so both commit or neither). Refused (null) when it would go below zero.
 */
export async function changeBalance(
  tx: Queryable,
  owner: WalletOwner,
  change: Change,
  actor: AuditActor,
): Promise<{ entryId: number; balance: number } | null> {
  await ensureWallet(tx, owner);
  const balance = await shiftBalance(tx, owner, change.amount);
  if (balance === null) return null;
  const entryId = await insertEntry(tx, owner, {
    kind: change.kind,
    amount: change.amount,
    balanceAfter: balance,
    reason: change.reason ?? null,
    purchaseId: change.purchaseId ?? null,
    jobId: change.jobId ?? null,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
  });
  return { entryId, balance };
}

/**
 * Takes the cost of posting a job, for the jobs module. Posting the same job again charges
 * nothing more (the first entry is returned; a unique index backs this under races).
 * Throws `insufficient_credits` (422, the spec's message) when the balance does not cover it.
 */
export async function spendCredit(
  tx: Queryable,
  owner: WalletOwner,
  posting: { jobId: string; reason?: string },
  actor: AuditActor,
): Promise<{ entryId: number; balance: number }> {
  const already = await findJobEntry(tx, owner, 'job_posting', posting.jobId);
  if (already) return { entryId: already.id, balance: already.balanceAfter };
  const done = await changeBalance(
    tx,
    owner,
    { kind: 'job_posting', amount: -JOB_POSTING_COST, jobId: posting.jobId, reason: posting.reason ?? null },
    actor,
  );
  if (!done) throw new AppError('insufficient_credits');
  return done;
}

/** Gives back a job's posting credit (e.g. rejected in moderation); once per job, and only if it was paid. */
export async function refundCredit(
  tx: Queryable,
  owner: WalletOwner,
  refund: { jobId: string; reason?: string },
  actor: AuditActor,
): Promise<{ entryId: number; balance: number } | null> {
  const posting = await findJobEntry(tx, owner, 'job_posting', refund.jobId);
  if (!posting) return null;
  const already = await findJobEntry(tx, owner, 'refund', refund.jobId);
  if (already) return { entryId: already.id, balance: already.balanceAfter };
  return changeBalance(
    tx,
    owner,
    { kind: 'refund', amount: JOB_POSTING_COST, jobId: refund.jobId, reason: refund.reason ?? null },
    actor,
  );
}
