import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import {
  acmeJobs,
  asNorthwind,
  call,
  complete,
  draft,
  hr,
  jobsSuite,
  moderate,
  northwind,
  staff,
  t,
  tokens,
} from './jobs.test-helpers.js';

// SECURITY 23: a job's state remembers who decided. Each test replays an attack that worked
// before: an employer undoing a moderator's unlisting, edited content going live without the
// review the site asks for, and jobs of employers that are not active going live.
jobsSuite();

const moderator = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call('moderator@acme.test', method, url, acmeJobs, payload);

const jobNamed = async (title: string) => {
  const [row] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.title, title), eq(jobs.siteId, t.ids.acmeJobs)));
  return row!.id;
};

/** A live Northwind job, approved by a moderator. */
const liveJob = async (over: Record<string, unknown> = {}) => {
  const job = await draft(over);
  expect((await hr('POST', `/jobs/${job.id}/publish`)).json().data.status).toBe('on_hold');
  expect((await moderate('approve', [job.id])).json().data.updated).toEqual([job.id]);
  return job.id;
};

const statusOf = async (id: string) => (await staff('GET', `/jobs/${id}/detail`)).json().data.status as string;

// The site's settings are the account owner's to change.
const setModeration = async (moderation: Record<string, boolean>) => {
  tokens['owner@acme.test'] ??= await t.login('owner@acme.test');
  return call('owner@acme.test', 'PUT', '/site/settings', acmeJobs, {
    moderation: { ...currentModeration, ...moderation },
  });
};
const currentModeration = { employers_start_on_hold: true, jobs_start_on_hold: true, edited_jobs_need_review: true };

