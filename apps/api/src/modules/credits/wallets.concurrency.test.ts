import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditWallets } from '../../db/schema/index.js';
import type { AuditActor } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { changeBalance, refundCredit, spendCredit, type WalletOwner } from './wallets.service.js';

let t: Harness;
const actor: AuditActor = { userId: null, impersonatorUserId: null, ip: null, requestId: 'test' };

beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const ownerOf = (name: string): WalletOwner => ({
  accountId: t.ids.acme,
  siteId: name === 'St Mary Clinic' ? t.ids.acmeHealth : t.ids.acmeJobs,
  employerId: t.ids.employer(name),
});
const grant = (owner: WalletOwner, amount: number) =>
  t.database.db.transaction((tx) => changeBalance(tx, owner, { kind: 'staff_grant', amount, reason: 'test' }, actor));
const walletBalance = async (owner: WalletOwner) =>
  (await t.database.db.select().from(creditWallets).where(eq(creditWallets.employerId, owner.employerId)))[0]
    ?.balance ?? 0;
const ledgerSum = async (owner: WalletOwner) => {
  const result = await t.database.db.execute(
    sql`select coalesce(sum(amount), 0)::int as total, coalesce(min(balance_after), 0)::int as lowest
        from credit_ledger where employer_id = ${owner.employerId}`,
  );
  return (result as unknown as { rows: { total: number; lowest: number }[] }).rows[0]!;
};

describe('spending credits under concurrency', () => {
  it('50 concurrent job postings against a balance of 10: exactly 10 succeed, the rest are refused, balance 0', async () => {
    const owner = ownerOf('Fabrikam Foods'); // no credits in the demo
    await grant(owner, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.database.db.transaction((tx) => spendCredit(tx, owner, { jobId: randomUUID() }, actor)),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect(((r as PromiseRejectedResult).reason as AppError).code).toBe('insufficient_credits');
    }
    expect(await walletBalance(owner)).toBe(0);
    const postings = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.employerId, owner.employerId));
    expect(postings.filter((e) => e.kind === 'job_posting')).toHaveLength(10);
    // Each success left a distinct balance 9, 8, … 0: no two saw the same one.
    expect(new Set(postings.filter((e) => e.kind === 'job_posting').map((e) => e.balanceAfter)).size).toBe(10);
  });

  it('charges one job once, even when it is posted many times at once, and refunds it once', async () => {
    const owner = ownerOf('Litware Solutions');
    await grant(owner, 5);
    const jobId = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => t.database.db.transaction((tx) => spendCredit(tx, owner, { jobId }, actor))),
    );
    // Losers of the race either see the winner's entry or hit the unique index; none is charged.
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(await walletBalance(owner)).toBe(4);
    const refunds = await Promise.allSettled(
      Array.from({ length: 4 }, () => t.database.db.transaction((tx) => refundCredit(tx, owner, { jobId }, actor))),
    );
    expect(refunds.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(await walletBalance(owner)).toBe(5);
    // A job that was never charged gets nothing back.
    expect(await t.database.db.transaction((tx) => refundCredit(tx, owner, { jobId: randomUUID() }, actor))).toBeNull();
    expect(await walletBalance(owner)).toBe(5);
  });

  it('says insufficient_credits with the spec’s message when the balance is 0', async () => {
    const owner = ownerOf('Adventure Works Cycles');
    const error = await t.database.db
      .transaction((tx) => spendCredit(tx, owner, { jobId: randomUUID() }, actor))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      "You don't have enough credits to post this job. Please purchase more credits to continue.",
    );
  });
});

describe('any sequence of changes keeps the books', () => {
  it('balance = sum of entries ≥ 0 after random purchases, spends, refunds, grants and revokes', async () => {
    const owner = ownerOf('Wingtip Construction');
    type Op = { op: 'grant' | 'revoke'; amount: number } | { op: 'spend'; job: number } | { op: 'refund'; job: number };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constantFrom('grant' as const, 'revoke' as const), amount: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ op: fc.constant('spend' as const), job: fc.integer({ min: 0, max: 7 }) }),
      fc.record({ op: fc.constant('refund' as const), job: fc.integer({ min: 0, max: 7 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 25 }), async (ops) => {
        run++;
        const jobs = Array.from(
          { length: 8 },
          (_, i) => `00000000-0000-4000-8000-${String(run).padStart(6, '0')}${String(i).padStart(6, '0')}`,
        );
        for (const o of ops) {
          await t.database.db
            .transaction(async (tx) => {
              if (o.op === 'spend') await spendCredit(tx, owner, { jobId: jobs[o.job]! }, actor);
              else if (o.op === 'refund') await refundCredit(tx, owner, { jobId: jobs[o.job]! }, actor);
              else {
                const kind = o.op === 'grant' ? 'staff_grant' : 'staff_revoke';
                const amount = o.op === 'grant' ? o.amount : -o.amount;
                await changeBalance(tx, owner, { kind, amount, reason: 'p' }, actor);
              }
            })
            .catch((e: unknown) => {
              if (!(e instanceof AppError && e.code === 'insufficient_credits')) throw e;
            });
          const balance = await walletBalance(owner);
          const { total, lowest } = await ledgerSum(owner);
          expect(balance).toBe(total);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(lowest).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});
