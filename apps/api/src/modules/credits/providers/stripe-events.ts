import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { eventSeen, findPurchaseRow, recordEvent } from '../purchases.repo.js';
import { abandonPurchase, fulfilPurchase } from '../purchases.service.js';
import { sessionPaysFor } from './stripe-provider.js';

type Client = { ip: string | null; requestId: string };

/**
 * The event Stripe signed, from the exact bytes it sent and its `Stripe-Signature` header (default
 * tolerance: 300 s); anything unsigned, tampered or stale is 400 `bad_request`.
 */
export function verifiedStripeEvent(body: unknown, signature: unknown, secret: string): Stripe.Event {
  try {
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    throw new AppError('bad_request');
  }
}

/**
 * Settles the purchase a `checkout.session.*` event is about: paid → credited (once), failed or
 * expired → closed. Events about sessions we did not open, or for another amount, credit nothing.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, client: Client, log: FastifyBaseLogger) {
  if (!event.type.startsWith('checkout.session.')) return;
  // A replay of an event already handled changes nothing; skip it early. (Handling is
  // idempotent anyway, so two copies racing past this check are still safe.)
  if (await eventSeen(db, 'stripe', event.id)) return;
  const session = event.data.object as Stripe.Checkout.Session;
  // Only our own metadata names the purchase (set when we opened the session; its id may not be
  // saved yet after a crash in between): a session without it is not one of ours.
  const purchaseId = session.metadata?.purchase_id;
  const row = purchaseId && /^\d{1,10}$/.test(purchaseId) ? await findPurchaseRow(db, Number(purchaseId)) : null;
  if (row?.provider !== 'stripe' || (row.providerRef !== null && row.providerRef !== session.id)) {
    log.warn({ sessionId: session.id, type: event.type }, 'stripe event for no known purchase');
    return;
  }
  const fulfil = async () => {
    const purchase = { ref: row.providerRef, purchaseId: row.id, total: row.total, currency: row.currency };
    if (sessionPaysFor(session, purchase)) return fulfilPurchase(db, row.id, 'webhook', client);
    log.error(
      { sessionId: session.id, purchaseId: row.id, paid: session.amount_total, currency: session.currency },
      'stripe session paid another amount or currency than its purchase: not credited',
    );
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // Card payments are paid now; bank debits say "unpaid" here and settle asynchronously.
      if (session.payment_status !== 'unpaid') await fulfil();
      break;
    case 'checkout.session.async_payment_succeeded':
      await fulfil();
      break;
    case 'checkout.session.async_payment_failed':
      await abandonPurchase(db, row.id, 'failed');
      break;
    case 'checkout.session.expired':
      await abandonPurchase(db, row.id, 'cancelled');
      break;
    default:
      break;
  }
  await recordEvent(db, { provider: 'stripe', eventId: event.id, type: event.type, purchaseId: row.id });
}
