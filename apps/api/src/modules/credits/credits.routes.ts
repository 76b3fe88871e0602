import { Readable } from 'node:stream';
import {
  CreatePurchaseBody,
  CreditActionsResponse,
  CreditAdjustmentBody,
  CreditBalanceQuery,
  CreditBalanceResponse,
  CreditPricingResponse,
  IDEMPOTENCY_KEY,
  JOB_POSTING_COST,
  LedgerEntryResponse,
  LedgerExportQuery,
  LedgerListResponse,
  LedgerQuery,
  PurchaseIdParam,
  PurchasePreviewBody,
  PurchasePreviewResponse,
  PurchaseResponse,
  SaveDiscountTiersBody,
  WalletListQuery,
  WalletListResponse,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { linkContextOf, linksFor } from '../branding/links.js';
import { adjustCredits, balanceOf, walletTarget } from './credits.service.js';
import { priceOf, pricingOf, saveDiscountTiers } from './discount-tiers.service.js';
import { ledgerCsvOf, ledgerOf, visiblePurchase, walletsOf } from './ledger.service.js';
import type { PaymentProvider } from './providers/provider.js';
import { confirmPurchase, createPurchase } from './purchases.service.js';

const tags = ['credits'];
const READ = { action: 'read', subject: 'credits' } as const;
const BUY = { action: 'create', subject: 'credits' } as const;
// The staff tools: never for an employer's own users, whatever their role says.
const STAFF_READ = { ...READ, staff: true } as const;
const MANAGE = { action: 'update', subject: 'credits', staff: true } as const;
const EXPORT = { action: 'export', subject: 'credits' } as const;

// New checkouts one employer may open per throttle window; a buyer needs a handful at most.
const CHECKOUTS_PER_WINDOW = 20;

const client = (request: FastifyRequest) => ({ ip: request.ip, requestId: String(request.id) });

export const creditRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  app.get(
    '/credit/balance',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Credit balance of the selected employer (or, for staff, of `employer_id`)',
        querystring: CreditBalanceQuery,
        response: { 200: CreditBalanceResponse },
      },
    },
    async (request) => {
      const target = await walletTarget(app.db, request.selection, request.query.employer_id);
      return { data: await balanceOf(app.db, target) };
    },
  );

  app.get(
    '/credit/ledgers',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Credit transactions, newest first',
        description:
          'Employer users see their own employer’s; staff the whole site’s, or one employer’s with `employer_id`. Filters: `filter[kind]`, `filter[from]`, `filter[to]` (UTC days, inclusive).',
        querystring: LedgerQuery,
        response: { 200: LedgerListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await ledgerOf(app.db, request.selection, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/credit/ledgers/export.csv',
    {
      config: { access: EXPORT },
      schema: {
        tags,
        summary: 'The filtered transactions as CSV (streamed, id order)',
        querystring: LedgerExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await ledgerCsvOf(app.db, actorOf(request), request.selection, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="credit-transactions.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
  );

  app.get(
    '/credit/wallets',
    {
      config: { access: STAFF_READ },
      schema: {
        tags,
        summary: 'Staff: every employer of the site with its balance',
        querystring: WalletListQuery,
        response: { 200: WalletListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await walletsOf(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/credit/discount-tiers',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The site’s credit price and discount tiers',
        response: { 200: CreditPricingResponse },
      },
    },
    async (request) => ({ data: await pricingOf(app.ctx, requireSite(request.selection)) }),
  );

  app.put(
    '/credit/discount-tiers',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        summary: 'Staff: replace the site’s discount tiers',
        description:
          'Each tier has `unit_price` (minor units) or `percent_off`, not both; minimum quantities are unique.',
        body: SaveDiscountTiersBody,
        response: { 200: CreditPricingResponse },
      },
    },
    async (request) => ({
      data: await saveDiscountTiers(app.ctx, requireSite(request.selection), request.body.tiers, actorOf(request)),
    }),
  );

  app.post(
    '/credit/purchase/preview',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Price a quantity of credits: tier, subtotal, discount and total',
        body: PurchasePreviewBody,
        response: { 200: PurchasePreviewResponse },
      },
    },
    async (request) => ({ data: await priceOf(app.ctx, requireSite(request.selection), request.body.quantity) }),
  );

  app.post(
    '/credit/purchases',
    {
      config: { access: BUY },
      schema: {
        tags,
        summary: 'Start a checkout for credits',
        description:
          'Needs an `Idempotency-Key` header (8–100 of `A-Z a-z 0-9 _ -`). The same key and body answer the same purchase (200); the same key with another body answers 409. New purchases answer 201 with `checkout_url`.',
        body: CreatePurchaseBody,
        response: { 200: PurchaseResponse, 201: PurchaseResponse },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/credit/purchases/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One purchase and its state',
        params: PurchaseIdParam,
        response: { 200: PurchaseResponse },
      },
    },
    async (request) => ({ data: await visiblePurchase(app.db, request.selection, request.params.id) }),
  );

  app.post(
    '/credit/purchases/:id/confirm',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Ask the provider now whether a pending purchase was paid (the return page calls this)',
        description: 'Fulfils it when paid, exactly once even if the webhook arrives too.',
        params: PurchaseIdParam,
        response: { 200: PurchaseResponse },
      },
    },
    async (request) => {
      await visiblePurchase(app.db, request.selection, request.params.id);
      await confirmPurchase(app.db, provider, requireSite(request.selection), request.params.id, client(request));
      return { data: await visiblePurchase(app.db, request.selection, request.params.id) };
    },
  );

  app.get(
    '/credit/credit-actions',
    {
      config: { access: READ },
      schema: { tags, summary: 'What costs credits, and how many', response: { 200: CreditActionsResponse } },
    },
    async () => ({ data: [{ key: 'job_posting', cost: JOB_POSTING_COST }] }),
  );

  app.post(
    '/credit/adjustments',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        summary: 'Staff: grant (positive) or revoke (negative) credits, with a reason',
        description: 'A revoke larger than the balance answers 422 `credits_exceed_balance`.',
        body: CreditAdjustmentBody,
        response: { 201: LedgerEntryResponse },
      },
    },
    async (request, reply) => {
      const entry = await adjustCredits(app.db, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data: entry });
    },
  );
};
