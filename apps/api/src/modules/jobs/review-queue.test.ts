import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { acmeJobs, call, complete, draft, hr, jobsSuite, moderate, staff, t, tokens } from './jobs.test-helpers.js';

// Issue 19, item 5: a job that waits for review was submitted, not published, and its history says
// so; "Next in queue" follows the queue's own order and filters.
jobsSuite();

const moderator = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call('moderator@acme.test', method, url, acmeJobs, payload);
const actions = async (id: string) =>
  ((await staff('GET', `/jobs/${id}/activity`)).json().data as { action: string; data: object }[]).map((e) => [
    e.action,
    e.data,
  ]);
const setJobsReview = async (on: boolean) => {
  tokens['owner@acme.test'] ??= await t.login('owner@acme.test');
  const res = await call('owner@acme.test', 'PUT', '/site/settings', acmeJobs, {
    moderation: { employers_start_on_hold: true, jobs_start_on_hold: on, edited_jobs_need_review: true },
  });
  expect(res.statusCode).toBe(200);
};

describe('a job’s history on its way to the board', () => {
  it('says "submitted for review" when publishing puts it in the queue, and "published" when it goes live', async () => {
    const held = await draft({ title: 'Held for review' });
    expect((await hr('POST', `/jobs/${held.id}/publish`)).json().data.status).toBe('on_hold');
    const history = await actions(held.id);
    expect(history[0]).toEqual(['job.submitted_for_review', { to: 'on_hold' }]);
    expect(history.map(([action]) => action)).toEqual(['job.submitted_for_review', 'job.created']);
    await moderate('approve', [held.id]);
    expect((await actions(held.id)).map(([action]) => action)).toEqual([
      'job.approved',
      'job.submitted_for_review',
      'job.created',
    ]);

    await setJobsReview(false);
    try {
      const direct = await draft({ title: 'Straight to the board' });
      expect((await hr('POST', `/jobs/${direct.id}/publish`)).json().data.status).toBe('live');
      expect((await actions(direct.id))[0]).toEqual(['job.published', { to: 'live' }]);
    } finally {
      await setJobsReview(true);
    }
  });

  it('says so for a job that waited for its employer and then went to the queue', async () => {
    const fabrikam = t.ids.employer('Fabrikam Foods'); // on hold in the demo
    await staff('POST', '/credit/adjustments', { employer_id: fabrikam, amount: 1, reason: 'Queue history test' });
    // Published while the site did not review jobs: it waits only for its employer's approval…
    await setJobsReview(false);
    const job = (await staff('POST', '/jobs', complete({ employer_id: fabrikam, title: 'Pastry chef' }))).json().data;
    try {
      await staff('POST', `/jobs/${job.id}/publish`);
    } finally {
      await setJobsReview(true);
    }
    expect((await actions(job.id))[0]).toEqual([
      'job.submitted_for_review',
      { to: 'on_hold', awaiting_employer: true },
    ]);
    // …and the site reviews jobs by the time the employer is approved: into the queue, not live.
    await moderator('POST', '/employers/approve', { ids: [fabrikam] });
    expect((await staff('GET', `/jobs/${job.id}/detail`)).json().data.status).toBe('on_hold');
    expect((await actions(job.id))[0]).toEqual([
      'job.submitted_for_review',
      { from: 'on_hold', to: 'on_hold', employer_approved: true },
    ]);
    expect((await actions(job.id)).some(([action]) => action === 'job.published')).toBe(false);
  });

  it('shows no "published" entry for the demo’s jobs still in review', async () => {
    const [row] = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.title, 'Customer service adviser'), eq(jobs.siteId, t.ids.acmeJobs)));
    expect((await actions(row!.id)).map(([action]) => action)).toEqual(['job.submitted_for_review', 'job.created']);
  });
});

describe('next in queue', () => {
  it('is the job after the one decided, in the queue’s order and with its search, wrapping round', async () => {
    const ids: string[] = [];
    for (const title of ['Quokka keeper one', 'Quokka keeper two', 'Quokka keeper three']) {
      const job = await draft({ title });
      await hr('POST', `/jobs/${job.id}/publish`);
      ids.push(job.id);
    }
    // Submitted in this order: the queue shows the oldest first.
    for (const [i, id] of ids.entries()) {
      await t.database.db.execute(
        sql`update jobs set created_at = now() - make_interval(mins => ${30 - i}) where id = ${id}`,
      );
    }
    const [first, second, third] = ids as [string, string, string];
    const next = async (query: string) => (await moderator('GET', `/jobs/on-hold/next?${query}`)).json().data;
    const queue = (await moderator('GET', '/jobs/on-hold?q=Quokka&sort=created_at')).json().data;
    expect(queue.map((j: { id: string }) => j.id)).toEqual(ids);

    expect(await next('q=Quokka')).toEqual({ id: first, title: 'Quokka keeper one' });
    expect(await next(`q=Quokka&after=${first}`)).toEqual({ id: second, title: 'Quokka keeper two' });
    // Approving the second leaves it out of the queue; what follows it is still the third.
    await moderate('approve', [second]);
    expect((await next(`q=Quokka&after=${second}`)).id).toBe(third);
    // Past the last, the first; never the job just decided.
    expect((await next(`q=Quokka&after=${third}`)).id).toBe(first);
    await moderate('reject', [first, third], { reason: 'Not a real vacancy.' });
    expect(await next(`q=Quokka&after=${third}`)).toBeNull();
    // Without the search, the site's whole queue (the demo's jobs in review).
    expect((await next(`after=${third}`))?.id).toEqual(expect.any(String));
  });

  it('is for those who review jobs, and another tenant’s queue holds nothing of Acme’s', async () => {
    const job = await draft({ title: 'Wallaby walker' });
    await hr('POST', `/jobs/${job.id}/publish`);
    expect((await hr('GET', '/jobs/on-hold/next')).statusCode).toBe(403);
    const globex = { account: t.ids.globex, site: t.ids.globexCareers };
    const theirs = await call('owner@globex.test', 'GET', `/jobs/on-hold/next?q=Wallaby&after=${job.id}`, globex);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toBeNull();
    expect((await moderator('GET', '/jobs/on-hold/next?after=not-a-uuid')).statusCode).toBe(422);
  });
});
