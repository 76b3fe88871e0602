import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@talent/contract';
import { afterAll, beforeAll } from 'vitest';
import { applications, jobs, seekers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

// Shared by the applications API test files. The bindings below are live: each file's tests read
// the values its own `applicationsSuite()` set up (files run one after another in a worker).
export let t: Harness;
export let acmeJobs: Selection;
export let asNorthwind: Selection;
export let globex: Selection;
export let northwind: number;
export let coho: number;
export let f: Fixtures;
export const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Registers the file's setup: a seeded app, each demo role signed in, and the fixtures below. */
export function applicationsSuite() {
  beforeAll(async () => {
    t = await setupApi();
    northwind = t.ids.employer('Northwind Traders');
    coho = t.ids.employer('Coho Winery');
    acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
    asNorthwind = { ...acmeJobs, employer: northwind };
    globex = { account: t.ids.globex, site: t.ids.globexCareers };
    for (const email of ['hr@northwind.test', 'manager@acme.test', 'moderator@acme.test', 'owner@globex.test']) {
      tokens[email] = await t.login(email);
    }
    f = await fixtures();
  });
  afterAll(() => t.close());
}

export const call = (email: string | null, method: Method, url: string, select: Selection, payload?: unknown) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(email ? { token: tokens[email] } : {}),
    select,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
export const staff = (method: Method, url: string, payload?: unknown) =>
  call('manager@acme.test', method, url, acmeJobs, payload);
export const hr = (method: Method, url: string, payload?: unknown) =>
  call('hr@northwind.test', method, url, asNorthwind, payload);

/** A unique word per fixture run, so searches find only the fixtures (never the demo's candidates). */
export const MARK = 'Zephyrine';

type Site = { account: number; site: number };
const site = (s: Selection): Site => ({ account: s.account!, site: s.site! });

export async function insertJob(s: Selection, employerId: number, title: string, consultantId: number | null = null) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      accountId: s.account!,
      siteId: s.site!,
      employerId,
      consultantId,
      title,
      status: 'live',
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export type NewSeeker = { first: string; last?: string; locale?: string; disabled?: boolean };
export async function insertSeekers(s: Selection, people: NewSeeker[]): Promise<string[]> {
  const { account, site: siteId } = site(s);
  const rows = await t.database.db
    .insert(seekers)
    .values(
      people.map((p) => ({
        accountId: account,
        siteId,
        firstName: p.first,
        lastName: p.last ?? MARK,
        email: `${p.first.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`,
        locale: p.locale ?? 'en',
        status: p.disabled ? ('disabled' as const) : ('enabled' as const),
        disabledAt: p.disabled ? new Date() : null,
      })),
    )
    .returning({ id: seekers.id });
  return rows.map((r) => r.id);
}

export type NewApplication = {
  seeker: string;
  job: string;
  employer: number;
  status?: ApplicationStatus;
  stage?: string | null;
  tags?: string[];
  createdAt?: Date;
};
export async function insertApplications(s: Selection, list: NewApplication[]): Promise<string[]> {
  const { account, site: siteId } = site(s);
  const rows = await t.database.db
    .insert(applications)
    .values(
      list.map((a) => ({
        accountId: account,
        siteId,
        seekerId: a.seeker,
        jobId: a.job,
        employerId: a.employer,
        status: a.status ?? 'new',
        stage: a.stage ?? null,
        tags: a.tags ?? [],
        coverLetter: 'I would love to join.',
        answers: [{ question: 'Can you start in May?', answer: 'Yes' }],
        ...(a.createdAt ? { createdAt: a.createdAt, updatedAt: a.createdAt } : {}),
      })),
    )
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

export type Fixtures = Awaited<ReturnType<typeof fixtures>>;

/**
 * Candidates in three languages applying on Acme Jobs to a Northwind job and to a Coho Winery job,
 * a disabled candidate, and a Globex candidate on a Globex job.
 */
async function fixtures() {
  const jobNw = await insertJob(acmeJobs, northwind, `${MARK} picker`);
  const jobCoho = await insertJob(acmeJobs, coho, `${MARK} cellar hand`);
  const initech = t.ids.employer('Initech');
  const jobGlobex = await insertJob(globex, initech, `${MARK} analyst`);
  const [en, fr, ar, off] = await insertSeekers(acmeJobs, [
    { first: 'Ada', last: 'Abbott' },
    { first: 'Benoît', last: 'Bernard', locale: 'fr' },
    { first: 'Camil', last: 'Charif', locale: 'ar' },
    { first: 'Dora', last: 'Dunn', disabled: true },
  ]);
  const [g] = await insertSeekers(globex, [{ first: 'Gil', last: 'Gray' }]);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
  const [nwEn, nwFr, cohoAr, nwOff] = await insertApplications(acmeJobs, [
    { seeker: en!, job: jobNw, employer: northwind, status: 'new', createdAt: day(10), tags: ['forklift'] },
    { seeker: fr!, job: jobNw, employer: northwind, status: 'screening', stage: 'review', createdAt: day(12) },
    { seeker: ar!, job: jobCoho, employer: coho, status: 'applied', stage: 'gone', createdAt: day(14) },
    { seeker: off!, job: jobNw, employer: northwind, status: 'new', createdAt: day(16) },
  ]);
  const [globexApp] = await insertApplications(globex, [{ seeker: g!, job: jobGlobex, employer: initech }]);
  return {
    jobNw,
    jobCoho,
    jobGlobex,
    seekers: { en: en!, fr: fr!, ar: ar!, off: off!, globex: g! },
    apps: { nwEn: nwEn!, nwFr: nwFr!, cohoAr: cohoAr!, nwOff: nwOff!, globex: globexApp! },
  };
}

/** Ids of a list response's rows. */
export const idsOf = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((a) => a.id);
