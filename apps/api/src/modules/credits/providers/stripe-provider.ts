import Stripe from 'stripe';
import type { PaymentProvider } from './provider.js';

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
    async checkoutState(ref) {
      const session = await stripe.checkout.sessions.retrieve(ref);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
      return session.status === 'expired' ? 'expired' : 'open';
    },
  };
}

export const newStripeClient = (secretKey: string) => new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000 });
