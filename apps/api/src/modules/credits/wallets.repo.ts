import type { LedgerKind } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { creditLedger, creditWallets } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

/** Whose credits: the employer and, always with it, its tenant keys. */
export type WalletOwner = { accountId: number; siteId: number; employerId: number };

export type NewEntry = {
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  reason: string | null;
  actorUserId: number | null;
  impersonatorUserId: number | null;
  purchaseId: number | null;
  jobId: string | null;
};

/** The owner's wallet row: the employer within its account and site, never by its id alone. */
const walletOf = (owner: WalletOwner) => inTenant(creditWallets, owner);

export async function ensureWallet(q: Queryable, owner: WalletOwner) {
  await q
    .insert(creditWallets)
    .values({ employerId: owner.employerId, accountId: owner.accountId, siteId: owner.siteId })
    .onConflictDoNothing();
}

/**
 * Adds `delta` in one conditional UPDATE: the row lock serialises concurrent changes, and the
 * condition is re-checked on the locked row, so the balance cannot go below zero. null: refused.
 */
export async function shiftBalance(q: Queryable, owner: WalletOwner, delta: number): Promise<number | null> {
  const [row] = await q
    .update(creditWallets)
    .set({ balance: sql`${creditWallets.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(and(walletOf(owner), sql`${creditWallets.balance} + ${delta} >= 0`))
    .returning({ balance: creditWallets.balance });
  return row?.balance ?? null;
}

export async function currentBalance(q: Queryable, owner: WalletOwner) {
  const [row] = await q
    .select({ balance: creditWallets.balance, updatedAt: creditWallets.updatedAt })
    .from(creditWallets)
    .where(walletOf(owner));
  return row ?? null;
}

export async function insertEntry(q: Queryable, owner: WalletOwner, entry: NewEntry): Promise<number> {
  const [row] = await q
    .insert(creditLedger)
    .values({ ...owner, ...entry })
    .returning({ id: creditLedger.id });
  return row!.id;
}

/** The entry of a kind already written for a job (a posting or its refund), if any. */
export async function findJobEntry(q: Queryable, owner: WalletOwner, kind: 'job_posting' | 'refund', jobId: string) {
  const [row] = await q
    .select({ id: creditLedger.id, balanceAfter: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(and(inTenant(creditLedger, owner), eq(creditLedger.kind, kind), eq(creditLedger.jobId, jobId)));
  return row ?? null;
}