describe('a job unlisted by moderation', () => {
  it('cannot be relisted by its employer (403), only by staff, and says who unlisted it and why', async () => {
    const id = await jobNamed('Delivery driver (van)');
    const resolved = await moderator('POST', `/site/flagged-jobs/${id}/resolve`, {
      action: 'unlist',
      note: 'Pay in the advert does not match the company website.',
    });
    expect(resolved.json().data).toMatchObject({ resolved: 2, job_status: 'unlisted' });

    const seen = (await hr('GET', `/jobs/${id}/detail`)).json().data;
    expect(seen.unlisted).toMatchObject({
      by: 'moderation',
      reasons: ['inaccurate', 'spam'],
      note: 'Pay in the advert does not match the company website.',
      at: expect.any(String),
    });

    const refused = await hr('POST', '/jobs/relist', { ids: [id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('relist_needs_staff');
    const french = await t.call({
      method: 'POST',
      url: '/portal/v1/jobs/relist',
      token: tokens['hr@northwind.test'],
      select: asNorthwind,
      payload: { ids: [id] },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).not.toBe(refused.json().message);
    // A recruiter of the employer, also holding jobs.update there, is refused alike.
    expect(
      (await call('recruiter@northwind.test', 'POST', '/jobs/relist', asNorthwind, { ids: [id] })).statusCode,
    ).toBe(403);
    expect(await statusOf(id)).toBe('unlisted');

    const relisted = await staff('POST', '/jobs/relist', { ids: [id] });
    expect(relisted.json().data.updated).toEqual([id]);
    const after = (await staff('GET', `/jobs/${id}/detail`)).json().data;
    expect(after).toMatchObject({ status: 'live', unlisted: null });
  });

  it('stays the moderators’ decision when the employer had unlisted the job first', async () => {
    const id = await liveJob({ title: 'Unlisted before the verdict' });
    await t.call({
      method: 'POST',
      url: `/portal/public/jobs/${id}/reports`,
      payload: { reason: 'scam' },
      remoteAddress: '203.0.113.40',
    });
    expect((await hr('POST', '/jobs/unlist', { ids: [id] })).json().data.updated).toEqual([id]);
    expect((await hr('GET', `/jobs/${id}/detail`)).json().data.unlisted).toMatchObject({ by: 'employer' });
    await moderator('POST', `/site/flagged-jobs/${id}/resolve`, { action: 'unlist' });
    expect((await hr('GET', `/jobs/${id}/detail`)).json().data.unlisted).toMatchObject({
      by: 'moderation',
      reasons: ['scam'],
      note: null,
    });
    expect((await hr('POST', '/jobs/relist', { ids: [id] })).statusCode).toBe(403);
  });

  it('leaves the employer’s own unlisting to the employer, and records staff unlisting as staff', async () => {
    const own = await liveJob({ title: 'Paused by its employer' });
    await hr('POST', '/jobs/unlist', { ids: [own] });
    expect((await hr('POST', '/jobs/relist', { ids: [own] })).json().data.updated).toEqual([own]);

    const byStaff = await liveJob({ title: 'Paused by staff' });
    await staff('POST', '/jobs/unlist', { ids: [byStaff] });
    expect((await hr('GET', `/jobs/${byStaff}/detail`)).json().data.unlisted).toMatchObject({ by: 'staff' });
    expect((await hr('POST', '/jobs/relist', { ids: [byStaff, own] })).statusCode).toBe(403);
    expect(await statusOf(own)).toBe('live');
  });
});

describe('content changed since approval goes back to review', () => {
  it('a job edited while edits were not reviewed goes to review when relisted, once the site reviews them', async () => {
    const edited = await liveJob({ title: 'Honest advert' });
    const untouched = await liveJob({ title: 'Unchanged advert' });
    await hr('POST', '/jobs/unlist', { ids: [edited, untouched] });
    expect((await setModeration({ edited_jobs_need_review: false })).statusCode).toBe(200);
    try {
      const saved = await hr('PUT', `/jobs/${edited}`, complete({ title: 'Send us a fee to apply' }));
      expect(saved.json().data).toMatchObject({
        status: 'unlisted',
        title: 'Send us a fee to apply',
        pending_edit: null,
      });
      // Saving the same content again changes nothing to review.
      await hr('PUT', `/jobs/${untouched}`, complete({ title: 'Unchanged advert' }));
    } finally {
      await setModeration({ edited_jobs_need_review: true });
    }

    const relisted = await hr('POST', '/jobs/relist', { ids: [edited, untouched] });
    expect(relisted.json().data).toEqual({ updated: [edited, untouched], skipped: [], held: [edited] });
    expect(await statusOf(edited)).toBe('on_hold');
    expect(await statusOf(untouched)).toBe('live');

    // Once approved, the new content is what counts: unlist and relist go straight back live.
    await moderate('approve', [edited]);
    await hr('POST', '/jobs/unlist', { ids: [edited] });
    expect((await hr('POST', '/jobs/relist', { ids: [edited] })).json().data.held).toEqual([]);
    expect(await statusOf(edited)).toBe('live');
  });

  it('an employer’s edit of a live job waits for review only when the content changed, the job staying live', async () => {
    const id = await liveJob({ title: 'Edited while live' });
    const same = (await hr('PUT', `/jobs/${id}`, complete({ title: 'Edited while live' }))).json().data;
    expect(same).toMatchObject({ status: 'live', pending_edit: null, review: null });
    const changed = (await hr('PUT', `/jobs/${id}`, complete({ title: 'Now edited' }))).json().data;
    expect(changed).toMatchObject({ status: 'live', title: 'Edited while live', review: { kind: 'edit' } });
    expect(changed.pending_edit.changed).toEqual(['title']);
  });
});

describe('only an active employer’s jobs go live', () => {
  const disable = (id: number, enabled: boolean) => staff('POST', '/employers/status', { ids: [id], enabled });

  it('a disabled employer’s jobs are not relisted, approved or published', async () => {
    const unlisted = await liveJob({ title: 'Unlisted, then the employer is disabled' });
    await hr('POST', '/jobs/unlist', { ids: [unlisted] });
    const held = await draft({ title: 'In review, then the employer is disabled' });
    await hr('POST', `/jobs/${held.id}/publish`);
    const fresh = await draft({ title: 'Draft of a disabled employer' });
    expect((await disable(northwind, false)).json().data.updated).toEqual([northwind]);
    try {
      expect((await staff('POST', '/jobs/relist', { ids: [unlisted] })).json().data.skipped).toEqual([
        { id: unlisted, reason: 'employer_not_active' },
      ]);
      expect((await moderate('approve', [held.id])).json().data.skipped).toEqual([
        { id: held.id, reason: 'employer_not_active' },
      ]);
      const publish = await staff('POST', `/jobs/${fresh.id}/publish`);
      expect(publish.statusCode).toBe(409);
      expect(publish.json().code).toBe('employer_not_active');
      expect([await statusOf(unlisted), await statusOf(held.id), await statusOf(fresh.id)]).toEqual([
        'unlisted',
        'on_hold',
        'draft',
      ]);
    } finally {
      await disable(northwind, true);
    }
  });

  it('an employer on hold prepares and pays; its job waits and goes live when the employer is approved', async () => {
    // A site that publishes without review, so only the employer's approval holds the job back.
    await setModeration({ jobs_start_on_hold: false });
    try {
      const fabrikam = t.ids.employer('Fabrikam Foods'); // on hold in the demo
      await staff('POST', '/credit/adjustments', { employer_id: fabrikam, amount: 1, reason: 'On-hold test' });
      const job = (await staff('POST', '/jobs', complete({ employer_id: fabrikam, title: 'Line cook' }))).json().data;
      const published = (await staff('POST', `/jobs/${job.id}/publish`)).json().data;
      expect(published).toMatchObject({ status: 'on_hold', awaiting_employer: true, published_at: null });
      // Approving the job itself does not get round the employer's review.
      expect((await moderate('approve', [job.id])).json().data.skipped).toEqual([
        { id: job.id, reason: 'employer_not_active' },
      ]);
      // Three days waiting for the employer's approval cost the listing none of its 30 days.
      await t.database.db.execute(
        sql`update jobs set start_date = current_date - 3, end_date = current_date + 27 where id = ${job.id}`,
      );
      expect((await moderator('POST', '/employers/approve', { ids: [fabrikam] })).json().data.updated).toEqual([
        fabrikam,
      ]);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      expect((await staff('GET', `/jobs/${job.id}/detail`)).json().data).toMatchObject({
        status: 'live',
        awaiting_employer: false,
        published_at: expect.any(String),
        start_date: day(0),
        end_date: day(30),
      });
    } finally {
      await setModeration({ jobs_start_on_hold: true });
    }
  });

  it('a job of a rejected employer never goes live, even when the site does not review jobs', async () => {
    await setModeration({ jobs_start_on_hold: false });
    try {
      const litware = t.ids.employer('Litware Solutions'); // on hold in the demo
      await staff('POST', '/credit/adjustments', { employer_id: litware, amount: 1, reason: 'Rejected test' });
      const job = (await staff('POST', '/jobs', complete({ employer_id: litware }))).json().data;
      await staff('POST', `/jobs/${job.id}/publish`);
      await moderator('POST', '/employers/reject', { ids: [litware], reason: 'Not a real company.' });
      expect(await statusOf(job.id)).toBe('on_hold');
      // Approving the job later changes nothing while the employer is rejected.
      expect((await moderate('approve', [job.id])).json().data.skipped).toEqual([
        { id: job.id, reason: 'employer_not_active' },
      ]);
    } finally {
      await setModeration({ jobs_start_on_hold: true });
    }
  });
});
