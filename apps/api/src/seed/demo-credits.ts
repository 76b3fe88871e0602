import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { creditDiscountTiers, creditLedger, creditPurchases, creditWallets } from '../db/schema/index.js';
import { basePricingOf, quote } from '../modules/credits/pricing.js';
import { DEMO_ACCOUNTS, DEMO_CREDIT_HISTORY } from './demo-data.js';
import type { JobMoneyEvent } from './demo-jobs.seed.js';

type Ids = {
  accountIds: Map<string, number>;
  siteIds: Map<string, number>;
  employerIds: Map<string, number>;
  userIds: Map<string, number>;
};

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Tiers per site and each employer's history. Rows are written directly (not through the
 * wallet service) so they can carry past dates; balances are computed the same way.
 */
export async function seedDemoCredits(tx: Queryable, ids: Ids, jobEvents: JobMoneyEvent[]) {
  const siteOf = new Map<string, { accountId: number; siteId: number; settings: Record<string, unknown> }>();
  for (const account of DEMO_ACCOUNTS) {
    const accountId = ids.accountIds.get(account.key)!;
    for (const site of account.sites) {
      const siteId = ids.siteIds.get(site.key)!;
      if (site.creditTiers.length) {
        await tx
          .insert(creditDiscountTiers)
          .values(
            site.creditTiers.map((t) => ({ accountId, siteId, minQuantity: t.minQuantity, percentOff: t.percentOff })),
          );
      }
      for (const employer of site.employers)
        siteOf.set(employer.name, { accountId, siteId, settings: { ...site.settings } });
    }
  }

  const balances = new Map<string, number>();
  // Oldest first; on the same day money arrives before it is spent.
  const history = [...DEMO_CREDIT_HISTORY, ...jobEvents].sort(
    (a, b) => b.daysAgo - a.daysAgo || Number(a.kind === 'job_posting') - Number(b.kind === 'job_posting'),
  );
  for (const [index, event] of history.entries()) {
    const where = siteOf.get(event.employer)!;
    const owner = {
      accountId: where.accountId,
      siteId: where.siteId,
      employerId: ids.employerIds.get(event.employer)!,
    };
    if (!balances.has(event.employer)) await tx.insert(creditWallets).values(owner);
    let amount: number;
    let purchaseId: number | null = null;
    let actorUserId: number | null;
    if (event.kind === 'purchase') {
      const account = DEMO_ACCOUNTS.find((a) =>
        a.sites.some((s) => s.employers.some((e) => e.name === event.employer)),
      )!;
      const site = account.sites.find((s) => s.employers.some((e) => e.name === event.employer))!;
      const tiers = site.creditTiers.map((t, i) => ({
        id: i + 1,
        min_quantity: t.minQuantity,
        unit_price: null,
        percent_off: t.percentOff,
      }));
      const price = quote({ ...basePricingOf(where.settings), tiers }, event.quantity);
      actorUserId = ids.userIds.get(event.buyer)!;
      const [row] = await tx
        .insert(creditPurchases)
        .values({
          ...owner,
          buyerUserId: actorUserId,
          status: 'paid',
          provider: 'test',
          providerRef: `test_demo_${index}`,
          returnUrl: `/${owner.accountId}/${owner.siteId}/credit-system/payment-success`,
          quantity: price.quantity,
          currency: price.currency,
          unitPrice: price.unit_price,
          subtotal: price.subtotal,
          discount: price.discount,
          total: price.total,
          tierMinQuantity: price.tier?.min_quantity ?? null,
          tierPercentOff: price.tier?.percent_off ?? null,
          idempotencyKey: `demo-purchase-${index}`,
          requestHash: createHash('sha256')
            .update(JSON.stringify({ quantity: event.quantity }))
            .digest('hex'),
          createdAt: ago(event.daysAgo),
          updatedAt: ago(event.daysAgo),
          paidAt: ago(event.daysAgo),
        })
        .returning({ id: creditPurchases.id });
      purchaseId = row!.id;
      amount = event.quantity;
    } else if ('jobId' in event) {
      amount = event.kind === 'job_posting' ? -1 : 1;
      actorUserId = null;
    } else {
      amount = event.amount;
      actorUserId = ids.userIds.get(event.by)!;
    }
    const balance = (balances.get(event.employer) ?? 0) + amount;
    balances.set(event.employer, balance);
    await tx.insert(creditLedger).values({
      ...owner,
      kind: event.kind,
      amount,
      balanceAfter: balance,
      reason: event.kind === 'purchase' ? null : event.reason,
      jobId: 'jobId' in event ? event.jobId : null,
      actorUserId,
      purchaseId,
      createdAt: ago(event.daysAgo),
    });
    await tx
      .update(creditWallets)
      .set({ balance, updatedAt: ago(event.daysAgo) })
      .where(eq(creditWallets.employerId, owner.employerId));
  }
}
