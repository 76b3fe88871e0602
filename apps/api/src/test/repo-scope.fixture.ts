import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { creditLedger, creditWallets, users } from '../db/schema/index.js';
import type { EmployerScope } from '../platform/tenancy/selection.js';

// Not used by the app: `db/repo-scope.test.ts` checks that its scan flags exactly the unscoped
// functions here (walletByEmployerId, ledgerThroughHelper, walletIgnoringScope, accountIdIgnored,
// rawFeedbackCount); and that the text scans flag the hand-written filters (the lines they name).

export async function walletByEmployerId(q: Queryable, employerId: number) {
  return q.select().from(creditWallets).where(eq(creditWallets.employerId, employerId));
}

export async function walletOf(q: Queryable, owner: EmployerScope) {
  return q
    .select()
    .from(creditWallets)
    .where(and(eq(creditWallets.accountId, owner.accountId), eq(creditWallets.employerId, owner.employerId)));
}

const ledgerRows = (q: Queryable, employerId: number) =>
  q.select().from(creditLedger).where(eq(creditLedger.employerId, employerId));

export function ledgerThroughHelper(q: Queryable, employerId: number) {
  return ledgerRows(q, employerId);
}

export async function ledgerCountOfAccount(q: Queryable, accountId: number) {
  return q.select({ n: count() }).from(creditLedger).where(eq(creditLedger.accountId, accountId));
}

/** Takes the scope but forgets it in the WHERE. */
export async function walletIgnoringScope(q: Queryable, owner: EmployerScope) {
  return q.select().from(creditWallets).where(eq(creditWallets.employerId, owner.employerId));
}

/** Selects the column but filters by the employer only. */
// biome-ignore lint/correctness/noUnusedFunctionParameters: the scan must flag exactly this
export async function accountIdIgnored(q: Queryable, accountId: number, employerId: number) {
  return q
    .select({ accountId: creditWallets.accountId })
    .from(creditWallets)
    .where(eq(creditWallets.employerId, employerId));
}

/** A scope that is not the first parameter still counts, and an arrow's expression body is read too. */
export const ledgerOf = (q: Queryable, employerId: number, scope: EmployerScope) =>
  q
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, scope.accountId), eq(creditLedger.employerId, employerId)));

export async function rawFeedbackCount(q: Queryable, jobId: string) {
  return q.execute(sql`select count(*) from job_feedback where job_id = ${jobId}`);
}

/** Users are platform-wide: no tenant table here. */
export async function userNames(q: Queryable, id: number) {
  return q.select({ name: users.name }).from(users).where(eq(users.id, id));
}

/** A condition for a caller's query runs nothing itself (it takes no connection). */
export const ofEmployer = (employerId: number) => eq(creditWallets.employerId, employerId);

/** Scoped, but its raw filter is written by hand rather than with `inTenantRaw`. */
export async function rawWalletCount(q: Queryable, scope: EmployerScope) {
  return q.execute(sql`select count(*) from credit_wallets w where w.account_id = ${scope.accountId}`);
}

/** A correlated join to a Drizzle column is no filter. */
export const ledgerOfWallet = sql`exists (select 1 from credit_ledger l where l.account_id = ${creditWallets.accountId})`;
