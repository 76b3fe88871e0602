import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFlags, jobs } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

// The public job board's reports, and what the board knows of jobs whose employer is not active.
// SECURITY 26: the answers reveal nothing, and each kind of limit holds.
let t: Harness;
let acmeJobs: Selection;
let northwindJob: { id: string; title: string };
let blueYonderJob: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['manager@acme.test', 'moderator@acme.test']) tokens[email] = await t.login(email);
  const liveOf = async (employer: string) => {
    const [row] = await t.database.db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.employerId, t.ids.employer(employer)), eq(jobs.status, 'live')))
      .limit(1);
    return row!;
  };
  northwindJob = await liveOf('Northwind Traders');
  blueYonderJob = (await liveOf('Blue Yonder Airlines')).id;
});
afterAll(() => t.close());

const post = (path: string, payload: object, ip = '203.0.113.7') =>
  t.call({ method: 'POST', url: `/portal/public${path}`, payload, remoteAddress: ip });

const inbox = async (email: string, select: Selection) =>
  (await t.call({ method: 'GET', url: '/portal/v1/notifications/inbox', token: tokens[email], select })).json()
    .data as { subject: string; content: string; link: string | null }[];

const applicant = { first_name: 'Noor', last_name: 'Visitor', email: 'noor.visitor@example.test', locale: 'en' };

describe('reports from the public job board', () => {
  it('files a report on a live job, tells the site’s moderators, and answers the same whoever reports', async () => {
    const anonymous = await post(`/jobs/${northwindJob.id}/reports`, { reason: 'scam', comments: 'Asks for a fee' });
    const named = await post(`/jobs/${northwindJob.id}/reports`, {
      reason: 'spam',
      reporter_name: 'Ada',
      reporter_email: 'ada@example.test',
    });
    expect(anonymous.statusCode).toBe(202);
    expect(named.statusCode).toBe(202);
    // Nothing comes back about the report or the reporter: not even the report's id.
    expect(named.body).toBe(anonymous.body);
    expect(anonymous.json()).toEqual({ data: { status: 'received' } });

    const flagged = await t.call({
      method: 'GET',
      url: '/portal/v1/site/flagged-jobs',
      token: tokens['moderator@acme.test'],
      select: acmeJobs,
    });
    expect(JSON.stringify(flagged.json())).toContain(northwindJob.id);
    const notes = await inbox('moderator@acme.test', acmeJobs);
    expect(notes).toContainEqual(
      expect.objectContaining({ subject: 'Job reported', content: `“${northwindJob.title}” was reported: scam.` }),
    );
  });

  it('knows only live jobs and checks the reason', async () => {
    const [draft] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'draft')).limit(1);
    expect((await post(`/jobs/${draft!.id}/reports`, { reason: 'spam' })).statusCode).toBe(404);
    const bad = await post(`/jobs/${northwindJob.id}/reports`, { reason: 'boring' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['reason']);
  });

  it('throttles one client address after 30 submissions in the window', async () => {
    const ip = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await post(`/jobs/${blueYonderJob}/reports`, { reason: 'spam' }, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 202)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await post(`/jobs/${blueYonderJob}/reports`, { reason: 'spam' }, '198.51.100.10')).statusCode).toBe(202);
  });

  it('limits one reporter e-mail from any address, and one job from all of them', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        `/jobs/${northwindJob.id}/reports`,
        { reason: 'spam', reporter_email: 'Persistent@Example.test' },
        `192.0.2.${i + 1}`,
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);

    // Blue Yonder's job has had 31 reports from the test above; 50 is the most one job takes.
    const perJob: number[] = [];
    for (let i = 0; i < 20; i++)
      perJob.push((await post(`/jobs/${blueYonderJob}/reports`, { reason: 'other' }, `192.0.2.${100 + i}`)).statusCode);
    const before = perJob.indexOf(429);
    expect(before).toBeGreaterThan(0);
    expect(perJob.slice(before).every((c) => c === 429)).toBe(true);
    const stored = await t.database.db
      .select({ id: jobFlags.id })
      .from(jobFlags)
      .where(eq(jobFlags.jobId, blueYonderJob));
    expect(stored).toHaveLength(50);
  });
});

describe('jobs of an employer that is not active', () => {
  it('refuse reports and applications exactly like a job that does not exist', async () => {
    const staff = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/portal/v1/employers/status',
        token: tokens['manager@acme.test'],
        select: acmeJobs,
        payload,
      });
    const northwind = t.ids.employer('Northwind Traders');
    expect((await staff({ ids: [northwind], enabled: false })).json().data.updated).toEqual([northwind]);
    try {
      const unknown = '7b0b5f5e-8a50-4d0c-9b8e-3c5f1f2a9e11';
      for (const [path, payload] of [
        ['reports', { reason: 'spam' }],
        ['applications', applicant],
      ] as const) {
        const disabled = await post(`/jobs/${northwindJob.id}/${path}`, payload, '198.51.100.77');
        const missing = await post(`/jobs/${unknown}/${path}`, payload, '198.51.100.77');
        expect(disabled.statusCode).toBe(404);
        expect(disabled.body).toBe(missing.body);
      }
    } finally {
      await staff({ ids: [northwind], enabled: true });
    }
    // The job is live again with its employer.
    expect((await post(`/jobs/${northwindJob.id}/reports`, { reason: 'spam' }, '198.51.100.78')).statusCode).toBe(202);
  });

  it('a rejected employer’s live job is unknown too', async () => {
    // A live job of an employer that is then rejected (kept by an older version, or by a race).
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        employerId: t.ids.employer('Litware Solutions'),
        title: 'Left over',
        status: 'live',
      })
      .returning({ id: jobs.id });
    await t.call({
      method: 'POST',
      url: '/portal/v1/employers/reject',
      token: tokens['moderator@acme.test'],
      select: acmeJobs,
      payload: { ids: [t.ids.employer('Litware Solutions')], reason: 'Not a real company.' },
    });
    expect((await post(`/jobs/${job!.id}/reports`, { reason: 'scam' }, '198.51.100.79')).statusCode).toBe(404);
    expect((await post(`/jobs/${job!.id}/applications`, applicant, '198.51.100.79')).statusCode).toBe(404);
  });
});
