import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.js';
import { mailsDuring } from '../../test/mail.js';
import {
  acmeJobs,
  asNorthwind,
  balanceOf,
  call,
  complete,
  decisionsFor,
  draft,
  hr,
  jobsSuite,
  moderate,
  northwind,
  staff,
  t,
} from './jobs.test-helpers.js';

jobsSuite();

describe('drafts', () => {
  it('an employer user creates a draft of its own employer, with the description sanitised', async () => {
    const res = await hr(
      'POST',
      '/jobs',
      complete({
        employer_id: t.ids.employer('Contoso Ltd'), // ignored: an employer user posts for itself
        description:
          '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:x">a</a>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({
      status: 'draft',
      employer: { id: northwind, name: 'Northwind Traders' },
      published_at: null,
    });
    expect(job.description).toBe('<p>Hi</p><a>a</a>');
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores selling points left blank rather than refusing the job', async () => {
    const res = await hr('POST', '/jobs', { title: 'Barista', key_selling_points: ['Free coffee', '', '   '] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.key_selling_points).toEqual(['Free coffee']);
  });

  it('checks each field, then pay, currency and dates against each other', async () => {
    const res = await hr('POST', '/jobs', {
      title: '',
      key_selling_points: ['a', 'b', 'c', 'd'],
      links: [{ label: 'x', url: 'javascript:alert(1)' }],
      work_type: 'forever',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['key_selling_points', 'links.0.url', 'title', 'work_type']);
    expect(res.json().errors.title).toEqual(['This field is required.']);
    const cross = await hr('POST', '/jobs', {
      title: 'Cook',
      pay_min: 500,
      pay_max: 100,
      start_date: '2026-12-10',
      end_date: '2026-12-01',
    });
    expect(cross.json().errors).toEqual({
      pay_max: ['This value is invalid.'],
      currency: ['This field is required.'],
      end_date: ['This value is invalid.'],
    });
  });

  it('staff name the employer, which must be of their site', async () => {
    expect((await staff('POST', '/jobs', complete())).json().errors).toEqual({
      employer_id: ['This field is required.'],
    });
    const other = await staff('POST', '/jobs', complete({ employer_id: t.ids.employer('St Mary Clinic') }));
    expect(other.json().errors).toEqual({ employer_id: ['This value is invalid.'] });
    const ok = await staff('POST', '/jobs', complete({ employer_id: t.ids.employer('Coho Winery') }));
    expect(ok.json().data.employer.name).toBe('Coho Winery');
  });
});

describe('publishing costs one credit', () => {
  it('needs the publishing fields, spends a credit, and goes into review on a site that reviews jobs', async () => {
    const incomplete = await draft({ description: '<p> </p>', work_type: null, product: null });
    const refused = await hr('POST', `/jobs/${incomplete.id}/publish`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      description: ['This field is required.'],
      work_type: ['This field is required.'],
      product: ['This field is required.'],
    });

    const before = await balanceOf(northwind);
    const job = await draft({ start_date: '2030-01-01' });
    const res = await hr('POST', `/jobs/${job.id}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'on_hold', start_date: '2030-01-01', end_date: '2030-01-31' });
    expect(await balanceOf(northwind)).toBe(before - 1);
    const entries = await t.database.db.select().from(creditLedger).where(eq(creditLedger.jobId, job.id));
    expect(entries).toMatchObject([{ kind: 'job_posting', amount: -1, balanceAfter: before - 1 }]);
    // Once published it cannot be published (and charged) again.
    expect((await hr('POST', `/jobs/${job.id}/publish`)).statusCode).toBe(409);
    expect(await balanceOf(northwind)).toBe(before - 1);
  });

  it('with no credits says so with the spec’s message and keeps the draft; after buying, the same draft publishes', async () => {
    const contoso = t.ids.employer('Contoso Ltd'); // 0 credits in the demo
    const job = (await staff('POST', '/jobs', complete({ employer_id: contoso }))).json().data;
    const res = await staff('POST', `/jobs/${job.id}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'insufficient_credits',
      message: "You don't have enough credits to post this job. Please purchase more credits to continue.",
    });
    expect((await staff('GET', `/jobs/${job.id}/detail`)).json().data.status).toBe('draft');
    await staff('POST', '/credit/adjustments', { employer_id: contoso, amount: 1, reason: 'Test' });
    expect((await staff('POST', `/jobs/${job.id}/publish`)).json().data.status).toBe('on_hold');
    expect(await balanceOf(contoso)).toBe(0);
  });
});

describe('moderation', () => {
  it('lets a trusted employer’s published job skip review', async () => {
    const coho = t.ids.employer('Coho Winery');
    const current = (await staff('GET', `/employers/${coho}`)).json().data;
    const marked = await staff('PUT', `/employers/${coho}`, { ...current, trusted: true });
    expect(marked.json().data.trusted).toBe(true);
    const job = (await staff('POST', '/jobs', complete({ employer_id: coho }))).json().data;
    await staff('POST', '/credit/adjustments', { employer_id: coho, amount: 1, reason: 'Trusted test' });
    const published = (await staff('POST', `/jobs/${job.id}/publish`)).json().data;
    expect(published).toMatchObject({ status: 'live', published_at: expect.any(String) });
  });

  it('approves into live, and rejects with the reason mailed and the credit refunded', async () => {
    const a = await draft({ title: 'Approve me' });
    const b = await draft({ title: 'Reject me' });
    await hr('POST', `/jobs/${a.id}/publish`);
    await hr('POST', `/jobs/${b.id}/publish`);
    const held = (await call('moderator@acme.test', 'GET', '/jobs/on-hold?per_page=100', acmeJobs)).json().data;
    expect(held.map((j: { id: string }) => j.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    const approved = await moderate('approve', [a.id, b.id, a.id]);
    expect(approved.json().data.updated).toEqual([a.id, b.id]);
    const c = await draft({ title: 'Reject me' });
    await hr('POST', `/jobs/${c.id}/publish`);
    const before = await balanceOf(northwind);
    const reason = 'Salary must be shown in the advert.';
    const mails = await mailsDuring(t, async () => {
      const res = await moderate('reject', [c.id, a.id], { reason });
      expect(res.json().data).toEqual({ updated: [c.id], skipped: [{ id: a.id, reason: 'wrong_status' }] });
    });
    expect(await balanceOf(northwind)).toBe(before + 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your job “Reject me” on Acme Jobs was not approved');
    expect(mails[0]!.text).toContain(reason);
    const rejected = (await hr('GET', `/jobs/${c.id}/detail`)).json().data;
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: reason });
    // Final: it cannot be edited or approved again.
    expect((await hr('PUT', `/jobs/${c.id}`, complete())).statusCode).toBe(409);
  });

  it('only reviewers approve: employer users and recruiters cannot', async () => {
    const job = await draft();
    await hr('POST', `/jobs/${job.id}/publish`);
    const jobs = await decisionsFor([job.id]);
    expect((await hr('POST', '/jobs/approve', { jobs })).statusCode).toBe(403);
    expect((await call('recruiter@northwind.test', 'POST', '/jobs/approve', asNorthwind, { jobs })).statusCode).toBe(
      403,
    );
  });
});

describe('unlist, relist, expire, clone, delete, tags', () => {
  it('moves live jobs through unlist and relist, and expiry is final', async () => {
    const job = await draft();
    await hr('POST', `/jobs/${job.id}/publish`);
    await moderate('approve', [job.id]);
    expect((await hr('POST', '/jobs/unlist', { ids: [job.id] })).json().data.updated).toEqual([job.id]);
    expect((await hr('POST', '/jobs/relist', { ids: [job.id] })).json().data.updated).toEqual([job.id]);
    expect((await hr('POST', '/jobs/expire', { ids: [job.id] })).json().data.updated).toEqual([job.id]);
    expect((await hr('POST', '/jobs/relist', { ids: [job.id] })).json().data.skipped).toEqual([
      { id: job.id, reason: 'wrong_status' },
    ]);
  });

  it('expires live jobs past their end date in the hourly job', async () => {
    const job = await draft();
    await hr('POST', `/jobs/${job.id}/publish`);
    await moderate('approve', [job.id]);
    await t.database.db.execute(
      sql`update jobs set start_date = '2020-01-01', end_date = '2020-02-01' where id = ${job.id}`,
    );
    await t.app.housekeeping.runAll();
    expect((await hr('GET', `/jobs/${job.id}/detail`)).json().data.status).toBe('expired');
  });

  it('clones into a draft without product or dates, and deletes permanently', async () => {
    const job = await draft({ start_date: '2031-01-01', end_date: '2031-02-01' });
    const copy = await hr('POST', `/jobs/${job.id}/clone`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      status: 'draft',
      title: 'Warehouse supervisor',
      product: null,
      start_date: null,
      end_date: null,
      tags: ['warehouse', 'leadership'],
    });
    expect(copy.json().data.id).not.toBe(job.id);
    expect((await hr('DELETE', `/jobs/${job.id}`)).statusCode).toBe(204);
    expect((await hr('GET', `/jobs/${job.id}/detail`)).statusCode).toBe(404);
    expect(
      (await call('recruiter@northwind.test', 'DELETE', `/jobs/${copy.json().data.id}`, asNorthwind)).statusCode,
    ).toBe(403);
  });

  it('tags many jobs at once, never past 20 tags, and reports what it skipped', async () => {
    const a = await draft({ title: 'Bulk tag A', tags: ['old'] });
    const b = await draft({ title: 'Bulk tag B', tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    const res = await hr('POST', '/jobs/tag', {
      ids: [a.id, b.id, '00000000-0000-4000-8000-000000000000'],
      add: ['urgent'],
      remove: ['old'],
    });
    expect(res.json().data).toEqual({
      updated: [a.id],
      skipped: [
        { id: b.id, reason: 'too_many_tags' },
        { id: '00000000-0000-4000-8000-000000000000', reason: 'not_found' },
      ],
    });
    expect((await hr('GET', `/jobs/${a.id}/detail`)).json().data.tags).toEqual(['urgent']);
    expect((await hr('POST', '/jobs/tag', { ids: [a.id] })).statusCode).toBe(422);
  });

  it('carries each job’s rating in the list', async () => {
    const list = (await staff('GET', '/jobs?q=Warehouse%20team%20leader')).json().data;
    expect(list[0].rating).toEqual({ average: 4, count: 3 });
    const unrated = (await staff('GET', '/jobs?q=Stock%20controller')).json().data;
    expect(unrated[0].rating).toEqual({ average: null, count: 0 });
  });

  it('replaces tags, and filters the list by tag, status and search', async () => {
    const job = await draft({ title: 'Forklift driver' });
    const tagged = await hr('PUT', `/jobs/${job.id}/tags`, { tags: ['night-shift', 'forklift', 'forklift'] });
    expect(tagged.json().data.tags).toEqual(['night-shift', 'forklift']);
    const byTag = (await hr('GET', '/jobs?filter[tag]=night-shift')).json();
    expect(byTag.data.map((j: { id: string }) => j.id)).toEqual([job.id]);
    const search = (await hr('GET', '/jobs?q=forklift&filter[status]=draft')).json();
    expect(search.data.map((j: { id: string }) => j.id)).toContain(job.id);
    expect(search.meta.total).toBeGreaterThanOrEqual(1);
  });
});
