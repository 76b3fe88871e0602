import { catalogues } from '@talent/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFlags, undoTickets } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { decisionsOf } from '../../test/job-decisions.js';

// Issue 19, item 4: dismissing reports takes an optional note, kept in the job's activity, and can
// be undone for a few seconds by the site's staff, and by nobody else.
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
const moderator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call('moderator@acme.test', method, url, acmeJobs, payload);

/** A live job with `n` open reports. */
async function reportedJob(title: string, n: number) {
  const created = await call('manager@acme.test', 'POST', '/jobs', acmeJobs, {
    employer_id: t.ids.employer('Coho Winery'),
    title,
    description: '<p>Details</p>',
    work_type: 'full_time',
    product: 'standard',
  });
  const id = created.json().data.id as string;
  await call('manager@acme.test', 'POST', `/jobs/${id}/publish`);
  await moderator('POST', '/jobs/approve', {
    jobs: await decisionsOf(t, tokens['moderator@acme.test'], acmeJobs, [id]),
  });
  await t.database.db.insert(jobFlags).values(
    Array.from({ length: n }, (_, i) => ({
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      jobId: id,
      reason: i % 2 ? ('spam' as const) : ('inaccurate' as const),
      comments: `Report ${i}`,
    })),
  );
  return id;
}

const openReports = async (id: string) =>
  ((await moderator('GET', `/site/flagged-jobs/${id}`)).json().data.reports as { resolution: string | null }[]).filter(
    (r) => r.resolution === null,
  ).length;
const dismiss = async (id: string, note?: string) => {
  const res = await moderator('POST', `/site/flagged-jobs/${id}/resolve`, {
    action: 'dismiss',
    ...(note ? { note } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { resolved: number; undo: { token: string; expires_at: string } };
};
const undo = (token: string, email = 'moderator@acme.test', select = acmeJobs) =>
  call(email, 'POST', '/site/flagged-jobs/undo', select, { token });

describe('dismissing reports', () => {
  it('keeps the note in the job’s activity, and an undo brings the reports back', async () => {
    const id = await reportedJob('Harbour pilot', 3);
    const done = await dismiss(id, 'Checked with the employer: the pay is right.');
    expect(done.resolved).toBe(3);
    expect(await openReports(id)).toBe(0);
    const activity = (await call('manager@acme.test', 'GET', `/jobs/${id}/activity`)).json().data;
    expect(activity[0]).toMatchObject({
      action: 'job.flags_dismissed',
      actor: { name: 'Malik Moderator' },
      data: { reports: 3, note: 'Checked with the employer: the pay is right.' },
    });

    const res = await undo(done.undo.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ job_id: id, reopened: 3 });
    expect(await openReports(id)).toBe(3);
    const list = (await moderator('GET', '/site/flagged-jobs?per_page=100')).json().data;
    expect(list.find((r: { job: { id: string } }) => r.job.id === id)).toMatchObject({ open_reports: 3 });
    const after = (await call('manager@acme.test', 'GET', `/jobs/${id}/activity`)).json().data;
    expect(after[0]).toMatchObject({ action: 'job.flags_reopened', data: { reports: 3 } });
    // The dismissal's note stays where it was.
    expect(after[1]).toMatchObject({ action: 'job.flags_dismissed', data: { note: expect.any(String) } });

    const twice = await undo(done.undo.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'undo_used', message: catalogues.en.errors.undo_used });
  });

  it('leaves alone a report closed another way since, and offers no undo when nothing was open', async () => {
    const id = await reportedJob('Lighthouse keeper', 2);
    const done = await dismiss(id);
    // One of them was since closed by unlisting after a new look (not the dismissal's to reopen).
    const [one] = await t.database.db.select({ id: jobFlags.id }).from(jobFlags).where(eq(jobFlags.jobId, id));
    await t.database.db.update(jobFlags).set({ resolution: 'unlisted' }).where(eq(jobFlags.id, one!.id));
    expect((await undo(done.undo.token)).json().data).toEqual({ job_id: id, reopened: 1 });
    await t.database.db
      .update(jobFlags)
      .set({ resolution: 'dismissed', resolvedAt: sql`now()` })
      .where(eq(jobFlags.jobId, id));
    const none = await moderator('POST', `/site/flagged-jobs/${id}/resolve`, { action: 'dismiss' });
    expect(none.json().data).toMatchObject({ resolved: 0, undo: null });
  });

  it('cannot be undone after its window: a clear message, and the reports stay dismissed', async () => {
    const id = await reportedJob('Ferry deckhand', 1);
    const done = await dismiss(id);
    // The clock moves past the window.
    await t.database.db.update(undoTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    const late = await undo(done.undo.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'undo_expired', message: catalogues.en.errors.undo_expired });
    const arabic = await t.call({
      method: 'POST',
      url: '/portal/v1/site/flagged-jobs/undo',
      token: tokens['moderator@acme.test'],
      select: acmeJobs,
      payload: { token: done.undo.token },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe(catalogues.ar.errors.undo_expired);
    expect(await openReports(id)).toBe(0);
  });

  it('is undone only by the site’s staff who resolve reports: another tenant gets 404, an employer 403', async () => {
    const id = await reportedJob('Quay porter', 2);
    const done = await dismiss(id);
    const globex = { account: t.ids.globex, site: t.ids.globexCareers };
    expect((await undo(done.undo.token, 'owner@globex.test', globex)).statusCode).toBe(404);
    const northwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    expect((await undo(done.undo.token, 'hr@northwind.test', northwind)).statusCode).toBe(403);
    // Another site of the same account is another place.
    tokens['owner@acme.test'] ??= await t.login('owner@acme.test');
    const health = { account: t.ids.acme, site: t.ids.acmeHealth };
    expect((await undo(done.undo.token, 'owner@acme.test', health)).statusCode).toBe(404);
    // A guessed token finds nothing; the stored one is a hash.
    expect((await undo('A'.repeat(43))).statusCode).toBe(404);
    const stored = await t.database.db.select({ hash: undoTickets.tokenHash }).from(undoTickets);
    expect(stored.some((r) => r.hash === done.undo.token)).toBe(false);
    expect(await openReports(id)).toBe(0);
    // The site manager (same right, same site) may take back the moderator's dismissal.
    expect((await undo(done.undo.token, 'manager@acme.test')).json().data).toEqual({ job_id: id, reopened: 2 });
  });
});
