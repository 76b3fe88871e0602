import { afterAll, beforeAll, expect } from 'vitest';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { decisionsOf } from '../../test/job-decisions.js';

// Shared by the jobs API test files. The bindings below are live: each file's tests read the
// values its own `jobsSuite()` set up (files run one after another in a worker).
export let t: Harness;
export let acmeJobs: Selection;
export let asNorthwind: Selection;
export let northwind: number;
export const tokens: Record<string, string> = {};

/** Registers the file's setup: a seeded app and each demo role signed in. */
export function jobsSuite() {
  beforeAll(async () => {
    t = await setupApi();
    // A token from the previous file's app would answer 401 here.
    for (const email of Object.keys(tokens)) delete tokens[email];
    northwind = t.ids.employer('Northwind Traders');
    acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    asNorthwind = { ...acmeJobs, employer: northwind };
    for (const email of [
      'hr@northwind.test',
      'recruiter@northwind.test',
      'manager@acme.test',
      'moderator@acme.test',
      'owner@globex.test',
    ]) {
      tokens[email] = await t.login(email);
    }
  });
  afterAll(() => t.close());
}

export const call = (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  select: Selection,
  payload?: unknown,
) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    token: tokens[email],
    select,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
export const hr = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call('hr@northwind.test', method, url, asNorthwind, payload);
export const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call('manager@acme.test', method, url, acmeJobs, payload);

export const complete = (over: Record<string, unknown> = {}) => ({
  title: 'Warehouse supervisor',
  description: '<p>Lead a team of <strong>eight</strong>.</p>',
  work_type: 'full_time',
  pay_type: 'annual',
  pay_min: 3_200_000,
  pay_max: 3_800_000,
  currency: 'GBP',
  key_selling_points: ['Four-day week', 'Pension'],
  links: [{ label: 'About us', url: 'https://northwind.test/about' }],
  classifications: ['logistics'],
  tags: ['warehouse', 'leadership'],
  product: 'standard',
  ...over,
});
export const balanceOf = async (employerId: number) => {
  const res = await call('manager@acme.test', 'GET', `/credit/balance?employer_id=${employerId}`, acmeJobs);
  return res.json().data.balance as number;
};
export const draft = async (over: Record<string, unknown> = {}) => {
  const res = await hr('POST', '/jobs', complete(over));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; status: string };
};

/** Each job with the version of it in review now, as a moderator who just looked at it names it. */
export const decisionsFor = (ids: string[]) => decisionsOf(t, tokens['manager@acme.test'], acmeJobs, ids);

/** A moderator of Acme Jobs approves or rejects (with `extra.reason`) the jobs as they are now. */
export const moderate = async (action: 'approve' | 'reject', ids: string[], extra: Record<string, unknown> = {}) =>
  call('moderator@acme.test', 'POST', `/jobs/${action}`, acmeJobs, { jobs: await decisionsFor(ids), ...extra });
