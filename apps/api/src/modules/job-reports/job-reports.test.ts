import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFeedback, jobFlags } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { decisionsOf } from '../../test/job-decisions.js';

let t: Harness;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['manager@acme.test', 'moderator@acme.test', 'hr@northwind.test', 'owner@globex.test']) {
    tokens[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const call = (email: string, method: 'GET' | 'POST', url: string, select: Selection = acmeJobs, payload?: object) =>
  t.call({ method, url: `/portal/v1${url}`, token: tokens[email], select, ...(payload ? { payload } : {}) });

/** A live job of an employer of Acme Jobs, through the real flow (draft, publish, approve). */
async function liveJob(employer: string, title: string) {
  const created = await call('manager@acme.test', 'POST', '/jobs', acmeJobs, {
    employer_id: t.ids.employer(employer),
    title,
    description: '<p>Details</p>',
    work_type: 'full_time',
    product: 'standard',
  });
  const id = created.json().data.id as string;
  expect((await call('manager@acme.test', 'POST', `/jobs/${id}/publish`)).statusCode).toBe(200);
  await call('moderator@acme.test', 'POST', '/jobs/approve', acmeJobs, {
    jobs: await decisionsOf(t, tokens['moderator@acme.test'], acmeJobs, [id]),
  });
  return id;
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const flag = (
  jobId: string,
  reason: (typeof jobFlags.$inferInsert)['reason'],
  minutesAgo: number,
  resolved = false,
) => ({
  accountId: t.ids.acme,
  siteId: t.ids.acmeJobs,
  jobId,
  reason,
  comments: `${reason} report`,
  reporterEmail: 'visitor@example.test',
  createdAt: ago(minutesAgo),
  ...(resolved ? { resolution: 'dismissed', resolvedAt: ago(1) } : {}),
});

describe('flagged jobs', () => {
  it('groups open reports by job with counts and reasons, and resolves them by unlisting or dismissing', async () => {
    const scam = await liveJob('Northwind Traders', 'Too good to be true');
    const odd = await liveJob('Coho Winery', 'Cellar hand');
    await t.database.db
      .insert(jobFlags)
      .values([
        flag(scam, 'spam', 30),
        flag(scam, 'scam', 20),
        flag(scam, 'scam', 10),
        flag(scam, 'other', 500, true),
        flag(odd, 'inaccurate', 5),
      ]);

    const list = await call('moderator@acme.test', 'GET', '/site/flagged-jobs');
    expect(list.statusCode).toBe(200);
    // Two of ours, and the demo's reported delivery-driver job (2 reports, a few days old).
    expect(list.json().meta.total).toBe(3);
    expect(list.json().data[0]).toMatchObject({
      job: { id: scam, title: 'Too good to be true', status: 'live', employer: { name: 'Northwind Traders' } },
      open_reports: 3,
      reasons: ['scam', 'spam'],
    });
    const byLatest = await call('moderator@acme.test', 'GET', '/site/flagged-jobs?sort=-last_reported_at');
    expect(
      byLatest
        .json()
        .data.map((r: { job: { id: string } }) => r.job.id)
        .slice(0, 2),
    ).toEqual([odd, scam]);

    const detail = (await call('moderator@acme.test', 'GET', `/site/flagged-jobs/${scam}`)).json().data;
    expect(detail.reports.map((r: { reason: string; resolution: string | null }) => [r.reason, r.resolution])).toEqual([
      ['scam', null],
      ['scam', null],
      ['spam', null],
      ['other', 'dismissed'],
    ]);

    const unlisted = await call('moderator@acme.test', 'POST', `/site/flagged-jobs/${scam}/resolve`, acmeJobs, {
      action: 'unlist',
    });
    expect(unlisted.json().data).toEqual({ resolved: 3, job_status: 'unlisted', undo: null });
    const dismissed = await call('moderator@acme.test', 'POST', `/site/flagged-jobs/${odd}/resolve`, acmeJobs, {
      action: 'dismiss',
    });
    expect(dismissed.json().data).toEqual({
      resolved: 1,
      job_status: 'live',
      undo: { token: expect.stringMatching(/^[\w-]{43}$/), expires_at: expect.any(String) },
    });
    const left = (await call('moderator@acme.test', 'GET', '/site/flagged-jobs')).json().data;
    expect(left.map((r: { job: { title: string } }) => r.job.title)).toEqual(['Delivery driver (van)']);
  });

  it('is for site staff only, and another tenant finds nothing', async () => {
    const id = await liveJob('Northwind Traders', 'Flag me');
    await t.database.db.insert(jobFlags).values([flag(id, 'spam', 1)]);
    const northwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    expect((await call('hr@northwind.test', 'GET', '/site/flagged-jobs', northwind)).statusCode).toBe(403);
    expect(
      (await call('hr@northwind.test', 'POST', `/site/flagged-jobs/${id}/resolve`, northwind, { action: 'dismiss' }))
        .statusCode,
    ).toBe(403);
    const globex = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await call('owner@globex.test', 'GET', '/site/flagged-jobs', globex)).json().data).toEqual([]);
    expect((await call('owner@globex.test', 'GET', `/site/flagged-jobs/${id}`, globex)).statusCode).toBe(404);
    expect(
      (await call('owner@globex.test', 'POST', `/site/flagged-jobs/${id}/resolve`, globex, { action: 'unlist' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('job feedback', () => {
  it('lists ratings and their average, recommendation share and distribution', async () => {
    const id = await liveJob('Northwind Traders', 'Rated job');
    const empty = (await call('manager@acme.test', 'GET', `/site/job-feedbacks/${id}/average-rating`)).json().data;
    expect(empty).toEqual({
      average: null,
      count: 0,
      recommend_percent: null,
      distribution: [0, 0, 0, 0, 0],
      awaiting_confirmation: 0,
    });
    await t.database.db.insert(jobFeedback).values(
      [5, 4, 2].map((rating, i) => ({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        jobId: id,
        rating,
        recommend: rating > 3,
        additionalFeedback: i === 0 ? 'Clear and honest advert.' : null,
        createdAt: ago(10 - i),
      })),
    );
    const average = (await call('manager@acme.test', 'GET', `/site/job-feedbacks/${id}/average-rating`)).json().data;
    expect(average).toEqual({
      average: 3.7,
      count: 3,
      recommend_percent: 67,
      distribution: [0, 1, 0, 1, 1],
      awaiting_confirmation: 0,
    });
    const page = (await call('manager@acme.test', 'GET', `/site/job-feedbacks/${id}?per_page=2`)).json();
    expect(page.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(page.data.map((f: { rating: number }) => f.rating)).toEqual([2, 4]);
    // Without the job_feedback permission: refused.
    expect((await call('moderator@acme.test', 'GET', `/site/job-feedbacks/${id}`)).statusCode).toBe(403);
  });
});
