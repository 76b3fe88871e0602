import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.js';
import { brandNameOfAccount } from '../branding/branding.repo.js';
import type { PaymentProvider } from './providers/provider.js';
import { sessionPaysFor } from './providers/stripe-provider.js';
import { eventSeen, findPurchaseRow, recordEvent } from './purchases.repo.js';
import { abandonPurchase, fulfilPurchase, testCheckoutTokenMatches } from './purchases.service.js';
import { testCheckoutPage } from './test-checkout.page.js';

const Params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const TokenQuery = z.object({ token: z.string().min(20).max(128) });
const PUBLIC = { access: 'public', enterprise: false } as const;
const tags = ['payments'];

const client = (request: FastifyRequest) => ({ ip: request.ip, requestId: String(request.id) });

/**
 * `/portal/payments`: what payment providers and their pages call. Nothing here is signed in:
 * the test checkout is guarded by its link's secret, the Stripe webhook by its signature.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  // The built-in checkout (a page whose Pay button adds credits, no money taken) exists only with
  // the test provider: with stripe these routes are not registered at all (SECURITY 25).
  const testCheckout = provider.name === 'test' ? app : null;

  // The test checkout's buttons post ordinary HTML forms.
  testCheckout?.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function testPurchase(id: number, token: string) {
    const row = await findPurchaseRow(app.db, id);
    // Unknown purchase and wrong secret look the same.
    if (!row || !testCheckoutTokenMatches(row, token)) throw notFound();
    return row;
  }

  testCheckout?.get(
    '/test-checkout/:id',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The built-in test provider’s checkout page (HTML)',
        params: Params,
        querystring: TokenQuery,
      },
    },
    async (request, reply) => {
      const row = await testPurchase(request.params.id, request.query.token);
      // The purchase's own brand: the Host header picks nothing here.
      const brandName = await brandNameOfAccount(app.db, row.accountId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        )
        .send(testCheckoutPage(row, request.query.token, brandName ?? 'Talent Portal', request.locale));
    },
  );

  testCheckout?.post(
    '/test-checkout/:id/pay',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Test checkout: pay, then return to the portal', params: Params, body: TokenQuery },
    },
    async (request, reply) => {
      const row = await testPurchase(request.params.id, request.body.token);
      await fulfilPurchase(app.db, row.id, 'test_checkout', client(request));
      return reply.redirect(`${row.returnUrl}?purchase=${row.id}`, 303);
    },
  );

  testCheckout?.post(
    '/test-checkout/:id/cancel',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Test checkout: cancel, then return to the portal', params: Params, body: TokenQuery },
    },
    async (request, reply) => {
      const row = await testPurchase(request.params.id, request.body.token);
      await abandonPurchase(app.db, row.id, 'cancelled');
      return reply.redirect(`${row.returnUrl}?purchase=${row.id}&cancelled=1`, 303);
    },
  );

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes Stripe sent: keep them, unparsed.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    webhooks.post(
      '/webhook/stripe',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Stripe events (checkout.session.*), verified with STRIPE_WEBHOOK_SECRET',
          description:
            'A missing or wrong `Stripe-Signature` answers 400. Each purchase is credited once, however often an event arrives.',
        },
      },
      async (request) => {
        const secret = app.config.stripeWebhookSecret;
        if (!secret) throw notFound();
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
          event = Stripe.webhooks.constructEvent(request.body, signature, secret);
        } catch {
          throw new AppError('bad_request');
        }
        await handleStripeEvent(event, request);
        return { received: true };
      },
    );
  });

  async function handleStripeEvent(event: Stripe.Event, request: FastifyRequest) {
    if (!event.type.startsWith('checkout.session.')) return;
    // A replay of an event already handled changes nothing; skip it early. (Handling is
    // idempotent anyway, so two copies racing past this check are still safe.)
    if (await eventSeen(app.db, 'stripe', event.id)) return;
    const session = event.data.object as Stripe.Checkout.Session;
    // Only our own metadata names the purchase (set when we opened the session; its id may not be
    // saved yet after a crash in between): a session without it is not one of ours.
    const purchaseId = session.metadata?.purchase_id;
    const row = purchaseId && /^\d{1,10}$/.test(purchaseId) ? await findPurchaseRow(app.db, Number(purchaseId)) : null;
    if (row?.provider !== 'stripe' || (row.providerRef !== null && row.providerRef !== session.id)) {
      request.log.warn({ sessionId: session.id, type: event.type }, 'stripe event for no known purchase');
      return;
    }
    const fulfil = async () => {
      const purchase = { ref: row.providerRef, purchaseId: row.id, total: row.total, currency: row.currency };
      if (sessionPaysFor(session, purchase)) return fulfilPurchase(app.db, row.id, 'webhook', client(request));
      request.log.error(
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
        await abandonPurchase(app.db, row.id, 'failed');
        break;
      case 'checkout.session.expired':
        await abandonPurchase(app.db, row.id, 'cancelled');
        break;
      default:
        break;
    }
    await recordEvent(app.db, { provider: 'stripe', eventId: event.id, type: event.type, purchaseId: row.id });
  }
};
