import { createHash, timingSafeEqual } from 'node:crypto';
import type { Purchase } from '@talent/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { takeAttempt } from '../../platform/auth/throttle.repo.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { notify, sitePath } from '../notifications/notify.js';
import { quote } from './pricing.js';
import type { PaymentProvider } from './providers/provider.js';
import {
  employerNameOf,
  findByIdempotencyKey,
  findPurchase,
  findSitePurchaseRow,
  insertPurchase,
  markPaid,
  markUnpaid,
  type PurchaseRow,
  setCheckout,
} from './purchases.repo.js';
import { loadPricing } from './tiers.repo.js';
import { changeBalance, type WalletOwner } from './wallets.service.js';

export type PurchaseRequest = {
  owner: WalletOwner;
  employerName: string;
  quantity: number;
  idempotencyKey: string;
  buyer: { id: number; email: string };
  /** The portal's payment-success page for this site (the purchase id is added as `?purchase=`). */
  returnUrl: string;
  apiBase: string;
  /** New checkouts per employer per window (SECURITY 17: business-flow limits). Replays do not count. */
  limit: { max: number; windowSeconds: number };
};

const requestHash = (quantity: number) => createHash('sha256').update(JSON.stringify({ quantity })).digest('hex');

/** A key reused with another body is a client bug or a replay: refuse rather than guess. */
function sameRequest(row: PurchaseRow, hash: string) {
  if (row.requestHash !== hash) throw new AppError('idempotency_mismatch');
  return row;
}

async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  row: PurchaseRow,
  req: PurchaseRequest,
  log: FastifyBaseLogger,
) {
  const back = `${req.returnUrl}?purchase=${row.id}`;
  try {
    const checkout = await provider.createCheckout({
      purchaseId: row.id,
      quantity: row.quantity,
      total: row.total,
      currency: row.currency,
      description: `${row.quantity} job posting credits — ${req.employerName}`,
      buyerEmail: req.buyer.email,
      apiBase: req.apiBase,
      successUrl: back,
      cancelUrl: `${back}&cancelled=1`,
    });
    await setCheckout(db, req.owner, row.id, checkout);
  } catch (err) {
    // The purchase stays pending without a checkout; a retry with the same key tries again.
    log.error({ err, purchaseId: row.id }, 'could not open a checkout');
    throw new AppError('payment_unavailable', { cause: err });
  }
}

/**
 * Prices the quantity (the server's prices, never the client's), records a pending purchase
 * under the caller's Idempotency-Key and opens the provider's checkout. The same key and body
 * return the same purchase; the same key with another body is refused (409).
 */
export async function createPurchase(
  db: Db,
  provider: PaymentProvider,
  req: PurchaseRequest,
  actor: AuditActor,
  log: FastifyBaseLogger,
): Promise<{ purchase: Purchase; created: boolean }> {
  if (actor.impersonatorUserId !== null) throw new AppError('not_while_impersonating');
  const hash = requestHash(req.quantity);
  const scope: SiteScope = { accountId: req.owner.accountId, siteId: req.owner.siteId };

  let row = await findByIdempotencyKey(db, req.owner, req.idempotencyKey);
  let created = false;
  if (row) sameRequest(row, hash);
  else {
    const wait = await takeAttempt(
      db,
      [{ key: `checkout:${req.owner.employerId}`, max: req.limit.max }],
      req.limit.windowSeconds,
    );
    if (wait > 0) {
      throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
    }
    row = await db.transaction(async (tx) => {
      const price = quote(await loadPricing(tx, scope), req.quantity);
      const inserted = await insertPurchase(tx, {
        ...req.owner,
        buyerUserId: req.buyer.id,
        provider: provider.name,
        returnUrl: req.returnUrl,
        quantity: price.quantity,
        currency: price.currency,
        unitPrice: price.unit_price,
        subtotal: price.subtotal,
        discount: price.discount,
        total: price.total,
        tierMinQuantity: price.tier?.min_quantity ?? null,
        tierUnitPrice: price.tier?.unit_price ?? null,
        tierPercentOff: price.tier?.percent_off ?? null,
        idempotencyKey: req.idempotencyKey,
        requestHash: hash,
      });
      if (inserted) {
        await recordAudit(tx, actor, {
          action: 'credit.purchase_created',
          subjectType: 'credit_purchase',
          subjectId: inserted.id,
          ...scope,
          data: {
            employer_id: req.owner.employerId,
            quantity: price.quantity,
            total: price.total,
            currency: price.currency,
          },
        });
      }
      return inserted;
    });
    created = row !== null;
    // Lost a race with the same key: the winner's purchase is the answer.
    row ??= sameRequest((await findByIdempotencyKey(db, req.owner, req.idempotencyKey))!, hash);
  }
  if (row.status === 'pending' && !row.checkoutUrl) await openCheckout(db, provider, row, req, log);
  return { purchase: (await findPurchase(db, scope, row.id))!, created };
}

