import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { type Mail, mailsDuring } from '../../test/mail.js';

// Shared by the screening test files; the bindings are live (files run one after another in a worker).
export let t: Harness;
export let acmeJobs: Selection;
export let asNorthwind: Selection;
export const tokens: Record<string, string> = {};

export function screeningSuite() {
  beforeAll(async () => {
    t = await setupApi();
    acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    for (const email of ['manager@acme.test', 'owner@acme.test', 'hr@northwind.test', 'owner@globex.test'])
      tokens[email] = await t.login(email);
  });
  afterAll(() => t.close());
}

export const as = (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  select: Selection = email === 'hr@northwind.test' ? asNorthwind : acmeJobs,
) => t.call({ method, url: `/portal/v1${url}`, token: tokens[email], select, ...(payload ? { payload } : {}) });
export const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as('owner@acme.test', method, url, payload);

export const jobNamed = async (title: string) =>
  (await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title)))[0]!.id;

export const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });

/** A screening form of the site `select`, published by `who`; answers its uuid. */
export async function screeningForm(fields: object[], who = 'owner@acme.test', select: Selection = acmeJobs) {
  const created = await as(
    who,
    'POST',
    '/site/forms',
    { name: 'Screening', handler: 'job_application', fields },
    select,
  );
  expect(created.statusCode).toBe(201);
  const uuid = created.json().data.uuid as string;
  const published = await as(who, 'POST', `/site/forms/${uuid}/publish`, undefined, select);
  expect(published.statusCode, published.body).toBe(200);
  return uuid;
}

export const RIGHT_TO_WORK = {
  key: 'right_to_work',
  type: 'yes_no',
  label: text('Right to work?'),
  required: true,
  knockout: { expected: true, to_status: 'unsuccessful' },
};
export const YEARS = { key: 'years', type: 'number', label: text('Years'), required: true, min: 0, max: 60 };

/** A Northwind draft with `form` as its questions, saved as staff and made live. */
export async function liveJobAsking(formUuid: string | null, title = 'Screened job') {
  const created = await staff('POST', '/jobs', {
    employer_id: t.ids.employer('Northwind Traders'),
    title,
    screening_form_uuid: formUuid,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  await t.database.db.update(jobs).set({ status: 'live' }).where(eq(jobs.id, id));
  return id;
}

let calls = 0;
export const apply = (job: string, payload: object) =>
  t.call({
    method: 'POST',
    url: `/portal/public/jobs/${job}/applications`,
    payload: { first_name: 'Sam', last_name: 'Applicant', locale: 'en', ...payload },
    remoteAddress: `10.77.${Math.floor(++calls / 250)}.${calls % 250}`,
  });

const tokenIn = (mail: Mail) => /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];

/** Applies and answers the mailed confirmation token. */
export async function applyForToken(job: string, payload: object) {
  let status = 0;
  const mails = await mailsDuring(t, async () => {
    status = (await apply(job, payload)).statusCode;
  });
  expect(status).toBe(202);
  return tokenIn(mails[0]!)!;
}

export const confirm = (token: string) =>
  t.call({ method: 'POST', url: '/portal/public/applications/confirm', payload: { token } });
