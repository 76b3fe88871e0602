import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import type { PaymentProvider } from './providers/provider.js';
import { handleStripeEvent, verifiedStripeEvent } from './providers/stripe-events.js';
import { testCheckoutPage } from './test-checkout.page.js';
import { cancelTestCheckout, payTestCheckout, testCheckoutView } from './test-checkout.service.js';

const client = (request: FastifyRequest) => ({ ip: request.ip, requestId: String(request.id), host: request.host });

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

  if (testCheckout) {
    registerOperations(testCheckout, {
      testCheckoutPage: async (request, reply) => {
        const { row, brandName } = await testCheckoutView(
          app.ctx,
          request.params.id,
          request.query.token,
          request.host,
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
          )
          .send(testCheckoutPage(row, request.query.token, brandName, request.locale));
      },
      payTestCheckout: async (request, reply) => {
        const back = await payTestCheckout(app.ctx, request.params.id, request.body.token, client(request));
        return reply.redirect(back, 303);
      },
      cancelTestCheckout: async (request, reply) => {
        return reply.redirect(
          await cancelTestCheckout(app.ctx, request.params.id, request.body.token, request.host),
          303,
        );
      },
    });
  }

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes Stripe sent: keep them, unparsed.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    registerOperations(webhooks, {
      stripeWebhook: async (request) => {
        const secret = app.config.stripeWebhookSecret;
        if (!secret) throw notFound();
        const event = verifiedStripeEvent(request.body, request.headers['stripe-signature'], secret);
        await handleStripeEvent(app.db, event, client(request), request.log);
        return { received: true };
      },
    });
  });
};
