import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, seekers } from '../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';

let t: Harness;
let acmeJobs: Selection;
let northwindJob: { id: string; title: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['manager@acme.test', 'moderator@acme.test', 'hr@northwind.test', 'owner@globex.test'])
    tokens[email] = await t.login(email);
  const [live] = await t.database.db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.employerId, t.ids.employer('Northwind Traders')), eq(jobs.status, 'live')))
    .limit(1);
  northwindJob = live!;
});
afterAll(() => t.close());

const post = (path: string, payload: object, ip = '203.0.113.7') =>
  t.call({ method: 'POST', url: `/portal/public${path}`, payload, remoteAddress: ip });

const inbox = async (email: string, select: Selection) =>
  (await t.call({ method: 'GET', url: '/portal/v1/notifications/inbox', token: tokens[email], select })).json()
    .data as { subject: string; content: string; link: string | null }[];

const applicant = {
  first_name: 'Noor',
  last_name: 'Visitor',
  email: 'Noor.Visitor@example.test',
  cover_letter: 'I have run night shifts for five years.',
  locale: 'en',
};

describe('reports from the public job board', () => {
  it('files a report on a live job and tells the site’s moderators', async () => {
    const res = await post(`/jobs/${northwindJob.id}/reports`, { reason: 'scam', comments: 'Asks for a fee' });
    expect(res.statusCode).toBe(201);
    const flagged = await t.call({
      method: 'GET',
      url: '/portal/v1/site/flagged-jobs',
      token: tokens['moderator@acme.test'],
      select: acmeJobs,
    });
    expect(JSON.stringify(flagged.json())).toContain(northwindJob.id);
    const notes = await inbox('moderator@acme.test', acmeJobs);
    expect(notes[0]).toMatchObject({ subject: 'Job reported', content: `“${northwindJob.title}” was reported: scam.` });
  });

  it('knows only live jobs and checks the reason', async () => {
    const [draft] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'draft')).limit(1);
    expect((await post(`/jobs/${draft!.id}/reports`, { reason: 'spam' })).statusCode).toBe(404);
    const bad = await post(`/jobs/${northwindJob.id}/reports`, { reason: 'boring' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['reason']);
  });
});

describe('applications from the public job board', () => {
  it('creates the candidate and the application, e-mails them, and tells the employer and the staff', async () => {
    let res!: Awaited<ReturnType<typeof post>>;
    const mails = await mailsDuring(t, async () => {
      res = await post(`/jobs/${northwindJob.id}/applications`, applicant);
    });
    expect(res.statusCode).toBe(201);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('noor.visitor@example.test');
    expect(mails[0]!.text).toContain('Noor Visitor');

    const id = res.json().data.id as string;
    const detail = await t.call({
      method: 'GET',
      url: `/portal/v1/applications/${id}/overview`,
      token: tokens['hr@northwind.test'],
      select: { ...acmeJobs, employer: t.ids.employer('Northwind Traders') },
    });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('I have run night shifts');

    const employerNotes = await inbox('hr@northwind.test', {
      ...acmeJobs,
      employer: t.ids.employer('Northwind Traders'),
    });
    expect(employerNotes[0]).toMatchObject({
      subject: 'New application',
      content: `Noor Visitor applied for “${northwindJob.title}”.`,
      link: `/${t.ids.acme}/${t.ids.acmeJobs}/applications/${id}/overview`,
    });
    expect((await inbox('manager@acme.test', acmeJobs))[0]!.subject).toBe('New application');
    // Staff of another tenant hear nothing.
    expect(
      (await inbox('owner@globex.test', { account: t.ids.globex })).some((n) => n.content.includes('Noor Visitor')),
    ).toBe(false);
  });

  it('refuses a second application to the same job and reuses the candidate for another', async () => {
    const again = await post(`/jobs/${northwindJob.id}/applications`, {
      ...applicant,
      email: 'noor.visitor@EXAMPLE.test',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_applied');
    const rows = await t.database.db.select().from(seekers).where(eq(seekers.email, 'noor.visitor@example.test'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a disabled candidate and checks the fields', async () => {
    const [marcus] = await t.database.db.select().from(seekers).where(eq(seekers.firstName, 'Marcus'));
    const refused = await post(`/jobs/${northwindJob.id}/applications`, { ...applicant, email: marcus!.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('seeker_disabled');
    const bad = await post(`/jobs/${northwindJob.id}/applications`, { email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'first_name', 'last_name']);
  });

  it('throttles one address after 30 submissions in the window', async () => {
    const ip = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await post(`/jobs/${northwindJob.id}/reports`, { reason: 'spam' }, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await post(`/jobs/${northwindJob.id}/reports`, { reason: 'spam' }, '198.51.100.10')).statusCode).toBe(201);
  });
});
