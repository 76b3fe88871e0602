import type { Purchase } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { creditLedger, creditPurchases, employers, paymentEvents, users } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { EmployerScope, SiteScope } from '../../platform/tenancy/selection.js';

export type PurchaseRow = typeof creditPurchases.$inferSelect;
export type NewPurchase = typeof creditPurchases.$inferInsert;

export async function insertPurchase(q: Queryable, values: NewPurchase): Promise<PurchaseRow | null> {
  const [row] = await q
    .insert(creditPurchases)
    .values(values)
    .onConflictDoNothing({
      target: [creditPurchases.employerId, creditPurchases.idempotencyKey, creditPurchases.accountId],
    })
    .returning();
  return row ?? null;
}

const inSite = (scope: SiteScope) => inTenant(creditPurchases, scope);

export async function findByIdempotencyKey(q: Queryable, owner: EmployerScope, key: string) {
  const [row] = await q
    .select()
    .from(creditPurchases)
    .where(
      and(inSite(owner), eq(creditPurchases.employerId, owner.employerId), eq(creditPurchases.idempotencyKey, key)),
    );
  return row ?? null;
}

/** A purchase by id alone: for the payment provider's callbacks, which name it before any tenant is known. */
export async function findPurchaseRow(q: Queryable, id: number) {
  const [row] = await q.select().from(creditPurchases).where(eq(creditPurchases.id, id));
  return row ?? null;
}

export async function findSitePurchaseRow(q: Queryable, scope: SiteScope, id: number) {
  const [row] = await q
    .select()
    .from(creditPurchases)
    .where(and(inSite(scope), eq(creditPurchases.id, id)));
  return row ?? null;
}

export async function setCheckout(
  q: Queryable,
  scope: SiteScope,
  id: number,
  checkout: { ref: string; url: string; tokenHash: string | null },
) {
  await q
    .update(creditPurchases)
    .set({
      providerRef: checkout.ref,
      checkoutUrl: checkout.url,
      checkoutTokenHash: checkout.tokenHash,
      updatedAt: sql`now()`,
    })
    .where(and(inSite(scope), eq(creditPurchases.id, id)));
}

/**
 * The single step that decides "paid": only one caller can move a purchase out of pending,
 * because the UPDATE locks the row and re-checks the status. Everyone else gets null. Cancelled
 * and failed are final: a replayed Pay link or a late event cannot revive them (SECURITY 25).
 */
export async function markPaid(q: Queryable, id: number): Promise<PurchaseRow | null> {
  const [row] = await q
    .update(creditPurchases)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(creditPurchases.id, id), eq(creditPurchases.status, 'pending')))
    .returning();
  return row ?? null;
}

/** pending → cancelled or failed; a paid purchase never goes back. */
/** The name of the employer that bought, for its notice; empty when it is gone. */
export async function employerNameOf(q: Queryable, owner: EmployerScope): Promise<string> {
  const [row] = await q
    .select({ name: employers.name })
    .from(employers)
    .where(and(inTenant(employers, owner.accountId), eq(employers.id, owner.employerId)));
  return row?.name ?? '';
}

export async function markUnpaid(q: Queryable, id: number, status: 'cancelled' | 'failed') {
  const [row] = await q
    .update(creditPurchases)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(creditPurchases.id, id), eq(creditPurchases.status, 'pending')))
    .returning({ id: creditPurchases.id });
  return row !== undefined;
}

/** A purchase as the API shows it, with the employer, the buyer and the balance it led to. */
export async function findPurchase(q: Queryable, scope: SiteScope, id: number): Promise<Purchase | null> {
  const [row] = await q
    .select({
      p: creditPurchases,
      employerName: employers.name,
      buyerName: users.name,
      balanceAfter: creditLedger.balanceAfter,
    })
    .from(creditPurchases)
    .innerJoin(employers, sameTenant(employers, creditPurchases, eq(employers.id, creditPurchases.employerId)))
    .leftJoin(users, eq(users.id, creditPurchases.buyerUserId))
    .leftJoin(
      creditLedger,
      sameTenant(
        creditLedger,
        creditPurchases,
        eq(creditLedger.purchaseId, creditPurchases.id),
        eq(creditLedger.kind, 'purchase'),
      ),
    )
    .where(and(inSite(scope), eq(creditPurchases.id, id)));
  if (!row) return null;
  const { p } = row;
  return {
    id: p.id,
    employer: { id: p.employerId, name: row.employerName },
    status: p.status,
    provider: p.provider as Purchase['provider'],
    quantity: p.quantity,
    currency: p.currency,
    unit_price: p.unitPrice,
    subtotal: p.subtotal,
    discount: p.discount,
    total: p.total,
    tier:
      p.tierMinQuantity === null
        ? null
        : { min_quantity: p.tierMinQuantity, unit_price: p.tierUnitPrice, percent_off: p.tierPercentOff },
    buyer: p.buyerUserId !== null && row.buyerName !== null ? { id: p.buyerUserId, name: row.buyerName } : null,
    checkout_url: p.status === 'pending' ? p.checkoutUrl : null,
    balance_after: row.balanceAfter,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  };
}

export async function eventSeen(q: Queryable, provider: string, eventId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return row !== undefined;
}

/** Remembers a handled event; a concurrent duplicate's insert is simply ignored. */
export async function recordEvent(
  q: Queryable,
  event: { provider: string; eventId: string; type: string; purchaseId: number | null },
) {
  await q.insert(paymentEvents).values(event).onConflictDoNothing();
}
