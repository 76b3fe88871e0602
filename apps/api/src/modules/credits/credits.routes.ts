import { Readable } from 'node:stream';
import { IDEMPOTENCY_KEY, JOB_POSTING_COST } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { linkContextOf, linksFor } from '../branding/links.js';
import { adjustCredits, balanceOf, walletTarget } from './credits.service.js';
import { priceOf, pricingOf, saveDiscountTiers } from './discount-tiers.service.js';
import { ledgerCsvOf, ledgerOf, visiblePurchase, walletsOf } from './ledger.service.js';
import type { PaymentProvider } from './providers/provider.js';
import { confirmPurchase, createPurchase } from './purchases.service.js';

// New checkouts one employer may open per throttle window; a buyer needs a handful at most.
const CHECKOUTS_PER_WINDOW = 20;

const client = (request: FastifyRequest) => ({ ip: request.ip, requestId: String(request.id) });

export const creditRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  registerOperations(app, {
    creditBalance: async (request) => {
      const target = await walletTarget(app.db, request.selection, request.query.employer_id);
      return { data: await balanceOf(app.db, target) };
    },
    listLedger: async (request) => {
      const { rows, total } = await ledgerOf(app.ctx, request.selection, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    exportLedger: async (request, reply) => {
      const rows = await ledgerCsvOf(app.ctx, actorOf(request), request.selection, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="credit-transactions.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
    listWallets: async (request) => {
      const { rows, total } = await walletsOf(app.ctx, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    discountTiers: async (request) => ({ data: await pricingOf(app.ctx, requireSite(request.selection)) }),
    saveDiscountTiers: async (request) => ({
      data: await saveDiscountTiers(app.ctx, requireSite(request.selection), request.body.tiers, actorOf(request)),
    }),
    previewPurchase: async (request) => ({
      data: await priceOf(app.ctx, requireSite(request.selection), request.body.quantity),
    }),
    createPurchase: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw invalidFields({ 'Idempotency-Key': [{ rule: key ? 'invalid' : 'required' }] });
      }
      // Credits are bought by an employer for itself; staff grant them instead.
      if (request.selection.employerId === null) throw new AppError('invalid_context');
      const target = await walletTarget(app.db, request.selection, undefined);
      const { user } = authOf(request);
      // The buyer comes back to their own brand host (or PUBLIC_URL), never to the request's Host.
      const links = await linksFor(app.db, linkContextOf(app, request), {
        userId: user.id,
        accountId: target.scope.accountId,
      });
      const { purchase, created } = await createPurchase(
        app.db,
        provider,
        {
          owner: target.owner,
          employerName: target.employerName,
          quantity: request.body.quantity,
          idempotencyKey: key,
          buyer: { id: user.id, email: user.email },
          returnUrl: `${links.linkBase}/${target.scope.accountId}/${target.scope.siteId}/credit-system/payment-success`,
          apiBase: links.linkBase,
          limit: { max: CHECKOUTS_PER_WINDOW, windowSeconds: app.config.auth.throttleWindowSeconds },
        },
        actorOf(request),
        request.log,
      );
      return reply.code(created ? 201 : 200).send({ data: purchase });
    },
    getPurchase: async (request) => ({ data: await visiblePurchase(app.ctx, request.selection, request.params.id) }),
    confirmPurchase: async (request) => {
      await visiblePurchase(app.ctx, request.selection, request.params.id);
      await confirmPurchase(app.ctx, provider, requireSite(request.selection), request.params.id, client(request));
      return { data: await visiblePurchase(app.ctx, request.selection, request.params.id) };
    },
    creditActions: async () => ({ data: [{ key: 'job_posting', cost: JOB_POSTING_COST }] }),
    adjustCredits: async (request, reply) => {
      const entry = await adjustCredits(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data: entry });
    },
  });
};
