import type { Config } from '../../../config.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider, newStripeClient } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** The provider new purchases use, from PAYMENT_PROVIDER. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    if (!config.stripeSecretKey) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return createStripeProvider(newStripeClient(config.stripeSecretKey));
  }
  return createTestProvider();
}
