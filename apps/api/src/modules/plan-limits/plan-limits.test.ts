import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountLimits, PlatformAccountLimits } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/fault-env.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { decisionsOf } from '../../test/job-decisions.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';

let t: Harness;
const tokens: Record<string, string> = {};
let acme: Selection;
let acmeJobs: Selection;
let asNorthwind: Selection;

beforeAll(async () => {
  t = await setupApi({ uploadsDir: mkdtempSync(join(tmpdir(), 'tp-plan-')) });
  for (const email of [
    'admin@portal.test',
    'owner@acme.test',
    'moderator@acme.test',
    'manager@acme.test',
    'hr@northwind.test',
  ])
    tokens[email] = await t.login(email);
  acme = { account: t.ids.acme };
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (email: string, method: Method, url: string, select: Selection = {}, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: tokens[email], select, ...(payload ? { payload } : {}) });
const admin = (method: Method, url: string, payload?: object) => call('admin@portal.test', method, url, {}, payload);

const NO_LIMITS: AccountLimits = { max_sites: null, max_people: null, max_live_jobs: null, max_storage_mb: null };
const NO_DEFAULTS = { credit_pricing: null, discount_tiers: [] };
const planOf = async () =>
  (await admin('GET', `/platform/accounts/${t.ids.acme}/limits`)).json().data as PlatformAccountLimits;
const setLimits = (limits: Partial<AccountLimits>, defaults: object = NO_DEFAULTS) =>
  admin('PUT', `/platform/accounts/${t.ids.acme}/limits`, {
    limits: { ...NO_LIMITS, ...limits },
    new_site_defaults: defaults,
  });
const usage = async () => (await planOf()).usage;

describe('an account’s plan in the platform console', () => {
  it('shows the limits (none at first), what the account uses, and what new sites start with', async () => {
    const plan = await planOf();
    expect(plan.limits).toEqual(NO_LIMITS);
    expect(plan.new_site_defaults).toEqual(NO_DEFAULTS);
    expect(plan.usage.sites).toBe(2);
    expect(plan.usage.people).toBeGreaterThan(3);
    expect(plan.usage.live_jobs).toBeGreaterThan(0);
    expect(plan.usage.storage_bytes).toBe(0);
    expect((await admin('GET', '/platform/accounts/999999/limits')).statusCode).toBe(404);
  });

  it('is for platform staff only: the account’s own owner cannot read or raise its limits', async () => {
    const url = `/platform/accounts/${t.ids.acme}/limits`;
    expect((await call('owner@acme.test', 'GET', url, acme)).statusCode).toBe(403);
    const raise = await call('owner@acme.test', 'PUT', url, acme, {
      limits: NO_LIMITS,
      new_site_defaults: NO_DEFAULTS,
    });
    expect(raise.statusCode).toBe(403);
  });

  it('refuses a limit below what is used, on its field, naming the usage; nothing is saved', async () => {
    const used = await usage();
    const res = await setLimits({ max_sites: 1, max_live_jobs: used.live_jobs - 1, max_people: used.people });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'limits.max_sites': ['The account already uses 2: the limit cannot be lower.'],
      'limits.max_live_jobs': [`The account already uses ${used.live_jobs}: the limit cannot be lower.`],
    });
    const fr = await t.call({
      method: 'PUT',
      url: `/portal/v1/platform/accounts/${t.ids.acme}/limits`,
      token: tokens['admin@portal.test'],
      headers: { 'accept-language': 'fr' },
      payload: { limits: { ...NO_LIMITS, max_sites: 0 }, new_site_defaults: NO_DEFAULTS },
    });
    expect(fr.json().errors['limits.max_sites']).toEqual([
      'Le compte utilise déjà 2 : la limite ne peut pas être plus basse.',
    ]);
    expect((await planOf()).limits).toEqual(NO_LIMITS);
    const negative = await setLimits({ max_sites: -1 });
    expect(negative.statusCode).toBe(422);
  });

  it('audits each change from and to', async () => {
    expect((await setLimits({ max_storage_mb: 50 })).statusCode).toBe(200);
    expect((await setLimits({ max_storage_mb: 80 })).statusCode).toBe(200);
    const [last] = await rows<{ data: Record<string, unknown> }>(
      t.database,
      sql`select data from audit_log where account_id = ${t.ids.acme}
        and action = 'platform.account_limits_changed' order by id desc limit 1`,
    );
    expect(last!.data).toEqual({ max_storage_mb: { from: 50, to: 80 } });
    await setLimits({});
  });
});

describe('the owner’s view of the plan', () => {
  it('shows each limit and its usage to whoever edits the account’s settings, and nobody else', async () => {
    await setLimits({ max_sites: 5 });
    const res = await call('owner@acme.test', 'GET', '/accounts/usage', acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ limits: { ...NO_LIMITS, max_sites: 5 }, usage: { sites: 2 } });
    expect((await call('moderator@acme.test', 'GET', '/accounts/usage', acme)).statusCode).toBe(403);
    await setLimits({});
  });
});

