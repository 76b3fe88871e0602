import { hashToken, newToken } from '../../../platform/auth/tokens.js';
import type { PaymentProvider } from './provider.js';

/**
 * The default provider: a checkout page served by this API (`/portal/payments/test-checkout/{id}`)
 * where the buyer presses Pay or Cancel. No external calls; the link's secret keeps others from
 * paying or cancelling someone else's purchase.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const token = newToken();
      return {
        ref: `test_${request.purchaseId}`,
        url: `${request.apiBase}/portal/payments/test-checkout/${request.purchaseId}?token=${token}`,
        tokenHash: hashToken(token),
      };
    },
    // The buyer's press on the page settles it; there is nothing else to ask.
    async checkoutState() {
      return 'unknown';
    },
  };
}
