import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import type { Selection } from '../../test/harness.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';
import {
  acmeJobs,
  asNorthwind,
  balanceOf,
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

jobsSuite();

describe('export, history and banners', () => {
  it('exports the filtered jobs as CSV, an employer only its own', async () => {
    const res = await staff('GET', '/jobs/export.csv?filter[status]=live');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^"id","title","status","employer_id","employer",/);
    expect(lines.slice(1).every((l) => l.includes(',"live",'))).toBe(true);
    expect(res.body).toContain('Warehouse team leader');
    const own = await call('hr@northwind.test', 'GET', '/jobs/export.csv', asNorthwind);
    // Employer admins hold jobs.read, create, update, delete, not export.
    expect(own.statusCode).toBe(403);
  });

  it('shows a job’s history, newest first, and only to those who may see the job', async () => {
    const job = await draft({ title: 'History job' });
    await hr('POST', `/jobs/${job.id}/publish`);
    await moderate('approve', [job.id]);
    const history = (await hr('GET', `/jobs/${job.id}/activity`)).json();
    // Acme Jobs reviews new jobs: publishing put it in the review queue, which its history says
    // (not "published": it was not on the board until approved).
    expect(history.data.map((e: { action: string }) => e.action)).toEqual([
      'job.approved',
      'job.submitted_for_review',
      'job.created',
    ]);
    expect(history.data[1].data).toEqual({ to: 'on_hold' });
    expect(history.data[0].actor).toMatchObject({ name: 'Malik Moderator' });
    const globex = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await call('owner@globex.test', 'GET', `/jobs/${job.id}/activity`, globex)).statusCode).toBe(404);
  });

  it('takes an uploaded banner for the job form, for those who may save jobs', async () => {
    const upload = (email: string, select: Selection) => {
      const body = multipart([
        { name: 'purpose', data: 'job_banner' },
        { name: 'file', filename: 'banner.png', type: 'image/png', data: PNG_1X1 },
      ]);
      return t.call({ method: 'POST', url: '/portal/v1/forms/upload-file', token: tokens[email], select, ...body });
    };
    const res = await upload('hr@northwind.test', asNorthwind);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/portal\/uploads\/job-banners\/[a-f0-9]{32}\.png$/);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
    const job = await draft({ banner: url });
    expect((await hr('GET', `/jobs/${job.id}/detail`)).json().data.banner).toBe(url);
    expect((await upload('moderator@acme.test', acmeJobs)).statusCode).toBe(403);
    const script = await hr('POST', '/jobs', complete({ banner: 'javascript:alert(1)' }));
    expect(script.json().errors).toEqual({ banner: ['This value is invalid.'] });
    // Another site's image neither (SECURITY 22: the SPA loads nothing from elsewhere).
    const elsewhere = await hr('POST', '/jobs', complete({ banner: 'https://cdn.example.com/banner.png' }));
    expect(elsewhere.json().errors).toEqual({ banner: ['This value is invalid.'] });
  });
});

describe('who sees which jobs', () => {
  it('keeps an employer to its own jobs and other tenants out', async () => {
    const coho = (
      await staff('POST', '/jobs', complete({ employer_id: t.ids.employer('Coho Winery'), title: 'Coho only' }))
    ).json().data;
    expect((await hr('GET', `/jobs/${coho.id}/detail`)).statusCode).toBe(404);
    expect((await hr('PUT', `/jobs/${coho.id}`, complete())).statusCode).toBe(404);
    expect((await hr('POST', `/jobs/${coho.id}/publish`)).statusCode).toBe(404);
    expect((await hr('POST', '/jobs/expire', { ids: [coho.id] })).json().data.skipped).toEqual([
      { id: coho.id, reason: 'not_found' },
    ]);
    const mine = (await hr('GET', '/jobs?per_page=100')).json().data;
    expect(mine.every((j: { employer: { id: number } }) => j.employer.id === northwind)).toBe(true);

    const globex = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await call('owner@globex.test', 'GET', `/jobs/${coho.id}/detail`, globex)).statusCode).toBe(404);
    expect((await call('owner@globex.test', 'GET', '/jobs', acmeJobs)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/portal/v1/jobs', select: acmeJobs })).statusCode).toBe(401);
    expect(
      (await call('moderator@acme.test', 'POST', '/jobs', acmeJobs, complete({ employer_id: northwind }))).statusCode,
    ).toBe(403);
  });

  it('offers the site’s posting products and classifications, and refuses others', async () => {
    const options = (await hr('GET', '/site/job-options')).json().data;
    expect(options.products.map((p: { key: string; days: number }) => [p.key, p.days])).toEqual([
      ['standard', 30],
      ['extended', 60],
    ]);
    expect(options.classifications.map((c: { value: string }) => c.value)).toContain('logistics');
    expect(options.currency).toBe('GBP');
    const bad = await hr('POST', '/jobs', complete({ classifications: ['underwater'], product: 'forever' }));
    expect(bad.json().errors).toEqual({
      classifications: ['This value is invalid.'],
      product: ['This value is invalid.'],
    });
  });

  it('lists the statuses with their labels', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/portal/v1/job-statuses',
      token: tokens['hr@northwind.test'],
      headers: { 'accept-language': 'fr' },
    });
    expect(res.json().data).toContainEqual({ value: 'on_hold', label: 'En examen' });
  });
});

describe('limits', () => {
  it('ignores a status in the body, and rate-limits publishing per employer', async () => {
    const job = await draft({ status: 'live', published_at: '2020-01-01T00:00:00Z' });
    expect(job.status).toBe('draft');
    const adventure = t.ids.employer('Adventure Works Cycles'); // on hold, no credits: every publish is refused
    const drafts: string[] = [];
    for (let i = 0; i < 31; i++) {
      drafts.push(
        (await staff('POST', '/jobs', complete({ employer_id: adventure, title: `Burst ${i}` }))).json().data.id,
      );
    }
    const codes: number[] = [];
    for (const id of drafts) codes.push((await staff('POST', `/jobs/${id}/publish`)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('publishing under concurrency', () => {
  it('20 concurrent publishes with 5 credits: exactly 5 published, 5 debits, balance 0', async () => {
    const blueYonder = t.ids.employer('Blue Yonder Airlines'); // 5 credits in the demo
    expect(await balanceOf(blueYonder)).toBe(5);
    const drafts: string[] = [];
    for (let i = 0; i < 20; i++) {
      drafts.push(
        (await staff('POST', '/jobs', complete({ employer_id: blueYonder, title: `Crew ${i}` }))).json().data.id,
      );
    }
    const results = await Promise.all(drafts.map((id) => staff('POST', `/jobs/${id}/publish`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    expect(await balanceOf(blueYonder)).toBe(0);
    const published = await t.database.db.select().from(jobs).where(eq(jobs.employerId, blueYonder));
    expect(published.filter((j) => j.status === 'on_hold')).toHaveLength(5);
    const debits = await t.database.db.execute(
      sql`select count(*)::int as n from credit_ledger where employer_id = ${blueYonder} and kind = 'job_posting'`,
    );
    // The demo already charged Blue Yonder once (its live "Ground operations agent").
    expect((debits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1 + 5);
  });
});
