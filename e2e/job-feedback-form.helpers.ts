import type { APIRequestContext } from '@playwright/test';
import { ACME, apiCall, approveJobs, expect, portalHeaders, tokenFor } from './fixtures.js';
import { mailTextsTo } from './mail.js';
import { outboxDir } from './worker-server.js';

export const MANAGER = 'manager@acme.test';
export const OWNER = 'owner@acme.test';
export const SITE = { accountId: 1, siteId: 1 };

/** A site form of the demo data (Acme Jobs) by name. */
export async function demoForm(request: APIRequestContext, name: string) {
  const owner = apiCall(request, await tokenFor(request, OWNER));
  const res = await owner.call('listSiteForms', { query: { per_page: 100 }, select: SITE });
  const form = ((await res.json()) as { data: { uuid: string; name: string }[] }).data.find((f) => f.name === name);
  expect(form, name).toBeTruthy();
  return form!.uuid;
}

/** A live Northwind job of Acme Jobs, written by its HR user (approved by the moderator if held). */
export async function liveNorthwindJob(request: APIRequestContext, title: string) {
  const manager = apiCall(request, await tokenFor(request, MANAGER));
  const employers = await manager.call('listEmployers', { query: { q: 'Northwind' }, select: SITE });
  const employerId = ((await employers.json()) as { data: { id: number; name: string }[] }).data.find(
    (e) => e.name === 'Northwind Traders',
  )!.id;
  const hr = apiCall(request, await tokenFor(request, 'hr@northwind.test'));
  const select = { ...SITE, employerId };
  const created = await hr.call('createJob', {
    body: {
      title,
      description: '<p>Pick and pack orders.</p>',
      work_type: 'full_time',
      pay_type: 'hourly',
      pay_min: 1_400,
      pay_max: 1_600,
      currency: 'GBP',
      classifications: ['logistics'],
      product: 'standard',
    },
    select,
  });
  expect(created.status(), 'create').toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const published = await hr.call('publishJob', { params: { uuid: id }, select });
  expect(published.status(), 'publish').toBe(200);
  if (((await published.json()) as { data: { status: string } }).data.status === 'on_hold') {
    const moderator = apiCall(request, await tokenFor(request, 'moderator@acme.test'));
    expect((await approveJobs(moderator, [id], SITE)).status()).toBe(200);
  }
  return id;
}

/** Feedback through the PUBLIC API, as the hosted page sends it (`job` from its `?job=`). */
export async function sendFeedback(
  request: APIRequestContext,
  form: string,
  job: string,
  answers: Record<string, unknown>,
  locale?: 'en' | 'fr' | 'ar',
) {
  return request.post(`${ACME}/portal/public/forms/${form}/submissions`, {
    headers: portalHeaders(),
    data: { job, answers, ...(locale ? { locale } : {}) },
  });
}

/** The confirmation link of the `nth` rating mailed to `address` (waits for the outbox to send it). */
export async function ratingLink(address: string, nth = 0): Promise<string> {
  const find = async () =>
    (await mailTextsTo(outboxDir(), address))
      .map((text) => /https?:\/\/\S+\/portal\/public\/job-feedback\/confirm\?token=[A-Za-z0-9._%-]+/.exec(text)?.[0])
      .filter(Boolean)[nth];
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return (await find())!;
}

/** Confirms the `nth` rating mailed to `address` as its page's button does (form-encoded POST of the token). */
export async function confirmRating(request: APIRequestContext, address: string, nth = 0) {
  const link = new URL(await ratingLink(address, nth));
  const res = await request.post(`${link.origin}${link.pathname}`, {
    form: { token: link.searchParams.get('token')! },
  });
  expect(res.status(), `confirm the rating of ${address}`).toBe(200);
}
