import {
  ONBOARDING_ITEMS,
  type OnboardingChecklist,
  OnboardingChecklistSchema,
  type SaveBrandBody,
} from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDomains, creditPurchases, employers, jobs, sites } from '../../db/schema/index.js';
import { rows } from '../../test/fault-env.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';
import { onboardingState } from './onboarding.repo.js';

let t: Harness;
let fresh: number;
let freshOwner: string;
beforeAll(async () => {
  t = await setupApi();
  ({ accountId: fresh, token: freshOwner } = await newAccountWithOwner());
});
afterAll(() => t.close());

const URL = '/portal/v1/dashboard/onboarding';
const checklist = (token: string, select: Selection) => t.call({ method: 'GET', url: URL, token, select });
const dismiss = (token: string, select: Selection) => t.call({ method: 'POST', url: `${URL}/dismiss`, token, select });

const none = Object.fromEntries(ONBOARDING_ITEMS.map((k) => [k, false]));
const all = Object.fromEntries(ONBOARDING_ITEMS.map((k) => [k, true]));

/** Which steps are done, by key. */
const doneOf = (body: OnboardingChecklist) => Object.fromEntries(body.items.map((i) => [i.key, i.done]));
async function freshDone() {
  const res = await checklist(freshOwner, { account: fresh });
  expect(res.statusCode).toBe(200);
  return doneOf(OnboardingChecklistSchema.parse(res.json().data));
}

/** An account made in the platform console, its owner invited and signed in: nothing done yet. */
async function newAccountWithOwner() {
  const admin = await t.login('admin@portal.test');
  let accountId = 0;
  const mails = await mailsDuring(t, async () => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/v1/platform/accounts',
      token: admin,
      payload: { name: 'Fresh Start Ltd', default_locale: 'en', owner_email: 'owner@fresh.test', owner_name: 'Fay' },
    });
    expect(res.statusCode).toBe(201);
    accountId = res.json().data.id;
  });
  const link = /password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
  const password = 'a-fresh-start-passphrase';
  const reset = await t.call({
    method: 'POST',
    url: '/portal/auth/reset-password',
    payload: { token: link, password, password_confirmation: password },
  });
  expect(reset.statusCode).toBe(200);
  return { accountId, token: await t.login('owner@fresh.test', password) };
}