describe('limits are enforced where the account grows', () => {
  it('sites: one below the limit is created, then 409 naming the limit; concurrent requests cannot both pass', async () => {
    const { sites } = await usage();
    await setLimits({ max_sites: sites + 1 });
    const create = (name: string) => call('owner@acme.test', 'POST', '/sites', acme, { name, domain: null });
    const [a, b] = await Promise.all([create('Acme Race One'), create('Acme Race Two')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({
      code: 'plan_limit_sites',
      message: `This account’s plan allows ${sites + 1} sites, and all are in use. Ask the platform’s staff for a larger plan.`,
    });
    expect((await usage()).sites).toBe(sites + 1);
    await setLimits({});
  });

  it('a new site starts with the account’s default credit price and discount tiers', async () => {
    const tiers = [
      { min_quantity: 50, unit_price: null, percent_off: 20 },
      { min_quantity: 10, unit_price: 1500, percent_off: null },
    ];
    const saved = await setLimits({}, { credit_pricing: { currency: 'EUR', unit_price: 1800 }, discount_tiers: tiers });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().data.new_site_defaults.discount_tiers.map((x: { min_quantity: number }) => x.min_quantity),
    ).toEqual([10, 50]);
    const site = await call('owner@acme.test', 'POST', '/sites', acme, { name: 'Acme Priced', domain: null });
    expect(site.statusCode).toBe(201);
    const pricing = await call('owner@acme.test', 'GET', '/credit/discount-tiers', {
      ...acme,
      site: site.json().data.id,
    });
    expect(pricing.statusCode).toBe(200);
    expect(pricing.json().data).toMatchObject({
      currency: 'EUR',
      unit_price: 1800,
      tiers: [
        { min_quantity: 10, unit_price: 1500, percent_off: null },
        { min_quantity: 50, unit_price: null, percent_off: 20 },
      ],
    });
    await setLimits({});
  });

  it('people: an invitation to someone new takes a place; renewing it does not; one more is refused', async () => {
    const { people } = await usage();
    await setLimits({ max_people: people + 1 });
    const [moderator] = await rows<{ id: number }>(
      t.database,
      sql`select id from roles where account_id = ${t.ids.acme} and key = 'moderator'`,
    );
    const invite = (email: string) =>
      call('owner@acme.test', 'POST', '/accounts/users', acme, {
        email,
        name: 'New Person',
        role_id: moderator!.id,
        scope_type: 'site',
        scope_id: t.ids.acmeJobs,
      });
    expect((await invite('first.new@acme.test')).statusCode).toBe(201);
    expect((await usage()).people).toBe(people + 1);
    expect((await invite('first.new@acme.test')).statusCode).toBe(201);
    const refused = await invite('second.new@acme.test');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('plan_limit_people');
    expect(refused.json().message).toContain(`allows ${people + 1} people`);
    await setLimits({});
  });

  it('live jobs: approval, publishing and relisting stop at the limit; a refused publish costs no credit', async () => {
    const hr = (method: Method, url: string, payload?: object) =>
      call('hr@northwind.test', method, url, asNorthwind, payload);
    const draft = async (title: string) => {
      const res = await hr('POST', '/jobs', {
        title,
        description: '<p>Lead a team.</p>',
        work_type: 'full_time',
        pay_type: 'annual',
        pay_min: 3_200_000,
        pay_max: 3_800_000,
        currency: 'GBP',
        classifications: ['logistics'],
        product: 'standard',
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const approve = async (ids: string[]) =>
      call('moderator@acme.test', 'POST', '/jobs/approve', acmeJobs, {
        jobs: await decisionsOf(t, tokens['manager@acme.test']!, acmeJobs, ids),
      });
    const { live_jobs } = await usage();
    await setLimits({ max_live_jobs: live_jobs + 1 });

    const first = await draft('Plan job one');
    const second = await draft('Plan job two');
    for (const id of [first, second])
      expect((await hr('POST', `/jobs/${id}/publish`)).json().data.status).toBe('on_hold');
    // Two would not fit: the whole approval is refused and both stay in review.
    const both = await approve([first, second]);
    expect(both.statusCode).toBe(409);
    expect(both.json().code).toBe('plan_limit_live_jobs');
    expect((await approve([first])).json().data.updated).toEqual([first]);
    expect((await usage()).live_jobs).toBe(live_jobs + 1);
    expect((await approve([second])).json().code).toBe('plan_limit_live_jobs');

    // Relisting puts a job back on the board: it counts too.
    expect((await hr('POST', '/jobs/unlist', { ids: [first] })).json().data.updated).toEqual([first]);
    expect((await approve([second])).json().data.updated).toEqual([second]);
    const relist = await hr('POST', '/jobs/relist', { ids: [first] });
    expect(relist.statusCode).toBe(409);
    expect(relist.json().code).toBe('plan_limit_live_jobs');

    // A trusted employer publishes straight to the board: refused before the credit is spent.
    await t.database.db.execute(sql`update employers set trusted = true where id = ${asNorthwind.employer!}`);
    const third = await draft('Plan job three');
    const balance = async () =>
      (await call('manager@acme.test', 'GET', `/credit/balance?employer_id=${asNorthwind.employer}`, acmeJobs)).json()
        .data.balance as number;
    const before = await balance();
    const publish = await hr('POST', `/jobs/${third}/publish`);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe(
      `This account’s plan allows ${live_jobs + 1} live jobs at once, and that many are on the board. Unlist or expire a job, or ask the platform’s staff for a larger plan.`,
    );
    expect(await balance()).toBe(before);
    expect((await hr('GET', `/jobs/${third}/detail`)).json().data.status).toBe('draft');
    await setLimits({});
    expect((await hr('POST', `/jobs/${third}/publish`)).json().data.status).toBe('live');
    await t.database.db.execute(sql`update employers set trusted = false where id = ${asNorthwind.employer!}`);
  });

  it('live jobs: approving an employer whose paid jobs would go live is refused when they do not fit', async () => {
    const staff = (method: Method, url: string, payload?: object) =>
      call('manager@acme.test', method, url, acmeJobs, payload);
    // A site that publishes without review, so only the employer's approval holds the job back.
    await t.database.db.execute(
      sql`update sites set settings = settings || '{"jobs_start_on_hold": false}'::jsonb where id = ${t.ids.acmeJobs}`,
    );
    const fabrikam = t.ids.employer('Fabrikam Foods'); // on hold in the demo
    await staff('POST', '/credit/adjustments', { employer_id: fabrikam, amount: 1, reason: 'Plan test' });
    const job = await staff('POST', '/jobs', {
      employer_id: fabrikam,
      title: 'Line cook',
      description: '<p>Cook.</p>',
      work_type: 'full_time',
      pay_type: 'annual',
      pay_min: 2_000_000,
      pay_max: 2_500_000,
      currency: 'GBP',
      classifications: ['logistics'],
      product: 'standard',
    });
    const id = job.json().data.id as string;
    expect((await staff('POST', `/jobs/${id}/publish`)).json().data).toMatchObject({
      status: 'on_hold',
      awaiting_employer: true,
    });
    await setLimits({ max_live_jobs: (await usage()).live_jobs });
    const approve = () => call('moderator@acme.test', 'POST', '/employers/approve', acmeJobs, { ids: [fabrikam] });
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('plan_limit_live_jobs');
    expect((await staff('GET', `/jobs/${id}/detail`)).json().data.status).toBe('on_hold');
    await setLimits({});
    expect((await approve()).json().data.updated).toEqual([fabrikam]);
    expect((await staff('GET', `/jobs/${id}/detail`)).json().data.status).toBe('live');
    await t.database.db.execute(
      sql`update sites set settings = settings || '{"jobs_start_on_hold": true}'::jsonb where id = ${t.ids.acmeJobs}`,
    );
  });

  it('storage: an upload that fits is stored and counted; one that would go over is refused and not stored', async () => {
    await setLimits({ max_storage_mb: 1 });
    const upload = () => {
      const body = multipart([
        { name: 'file', filename: 'logo.png', type: 'image/png', data: PNG_1X1 },
        { name: 'purpose', data: 'employer_logo' },
      ]);
      return t.call({
        method: 'POST',
        url: '/portal/v1/forms/upload-file',
        payload: body.payload,
        headers: body.headers,
        token: tokens['manager@acme.test'],
        select: acmeJobs,
      });
    };
    expect((await upload()).statusCode).toBe(200);
    expect((await usage()).storage_bytes).toBe(PNG_1X1.length);
    // Fill the megabyte to one byte short of another logo.
    await t.database.db.execute(
      sql`insert into stored_files (account_id, key, bytes) values (${t.ids.acme}, 'test/filler', ${1_000_000 - 2 * PNG_1X1.length})`,
    );
    expect((await upload()).statusCode).toBe(200);
    const refused = await upload();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'plan_limit_storage' });
    expect(refused.json().message).toContain('1 MB');
    expect((await usage()).storage_bytes).toBe(1_000_000);
    // Below usage (1 MB used): a limit of 0 is refused.
    expect((await setLimits({ max_storage_mb: 0 })).json().errors).toEqual({
      'limits.max_storage_mb': ['The account already uses 1: the limit cannot be lower.'],
    });
    await setLimits({});
  });
});
