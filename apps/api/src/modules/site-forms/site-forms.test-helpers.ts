import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../config.js';
import { employers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import {
  registerSiteFormHandler,
  type SiteFormHandlerDefinition,
  siteFormHandlerOf,
  unregisterSiteFormHandler,
} from './handlers/registry.js';

// Shared by the site-forms test files. The bindings are live: each file's tests read what its own
// `siteFormsSuite()` set up (files run one after another in a worker).
export let t: Harness;
export let acmeJobs: Selection;
export const tokens: Record<string, string> = {};

/**
 * Registers the file's setup: a seeded app, staff signed in, and a handler of the tests, registered
 * through the real registry the product's handlers use:
 * it writes in the submission's transaction, and refuses (throws) when told to, so the test sees
 * both the commit and the rollback of the submission with it.
 */
export function siteFormsSuite(overrides: Partial<Config> = {}) {
  // The product's own job_feedback handler (when loaded) comes back after this file's tests.
  let product: SiteFormHandlerDefinition | undefined;
  beforeAll(async () => {
    t = await setupApi(overrides);
    product = siteFormHandlerOf('job_feedback');
    acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    for (const email of ['owner@acme.test', 'moderator@acme.test', 'owner@globex.test'])
      tokens[email] = await t.login(email);
    registerSiteFormHandler({
      name: 'job_feedback',
      publishProblems: (form) =>
        form.fields.some((f) => f.type === 'email') ? null : { fields: [{ rule: 'required' }] },
      async handle(tx, _ctx, submission) {
        if (submission.answers.name === 'rollback') throw new Error('handler refused');
        const [row] = await tx.select({ id: employers.id }).from(employers).limit(1);
        return { seen_employer: row?.id ?? null };
      },
    });
  });
  afterAll(async () => {
    unregisterSiteFormHandler('job_feedback');
    if (product) registerSiteFormHandler(product);
    await t.close();
  });
}

export const staff = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  email = 'owner@acme.test',
  select = acmeJobs,
) => t.call({ method, url: `/portal/v1${url}`, token: tokens[email], select, ...(payload ? { payload } : {}) });

export const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });
export const FIELDS = [
  { key: 'name', type: 'short_text', label: text('Name'), required: true, max_length: 50 },
  { key: 'email', type: 'email', label: text('E-mail'), required: true },
  { key: 'size', type: 'single_choice', label: text('Size'), options: [{ value: 'small', label: text('Small') }] },
  { key: 'cv', type: 'file', label: text('CV'), required: false },
  { key: 'ok', type: 'consent', label: text('Consent'), required: true, consent_text: text('I agree') },
];
export const body = (over: object = {}) => ({ name: 'Feedback', handler: 'job_feedback', fields: FIELDS, ...over });

export async function publishedForm(over: object = {}) {
  const created = await staff('POST', '/site/forms', body(over));
  expect(created.statusCode).toBe(201);
  const uuid = created.json().data.uuid as string;
  const published = await staff('POST', `/site/forms/${uuid}/publish`);
  expect(published.statusCode).toBe(200);
  return uuid;
}

export const submit = (uuid: string, payload: object, headers: Record<string, string> = {}) => {
  const { ip, ...rest } = headers;
  return t.call({
    method: 'POST',
    url: `/portal/public/forms/${uuid}/submissions`,
    payload,
    headers: rest,
    remoteAddress: ip ?? freshIp(),
  });
};
let emailSeq = 0;
// A new address each time, so the per-e-mail throttle only counts where a test means it.
export const answers = (over: object = {}) => ({
  name: 'Ada',
  email: `ada${++emailSeq}@example.com`,
  ok: true,
  ...over,
});
let addressSeq = 0;
/** Each submission from its own address, so the per-address throttle only counts where a test means it. */
export const freshIp = () => `203.0.113.${++addressSeq}`;
export const freshAddress = () => ({ ip: freshIp() });