export type FulfilHooks = { beforeCommit?: () => Promise<void> };

/**
 * Credits the wallet for a paid purchase, exactly once however often and however concurrently
 * it is called (webhook, return page, retries): the status change, the balance and the ledger
 * entry commit together or not at all. Returns whether this call did it.
 */
export async function fulfilPurchase(
  db: Db,
  purchaseId: number,
  via: 'test_checkout' | 'webhook' | 'return',
  request: { ip: string | null; requestId: string },
  hooks: FulfilHooks = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const paid = await markPaid(tx, purchaseId);
    if (!paid) return false;
    const owner = { accountId: paid.accountId, siteId: paid.siteId, employerId: paid.employerId };
    // The buyer is the one who bought, whoever tells us it was paid.
    const actor: AuditActor = { userId: paid.buyerUserId, impersonatorUserId: null, ...request };
    const done = await changeBalance(
      tx,
      owner,
      { kind: 'purchase', amount: paid.quantity, purchaseId: paid.id },
      actor,
    );
    if (!done) throw new Error(`purchase ${paid.id}: adding credits was refused`);
    await recordAudit(tx, actor, {
      action: 'credit.purchase_paid',
      subjectType: 'credit_purchase',
      subjectId: paid.id,
      accountId: paid.accountId,
      siteId: paid.siteId,
      data: { via, quantity: paid.quantity, total: paid.total, currency: paid.currency, balance: done.balance },
    });
    const employer = await employerNameOf(tx, owner);
    await notify(tx, owner, { action: 'read', subject: 'credits' }, 'employer', {
      kind: 'credits_purchased',
      params: { quantity: String(paid.quantity), employer },
      link: sitePath(owner, 'credit-system'),
    });
    await hooks.beforeCommit?.();
    return true;
  });
}

/** The buyer left the checkout, or the provider says it expired or failed: pending → cancelled/failed. */
export const abandonPurchase = (q: Queryable, purchaseId: number, status: 'cancelled' | 'failed') =>
  markUnpaid(q, purchaseId, status);

/**
 * The return page asks: when the provider can tell that the checkout was paid (a webhook may be
 * late or lost), the purchase is fulfilled now; an expired checkout is cancelled.
 */
export async function confirmPurchase(
  ctx: AppContext,
  provider: PaymentProvider,
  scope: SiteScope,
  purchaseId: number,
  request: { ip: string | null; requestId: string },
): Promise<void> {
  const row = await findSitePurchaseRow(ctx.db, scope, purchaseId);
  if (!row) throw notFound();
  if (row.status !== 'pending' || !row.providerRef || row.provider !== provider.name) return;
  const state = await provider
    .checkoutState({ ref: row.providerRef, purchaseId: row.id, total: row.total, currency: row.currency })
    .catch(() => 'unknown' as const);
  if (state === 'paid') await fulfilPurchase(ctx.db, purchaseId, 'return', request);
  else if (state === 'expired') await abandonPurchase(ctx.db, purchaseId, 'cancelled');
}

/** The built-in checkout's link secret, compared in constant time. */
export function testCheckoutTokenMatches(row: PurchaseRow, token: string): boolean {
  if (row.provider !== 'test' || !row.checkoutTokenHash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(row.checkoutTokenHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
