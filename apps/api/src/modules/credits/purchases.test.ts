import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases, paymentEvents } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

const WEBHOOK_SECRET = 'whsec_test_portal_secret';

let t: Harness;
let asNorthwind: Selection;
let northwind: number;
let hr: string;

beforeAll(async () => {
  t = await setupApi({ stripeWebhookSecret: WEBHOOK_SECRET });
  northwind = t.ids.employer('Northwind Traders');
  asNorthwind = { account: t.ids.acme, site: t.ids.acmeJobs, employer: northwind };
  hr = await t.login('hr@northwind.test');
});
afterAll(() => t.close());

const buy = (quantity: unknown, key: string | undefined, token = hr, select = asNorthwind) =>
  t.call({
    method: 'POST',
    url: '/portal/v1/credit/purchases',
    token,
    select,
    payload: { quantity } as object,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const balance = async () =>
  (await t.call({ method: 'GET', url: '/portal/v1/credit/balance', token: hr, select: asNorthwind })).json().data
    .balance as number;
const purchaseEntries = async (purchaseId: number) =>
  t.database.db.select().from(creditLedger).where(eq(creditLedger.purchaseId, purchaseId));
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

/** The checkout link's path and secret, as the buyer's browser would follow it. */
function checkoutOf(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, token: parsed.searchParams.get('token')! };
}
const form = (token: string) => ({
  payload: `token=${encodeURIComponent(token)}`,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('checkout with the built-in test provider', () => {
  it('prices 12 credits at 20% off, pays once, credits once, and returns to payment-success', async () => {
    const before = await balance();
    const idem = key();
    const res = await buy(12, idem);
    expect(res.statusCode).toBe(201);
    const purchase = res.json().data;
    expect(purchase).toMatchObject({
      status: 'pending',
      provider: 'test',
      quantity: 12,
      currency: 'GBP',
      subtotal: 30000,
      discount: 6000,
      total: 24000,
      tier: { min_quantity: 10, percent_off: 20, unit_price: null },
      buyer: { name: 'Hana Northwind' },
      balance_after: null,
      paid_at: null,
    });
    expect(purchase.checkout_url).toMatch(/^http:\/\/localhost(:\d+)?\/portal\/payments\/test-checkout\/\d+\?token=/);

    // The same key and body: the same purchase, nothing new.
    const again = await buy(12, idem);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(purchase.id);
    // The same key, another body: refused.
    const other = await buy(13, idem);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_mismatch');

    const { path, token } = checkoutOf(purchase.checkout_url);
    const page = await t.call({ method: 'GET', url: `${path}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('£240.00');
    expect(page.body).toContain('Pay');
    expect((await t.call({ method: 'GET', url: `${path}?token=${'x'.repeat(43)}` })).statusCode).toBe(404);
    // A wrong secret cannot pay it.
    expect((await t.call({ method: 'POST', url: `${path}/pay`, ...form('y'.repeat(43)) })).statusCode).toBe(404);

    const paid = await t.call({ method: 'POST', url: `${path}/pay`, ...form(token) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost/${t.ids.acme}/${t.ids.acmeJobs}/credit-system/payment-success?purchase=${purchase.id}`,
    );
    expect(await balance()).toBe(before + 12);

    // Replays of the provider's callback change nothing.
    for (let i = 0; i < 3; i++)
      expect((await t.call({ method: 'POST', url: `${path}/pay`, ...form(token) })).statusCode).toBe(303);
    const cancelLate = await t.call({ method: 'POST', url: `${path}/cancel`, ...form(token) });
    expect(cancelLate.statusCode).toBe(303);
    expect(await balance()).toBe(before + 12);
    expect(await purchaseEntries(purchase.id)).toHaveLength(1);

    const shown = await t.call({
      method: 'GET',
      url: `/portal/v1/credit/purchases/${purchase.id}`,
      token: hr,
      select: asNorthwind,
    });
    expect(shown.json().data).toMatchObject({
      status: 'paid',
      balance_after: before + 12,
      checkout_url: null,
      paid_at: expect.any(String),
    });
    const ledger = (
      await t.call({ method: 'GET', url: '/portal/v1/credit/ledgers', token: hr, select: asNorthwind })
    ).json().data;
    expect(ledger[0]).toMatchObject({
      kind: 'purchase',
      amount: 12,
      purchase_id: purchase.id,
      actor: { name: 'Hana Northwind' },
    });
  });

  it('a cancelled checkout credits nothing and says so', async () => {
    const before = await balance();
    const purchase = (await buy(3, key())).json().data;
    const { path, token } = checkoutOf(purchase.checkout_url);
    const res = await t.call({ method: 'POST', url: `${path}/cancel`, ...form(token) });
    expect(res.headers.location).toContain(`purchase=${purchase.id}&cancelled=1`);
    const shown = await t.call({
      method: 'GET',
      url: `/portal/v1/credit/purchases/${purchase.id}`,
      token: hr,
      select: asNorthwind,
    });
    expect(shown.json().data).toMatchObject({ status: 'cancelled', checkout_url: null });
    expect(await balance()).toBe(before);
    const page = await t.call({ method: 'GET', url: `${path}?token=${token}` });
    expect(page.body).toContain('already closed');
  });

  it('a cancelled purchase cannot be paid afterwards with its link (SECURITY 25)', async () => {
    const before = await balance();
    const purchase = (await buy(10, key())).json().data;
    const { path, token } = checkoutOf(purchase.checkout_url);
    await t.call({ method: 'POST', url: `${path}/cancel`, ...form(token) });
    const late = await t.call({ method: 'POST', url: `${path}/pay`, ...form(token) });
    expect(late.statusCode).toBe(303);
    expect(await balance()).toBe(before);
    expect(await purchaseEntries(purchase.id)).toHaveLength(0);
    const [row] = await t.database.db.select().from(creditPurchases).where(eq(creditPurchases.id, purchase.id));
    expect(row!.status).toBe('cancelled');
  });

  it('prices on the server: money fields in the body are ignored', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/credit/purchases',
      token: hr,
      select: asNorthwind,
      payload: { quantity: 12, total: 1, unit_price: 1, discount: 29999, status: 'paid', employer_id: 1 },
      headers: { 'idempotency-key': key() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      total: 24000,
      discount: 6000,
      employer: { id: northwind },
    });
  });

  it('needs a valid Idempotency-Key, an employer, the buy permission, and no impersonation', async () => {
    expect((await buy(1, undefined)).json().errors).toEqual({ 'Idempotency-Key': ['This field is required.'] });
    expect((await buy(1, 'short')).json().errors).toEqual({ 'Idempotency-Key': ['This value is invalid.'] });
    const staff = await buy(1, key(), await t.login('manager@acme.test'), {
      account: t.ids.acme,
      site: t.ids.acmeJobs,
    });
    expect(staff.json().code).toBe('invalid_context');
    const recruiter = await buy(1, key(), await t.login('recruiter@northwind.test'));
    expect(recruiter.statusCode).toBe(403);
  });

  it('shows a purchase only to its employer and the site’s staff', async () => {
    const purchase = (await buy(1, key())).json().data;
    const url = `/portal/v1/credit/purchases/${purchase.id}`;
    const manager = await t.login('manager@acme.test');
    expect(
      (await t.call({ method: 'GET', url, token: manager, select: { account: t.ids.acme, site: t.ids.acmeJobs } }))
        .statusCode,
    ).toBe(200);
    const globex = await t.login('owner@globex.test');
    expect(
      (
        await t.call({
          method: 'GET',
          url,
          token: globex,
          select: { account: t.ids.globex, site: t.ids.globexCareers },
        })
      ).statusCode,
    ).toBe(404);
    const health = await t.login('owner@acme.test');
    expect(
      (await t.call({ method: 'GET', url, token: health, select: { account: t.ids.acme, site: t.ids.acmeHealth } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('Stripe webhook', () => {
  /** A pending Stripe purchase as checkout creation leaves it (the Stripe API is not reachable here). */
  async function stripePurchase(quantity: number) {
    const sessionId = `cs_test_${Math.random().toString(36).slice(2)}`;
    const [row] = await t.database.db
      .insert(creditPurchases)
      .values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        employerId: northwind,
        buyerUserId: t.ids.user('hr@northwind.test'),
        provider: 'stripe',
        providerRef: sessionId,
        checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
        returnUrl: 'http://localhost/1/1/credit-system/payment-success',
        quantity,
        currency: 'GBP',
        unitPrice: 2500,
        subtotal: 2500 * quantity,
        discount: 0,
        total: 2500 * quantity,
        idempotencyKey: key(),
        requestHash: 'x',
      })
      .returning();
    return { id: row!.id, sessionId, total: row!.total };
  }

  type StripePurchase = Awaited<ReturnType<typeof stripePurchase>>;
  /** A Checkout Session event as Stripe sends it for `purchase`; `session` changes its fields. */
  const event = (type: string, purchase: StripePurchase, paymentStatus = 'paid', session: object = {}) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: {
        object: {
          id: purchase.sessionId,
          object: 'checkout.session',
          payment_status: paymentStatus,
          amount_total: purchase.total,
          currency: 'gbp',
          client_reference_id: String(purchase.id),
          metadata: { purchase_id: String(purchase.id) },
          ...session,
        },
      },
    });
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(creditPurchases).where(eq(creditPurchases.id, id)))[0]!.status;
  const deliver = (
    payload: string,
    signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    t.call({
      method: 'POST',
      url: '/portal/payments/webhook/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  it('accepts an event signed with the SDK’s test header, and credits once however often it comes, even at once', async () => {
    const purchase = await stripePurchase(7);
    const { id } = purchase;
    const before = await balance();
    const payload = event('checkout.session.completed', purchase);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(payload)).json()).toEqual({ received: true });
    expect(await balance()).toBe(before + 7);
    expect(await purchaseEntries(id)).toHaveLength(1);
    const eventId = JSON.parse(payload).id as string;
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'stripe', type: 'checkout.session.completed', purchaseId: id });
  });

  it('refuses a tampered body or signature with 400, changing nothing', async () => {
    const purchase = await stripePurchase(2);
    const before = await balance();
    const payload = event('checkout.session.completed', purchase);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('"paid"', '"paid" '), signature)).statusCode).toBe(400);
    expect(
      (
        await deliver(
          payload,
          signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }))).statusCode,
    ).toBe(400);
    expect((await deliver(payload, '')).statusCode).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('waits for bank payments to settle, and records a failed one', async () => {
    const purchase = await stripePurchase(4);
    const before = await balance();
    await deliver(event('checkout.session.completed', purchase, 'unpaid'));
    expect(await balance()).toBe(before);
    await deliver(event('checkout.session.async_payment_succeeded', purchase));
    expect(await balance()).toBe(before + 4);

    const failed = await stripePurchase(4);
    await deliver(event('checkout.session.async_payment_failed', failed, 'unpaid'));
    expect(await statusOf(failed.id)).toBe('failed');
    // Failed is final: a later "succeeded" for it credits nothing (SECURITY 25: only pending becomes paid).
    await deliver(event('checkout.session.async_payment_succeeded', failed));
    expect(await statusOf(failed.id)).toBe('failed');
    expect(await balance()).toBe(before + 4);
    expect(await purchaseEntries(failed.id)).toHaveLength(0);
  });

  describe('Stripe fulfilment checks the session against the purchase (SECURITY 25)', () => {
    it('credits nothing for a paid session without metadata.purchase_id', async () => {
      const purchase = await stripePurchase(3);
      const before = await balance();
      // Found by its session id, or by client_reference_id, once was enough: no longer.
      expect((await deliver(event('checkout.session.completed', purchase, 'paid', { metadata: {} }))).statusCode).toBe(
        200,
      );
      expect(await balance()).toBe(before);
      expect(await statusOf(purchase.id)).toBe('pending');
    });

    it('credits nothing when metadata.purchase_id names another purchase than the session', async () => {
      const cheap = await stripePurchase(1);
      const dear = await stripePurchase(10);
      const before = await balance();
      // The session paid for the cheap purchase claims to be the dear one.
      await deliver(event('checkout.session.completed', cheap, 'paid', { metadata: { purchase_id: String(dear.id) } }));
      expect(await balance()).toBe(before);
      expect(await statusOf(dear.id)).toBe('pending');
    });

    it('credits nothing when the amount or currency paid is not the purchase’s', async () => {
      const purchase = await stripePurchase(10);
      const before = await balance();
      await deliver(event('checkout.session.completed', purchase, 'paid', { amount_total: 100 }));
      await deliver(event('checkout.session.completed', purchase, 'paid', { currency: 'jpy' }));
      await deliver(event('checkout.session.completed', purchase, 'paid', { amount_total: null }));
      expect(await balance()).toBe(before);
      expect(await statusOf(purchase.id)).toBe('pending');
      // The right amount in the right currency does.
      await deliver(event('checkout.session.completed', purchase));
      expect(await balance()).toBe(before + 10);
    });
  });

  it('ignores events for sessions it does not know', async () => {
    const res = await deliver(
      event('checkout.session.completed', { id: 999_999, sessionId: 'cs_test_unknown', total: 2500 }),
    );
    expect(res.statusCode).toBe(200);
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from credit_purchases where provider_ref = 'cs_test_unknown'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('checkout limits', () => {
  it('caps new checkouts per employer (429 with Retry-After), while replays of a key still answer', async () => {
    const first = key();
    expect((await buy(1, first)).statusCode).toBe(201);
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await buy(1, key())).statusCode);
    expect(codes).toContain(429);
    const refused = await buy(1, key());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('too_many_attempts');
    expect((await buy(1, first)).statusCode).toBe(200);
  });
});