describe('GET /portal/v1/dashboard/onboarding', () => {
  it('answers every step in order, none done, for a new account (other accounts have them all)', async () => {
    const res = await checklist(freshOwner, { account: fresh });
    expect(res.statusCode).toBe(200);
    const body = OnboardingChecklistSchema.parse(res.json().data);
    expect(body).toEqual({
      items: ONBOARDING_ITEMS.map((key) => ({ key, done: false })),
      done: 0,
      total: 6,
      dismissed: false,
    });
    // The demo accounts have rows in every table read here: none of them counts for the new one.
    const [other] = await rows<Record<string, boolean>>(
      t.database,
      sql`select exists (select 1 from account_domains where account_id <> ${fresh}) as host,
        exists (select 1 from employers where account_id <> ${fresh}) as employer,
        exists (select 1 from jobs where account_id <> ${fresh} and published_at is not null) as job,
        exists (select 1 from credit_purchases where account_id <> ${fresh} and status = 'paid') as payment`,
    );
    expect(other).toEqual({ host: true, employer: true, job: true, payment: true });
  });

  it('lets the new owner save the brand they were given as it is (its colours are readable)', async () => {
    const select = { account: fresh };
    const brand = (await t.call({ method: 'GET', url: '/portal/v1/accounts/brand', token: freshOwner, select })).json()
      .data as SaveBrandBody;
    const { title, logo_square, primary_color, primary_darken_color, stylesheet_path, login } = brand;
    const saved = await t.call({
      method: 'PUT',
      url: '/portal/v1/accounts/brand',
      token: freshOwner,
      select,
      payload: { title, logo_square, primary_color, primary_darken_color, stylesheet_path, login },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await checklist(freshOwner, select)).json().data.items[0]).toEqual({ key: 'brand', done: false });
  });

  it('ticks each step as its row appears in the account, and only then', async () => {
    // Another account's sign-in rule and brand change nothing here.
    await t.database.db.execute(
      sql`update accounts set require_two_factor = true, primary_color = '#123456' where id = ${t.ids.globex}`,
    );

    // A title equal to the account's name is what every new account gets; another one is a brand.
    await t.database.db.execute(sql`update accounts set title = name where id = ${fresh}`);
    expect((await freshDone()).brand).toBe(false);
    await t.database.db.execute(sql`update accounts set title = 'Fresh Start Careers' where id = ${fresh}`);
    expect(await freshDone()).toEqual({ ...none, brand: true });

    // A claimed host ticks nothing until it is proven.
    await t.database.db
      .insert(accountDomains)
      .values({ accountId: fresh, domain: 'careers.fresh.test', token: 'pending-claim-token' });
    expect(await freshDone()).toEqual({ ...none, brand: true });
    await t.database.db.execute(
      sql`update account_domains set verified_at = now(), verified_by = 'dns' where account_id = ${fresh}`,
    );
    expect(await freshDone()).toEqual({ ...none, brand: true, host: true });

    const [site] = await t.database.db
      .insert(sites)
      .values({ accountId: fresh, name: 'Fresh Jobs' })
      .returning({ id: sites.id });
    const [employer] = await t.database.db
      .insert(employers)
      .values({ accountId: fresh, siteId: site!.id, name: 'First Employer' })
      .returning({ id: employers.id });
    const steps = { ...none, brand: true, host: true, employer: true };
    expect(await freshDone()).toEqual(steps);

    // A draft is not a job yet; published once, it is.
    const [job] = await t.database.db
      .insert(jobs)
      .values({ accountId: fresh, siteId: site!.id, employerId: employer!.id, title: 'First job' })
      .returning({ id: jobs.id });
    expect(await freshDone()).toEqual(steps);
    await t.database.db.execute(sql`update jobs set status = 'live', published_at = now() where id = ${job!.id}`);
    expect(await freshDone()).toEqual({ ...steps, job: true });

    // A checkout opened is not a payment; a paid one is.
    const purchase = {
      accountId: fresh,
      siteId: site!.id,
      employerId: employer!.id,
      provider: 'test',
      returnUrl: 'http://portal.test/x',
      quantity: 1,
      currency: 'GBP',
      unitPrice: 2500,
      subtotal: 2500,
      discount: 0,
      total: 2500,
      requestHash: 'h',
    };
    await t.database.db.insert(creditPurchases).values({ ...purchase, idempotencyKey: 'pending' });
    expect(await freshDone()).toEqual({ ...steps, job: true });
    await t.database.db
      .insert(creditPurchases)
      .values({ ...purchase, idempotencyKey: 'paid', status: 'paid', paidAt: new Date() });
    expect(await freshDone()).toEqual({ ...steps, job: true, payment: true });

    // Single sign-on required counts as much as two-factor required.
    await t.database.db.execute(sql`update accounts set require_sso = true where id = ${fresh}`);
    expect(await freshDone()).toEqual(all);
    // Read in the repo: with two-factor required, the owner (not enrolled) reaches only its set-up.
    await t.database.db.execute(
      sql`update accounts set require_sso = false, require_two_factor = true where id = ${fresh}`,
    );
    expect((await onboardingState(t.database.db, fresh))?.steps.security).toBe(true);
    await t.database.db.execute(
      sql`update accounts set require_sso = true, require_two_factor = false where id = ${fresh}`,
    );
    const res = OnboardingChecklistSchema.parse((await checklist(freshOwner, { account: fresh })).json().data);
    expect(res).toMatchObject({ done: 6, total: 6, dismissed: false });
  });

  it('is the account’s owners’: site staff, employer users and other accounts’ owners are refused (403)', async () => {
    const acme = { account: t.ids.acme, site: t.ids.acmeJobs };
    for (const email of ['manager@acme.test', 'moderator@acme.test', 'hr@northwind.test']) {
      const token = await t.login(email);
      for (const call of [checklist, dismiss]) {
        const res = await call(token, acme);
        expect(res.statusCode, email).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    // Globex's owner names the new account: not theirs, whatever the header says.
    const globex = await t.login('owner@globex.test');
    expect((await checklist(globex, { account: fresh })).statusCode).toBe(403);
    expect((await dismiss(globex, { account: fresh })).statusCode).toBe(403);
    // Acme's owner reads Acme's, with a site selected or not.
    const owner = await t.login('owner@acme.test');
    for (const select of [acme, { account: t.ids.acme }]) {
      expect((await checklist(owner, select)).statusCode).toBe(200);
    }
  });
});

describe('POST /portal/v1/dashboard/onboarding/dismiss', () => {
  it('hides the checklist for the whole account, for good; other accounts keep theirs', async () => {
    const first = await dismiss(freshOwner, { account: fresh });
    expect(first.statusCode).toBe(200);
    expect(OnboardingChecklistSchema.parse(first.json().data)).toMatchObject({ dismissed: true, done: 6 });
    const [{ at } = { at: null }] = await rows<{ at: string | null }>(
      t.database,
      sql`select onboarding_dismissed_at::text as at from accounts where id = ${fresh}`,
    );
    expect(at).not.toBeNull();
    // Again: still hidden, the first date kept.
    expect((await dismiss(freshOwner, { account: fresh })).json().data.dismissed).toBe(true);
    const [again] = await rows<{ at: string }>(
      t.database,
      sql`select onboarding_dismissed_at::text as at from accounts where id = ${fresh}`,
    );
    expect(again!.at).toBe(at);
    expect((await checklist(freshOwner, { account: fresh })).json().data.dismissed).toBe(true);
    const acmeOwner = await t.login('owner@acme.test');
    expect((await checklist(acmeOwner, { account: t.ids.acme })).json().data.dismissed).toBe(false);
  });
});
