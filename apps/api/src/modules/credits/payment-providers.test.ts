import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';
import type { OpenCheckout } from './providers/provider.js';
import { createStripeProvider } from './providers/stripe-provider.js';

// SECURITY 25: the built-in checkout (Pay adds credits, no money taken) exists only with the test
// provider, and Stripe's answer counts as paid only for the purchase, amount and currency we priced.

describe('with PAYMENT_PROVIDER=stripe', () => {
  let t: Harness;
  beforeAll(async () => {
    t = await setupApi({ paymentProvider: 'stripe', stripeSecretKey: 'sk_test_none', stripeWebhookSecret: 'whsec_x' });
  });
  afterAll(() => t.close());

  it('registers no test-checkout route: its page, Pay and Cancel are unknown paths', async () => {
    for (const [method, url] of [
      ['GET', '/portal/payments/test-checkout/:id'],
      ['POST', '/portal/payments/test-checkout/:id/pay'],
      ['POST', '/portal/payments/test-checkout/:id/cancel'],
    ] as const)
      expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
    const pay = await t.call({
      method: 'POST',
      url: '/portal/payments/test-checkout/1/pay',
      payload: `token=${'x'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(404);
    expect(t.app.hasRoute({ method: 'POST', url: '/portal/payments/webhook/stripe' })).toBe(true);
  });
});

describe('with the test provider (the default outside production)', () => {
  let t: Harness;
  beforeAll(async () => {
    t = await setupApi();
  });
  afterAll(() => t.close());

  it('registers the test checkout', () => {
    expect(t.app.hasRoute({ method: 'POST', url: '/portal/payments/test-checkout/:id/pay' })).toBe(true);
  });
});

describe('the Stripe provider asked by the return page', () => {
  // Stripe's API, answered from this process (the SDK is pointed at it): one session per id.
  const sessions = new Map<string, object>();
  let server: Server;
  let stripe: Stripe;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const id = decodeURIComponent(req.url?.match(/^\/v1\/checkout\/sessions\/([^/?]+)/)?.[1] ?? '');
      const session = sessions.get(id);
      res.writeHead(session ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(session ?? { error: { type: 'invalid_request_error', message: 'No such session' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const purchase: OpenCheckout = { ref: 'cs_test_ours', purchaseId: 41, total: 25000, currency: 'GBP' };
  const session = (fields: object) => {
    sessions.set('cs_test_ours', {
      id: 'cs_test_ours',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 25000,
      currency: 'gbp',
      metadata: { purchase_id: '41' },
      ...fields,
    });
    return createStripeProvider(stripe).checkoutState(purchase);
  };

  it('says paid for the purchase’s own session, amount and currency', async () => {
    expect(await session({})).toBe('paid');
  });

  it('does not say paid for another amount, another currency or another purchase’s session', async () => {
    expect(await session({ amount_total: 100 })).toBe('unknown');
    expect(await session({ currency: 'jpy' })).toBe('unknown');
    expect(await session({ metadata: { purchase_id: '42' } })).toBe('unknown');
    expect(await session({ metadata: {} })).toBe('unknown');
  });

  it('tells open and expired checkouts apart', async () => {
    expect(await session({ status: 'open', payment_status: 'unpaid' })).toBe('open');
    expect(await session({ status: 'expired', payment_status: 'unpaid' })).toBe('expired');
  });
});
