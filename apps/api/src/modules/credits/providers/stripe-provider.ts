import Stripe from 'stripe';
import type { OpenCheckout, PaymentProvider } from './provider.js';

type SessionFields = Pick<Stripe.Checkout.Session, 'id' | 'metadata' | 'amount_total' | 'currency'>;

/**
 * Whether a paid Checkout Session pays for this purchase: the one we opened for it (our
 * `metadata.purchase_id`, and its session id once saved), for the amount and currency we priced.
 * A session made elsewhere on the same Stripe account, or for another amount, credits nothing.
 */
export function sessionPaysFor(session: SessionFields, purchase: Omit<OpenCheckout, 'ref'> & { ref: string | null }) {
  return (
    session.metadata?.purchase_id === String(purchase.purchaseId) &&
    (purchase.ref === null || purchase.ref === session.id) &&
    session.amount_total === purchase.total &&
    session.currency?.toLowerCase() === purchase.currency.toLowerCase()
  );
}

/** Stripe Checkout: a hosted payment page per purchase; webhooks and the return page settle it. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.purchaseId),
          metadata: { purchase_id: String(request.purchaseId) },
          ...(request.buyerEmail ? { customer_email: request.buyerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.total,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // Stripe's own idempotency: a retried create returns the same session.
        { idempotencyKey: `purchase-${request.purchaseId}` },
      );
      if (!session.url) throw new Error(`Stripe returned no checkout URL for purchase ${request.purchaseId}`);
      return { ref: session.id, url: session.url, tokenHash: null };
    },
    async checkoutState(checkout) {
      const session = await stripe.checkout.sessions.retrieve(checkout.ref);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        return sessionPaysFor(session, checkout) ? 'paid' : 'unknown';
      }
      return session.status === 'expired' ? 'expired' : 'open';
    },
  };
}

export const newStripeClient = (secretKey: string) => new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000 });
