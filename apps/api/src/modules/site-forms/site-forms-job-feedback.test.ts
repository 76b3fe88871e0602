import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employers, jobFeedback, jobs, unconfirmedJobFeedback } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';

// The job_feedback handler (the product's, loaded by the app) and staff moderation of feedback.
let t: Harness;
let owner: string;
const acmeJobs = () => ({ account: t.ids.acme, site: t.ids.acmeJobs });
const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });
const FIELDS = [
  { key: 'rating', type: 'number', label: text('Rating'), required: true, min: 1, max: 5 },
  { key: 'email', type: 'email', label: text('E-mail'), required: true },
  { key: 'recommend', type: 'yes_no', label: text('Recommend?') },
  { key: 'comment', type: 'long_text', label: text('Comment') },
];

let liveJob: string;
let draftJob: string;
let secondJob: string;
let globexJob: string;

beforeAll(async () => {
  t = await setupApi();
  owner = await t.login('owner@acme.test');
  /** A job of the site's first employer, in the given status. */
  const insertJob = async (accountId: number, siteId: number, status: 'live' | 'draft') => {
    const [employer] = await t.database.db
      .select({ id: employers.id })
      .from(employers)
      .where(eq(employers.siteId, siteId))
      .limit(1);
    const [row] = await t.database.db
      .insert(jobs)
      .values({ accountId, siteId, employerId: employer!.id, title: `${status} job`, status })
      .returning({ id: jobs.id });
    return row!.id;
  };
  liveJob = await insertJob(t.ids.acme, t.ids.acmeJobs, 'live');
  secondJob = await insertJob(t.ids.acme, t.ids.acmeJobs, 'live');
  globexJob = await insertJob(t.ids.globex, t.ids.globexCareers, 'live');
  draftJob = await insertJob(t.ids.acme, t.ids.acmeJobs, 'draft');
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = owner) =>
  t.call({ method, url: `/portal/v1${url}`, token, select: acmeJobs(), ...(payload ? { payload } : {}) });

async function feedbackForm(fields: object[] = FIELDS) {
  const created = await staff('POST', '/site/forms', { name: 'Job feedback', handler: 'job_feedback', fields });
  expect(created.statusCode).toBe(201);
  return created.json().data.uuid as string;
}

async function publishedFeedbackForm() {
  const uuid = await feedbackForm();
  expect((await staff('POST', `/site/forms/${uuid}/publish`)).statusCode).toBe(200);
  return uuid;
}

let ip = 0;
const send = (uuid: string, job: string | undefined, answers: object, lang = 'en') =>
  t.call({
    method: 'POST',
    url: `/portal/public/forms/${uuid}/submissions`,
    payload: { ...(job ? { job } : {}), answers },
    headers: { 'accept-language': lang },
    remoteAddress: `198.51.100.${++ip}`,
  });

/** Sends a rating and confirms it through the link mailed to its address (it counts from then on). */
async function sendConfirmed(uuid: string, job: string, answers: object, lang = 'en') {
  let status = 0;
  const mails = await mailsDuring(t, async () => {
    status = (await send(uuid, job, answers, lang)).statusCode;
  });
  expect(status).toBe(201);
  const link = /\/portal\/public\/job-feedback\/confirm\?token=(\S+)/.exec(mails.at(-1)?.text ?? '');
  expect(link, 'a confirmation link was mailed').not.toBeNull();
  const confirmed = await t.call({
    method: 'POST',
    url: '/portal/public/job-feedback/confirm',
    payload: `token=${link![1]}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(confirmed.statusCode).toBe(200);
}

const average = async (job: string) =>
  (await staff('GET', `/site/job-feedbacks/${job}/average-rating`)).json().data as {
    average: number | null;
    count: number;
    awaiting_confirmation: number;
  };

describe('site forms: job_feedback handler', () => {
  it('refuses to publish a form without the fields it maps, with a translated message on fields', async () => {
    for (const fields of [
      FIELDS.filter((f) => f.key !== 'rating'),
      FIELDS.filter((f) => f.type !== 'email'),
      [{ ...FIELDS[0], type: 'short_text' }, ...FIELDS.slice(1)],
      [{ ...FIELDS[0], max: 10 }, ...FIELDS.slice(1)],
    ]) {
      const uuid = await feedbackForm(fields);
      const res = await t.call({
        method: 'POST',
        url: `/portal/v1/site/forms/${uuid}/publish`,
        token: owner,
        select: acmeJobs(),
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.fields[0]).toMatch(/^Un formulaire d’avis sur une offre demande/);
    }
  });

  it('stores feedback for a live job of the site once its address confirms; one per e-mail per job', async () => {
    const uuid = await publishedFeedbackForm();
    const before = await average(liveJob);
    await sendConfirmed(uuid, liveJob, {
      rating: 5,
      email: 'Rater@Example.com',
      recommend: true,
      comment: ' Great ',
    });
    const [row] = await t.database.db
      .select()
      .from(jobFeedback)
      .where(and(eq(jobFeedback.jobId, liveJob), eq(jobFeedback.additionalFeedback, 'Great')));
    expect(row).toMatchObject({ rating: 5, recommend: true, hiddenAt: null });
    expect(row!.emailDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.emailDigest).not.toContain('rater');
    expect(row!.submissionId).not.toBeNull();
    expect((await average(liveJob)).count).toBe(before.count + 1);

    // The same address (any case) again: the same answer as any rating (nothing tells it was known);
    // once confirmed it replaces the first, so the address still counts once.
    await sendConfirmed(uuid, liveJob, { rating: 1, email: 'rater@example.com' }, 'ar');
    expect((await average(liveJob)).count).toBe(before.count + 1);
    const [replaced] = await t.database.db
      .select()
      .from(jobFeedback)
      .where(and(eq(jobFeedback.jobId, liveJob), eq(jobFeedback.emailDigest, row!.emailDigest!)));
    expect(replaced).toMatchObject({ rating: 1, additionalFeedback: null });
    const submissions = (await staff('GET', `/site/forms/${uuid}/submissions`)).json();
    expect(submissions.meta.total).toBe(2);
    // Another job takes the same address.
    expect((await send(uuid, secondJob, { rating: 4, email: 'rater@example.com' })).statusCode).toBe(201);
  });

  it('deleting the submission keeps the feedback it brought, without it; a rating still waiting goes with it', async () => {
    const uuid = await publishedFeedbackForm();
    await sendConfirmed(uuid, secondJob, { rating: 3, email: 'kept@example.com', comment: 'Kept' });
    const listed = (await staff('GET', `/site/forms/${uuid}/submissions`)).json().data as { uuid: string }[];
    expect(listed).toHaveLength(1);
    expect((await staff('DELETE', `/site/forms/${uuid}/submissions/${listed[0]!.uuid}`)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(jobFeedback)
      .where(and(eq(jobFeedback.jobId, secondJob), eq(jobFeedback.additionalFeedback, 'Kept')));
    expect(row).toMatchObject({ rating: 3, submissionId: null });

    const waiting = (await average(secondJob)).awaiting_confirmation;
    expect((await send(uuid, secondJob, { rating: 2, email: 'withdrawn@example.com' })).statusCode).toBe(201);
    expect((await average(secondJob)).awaiting_confirmation).toBe(waiting + 1);
    const [held] = (await staff('GET', `/site/forms/${uuid}/submissions`)).json().data as { uuid: string }[];
    expect((await staff('DELETE', `/site/forms/${uuid}/submissions/${held!.uuid}`)).statusCode).toBe(204);
    expect((await average(secondJob)).awaiting_confirmation).toBe(waiting);
    const left = await t.database.db
      .select()
      .from(unconfirmedJobFeedback)
      .where(eq(unconfirmedJobFeedback.jobId, secondJob));
    expect(left).toHaveLength(waiting);
  });

  it('refuses another site’s job, a draft job, no job, and a rating outside 1 to 5', async () => {
    const uuid = await publishedFeedbackForm();
    for (const job of [globexJob, draftJob, undefined, '3f1c9a52-7d7e-4a53-9b0e-6a1f2a9b0c11']) {
      const res = await send(uuid, job, { rating: 4, email: `x${ip}@example.com` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ job: ['This job does not take feedback here.'] });
    }
    // The form's own bounds refuse 0 and 6 before the handler; the handler refuses a fraction.
    expect((await send(uuid, liveJob, { rating: 6, email: 'six@example.com' })).statusCode).toBe(422);
    const fraction = await send(uuid, liveJob, { rating: 4.5, email: 'half@example.com' });
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().errors).toEqual({ 'answers.rating': ['Give a rating from 1 to 5.'] });
    expect((await staff('GET', `/site/forms/${uuid}/submissions`)).json().meta.total).toBe(0);
  });

  it('hides feedback from the average and shows it struck to staff; unhide brings it back (audited)', async () => {
    const uuid = await publishedFeedbackForm();
    const start = await average(liveJob);
    await sendConfirmed(uuid, liveJob, { rating: 1, email: 'low@example.com' });
    const withLow = await average(liveJob);
    expect(withLow.count).toBe(start.count + 1);
    const list = (await staff('GET', `/site/job-feedbacks/${liveJob}?per_page=100`)).json();
    const low = list.data.find((f: { rating: number; hidden: boolean }) => f.rating === 1 && !f.hidden);
    const hide = await staff('POST', `/site/job-feedbacks/${liveJob}/entries/${low.id}/hide`);
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data).toMatchObject({ id: low.id, hidden: true });
    expect(await average(liveJob)).toEqual(start);
    // The jobs list's rating column leaves it out too.
    const jobsList = (await staff('GET', '/jobs?per_page=100')).json().data as {
      id: string;
      rating: { count: number };
    }[];
    expect(jobsList.find((j) => j.id === liveJob)?.rating.count).toBe(start.count);
    // Staff still see it, marked hidden.
    const after = (await staff('GET', `/site/job-feedbacks/${liveJob}?per_page=100`)).json();
    expect(after.data.find((f: { id: string }) => f.id === low.id).hidden).toBe(true);
    const shown = await staff('POST', `/site/job-feedbacks/${liveJob}/entries/${low.id}/unhide`);
    expect(shown.json().data.hidden).toBe(false);
    expect(await average(liveJob)).toEqual(withLow);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, liveJob));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['job_feedback.hidden', 'job_feedback.shown']));
  });

  it('hiding needs the moderation right and the site’s own job', async () => {
    const uuid = await publishedFeedbackForm();
    await sendConfirmed(uuid, liveJob, { rating: 3, email: 'mid@example.com' });
    const list = (await staff('GET', `/site/job-feedbacks/${liveJob}?per_page=100`)).json();
    const id = list.data[0].id as string;
    // An employer's HR reads its jobs' feedback but does not moderate it.
    const hr = await t.login('hr@northwind.test');
    const asHr = await t.call({
      method: 'POST',
      url: `/portal/v1/site/job-feedbacks/${liveJob}/entries/${id}/hide`,
      token: hr,
      select: { ...acmeJobs(), employer: t.ids.employer('Northwind Traders') },
    });
    expect(asHr.statusCode).toBe(403);
    const moderator = await t.login('moderator@acme.test');
    const asModerator = await t.call({
      method: 'POST',
      url: `/portal/v1/site/job-feedbacks/${liveJob}/entries/${id}/hide`,
      token: moderator,
      select: acmeJobs(),
    });
    expect(asModerator.statusCode).toBe(200);
    // Globex's owner with Globex's site: the job is not theirs.
    const globex = await t.login('owner@globex.test');
    const other = await t.call({
      method: 'POST',
      url: `/portal/v1/site/job-feedbacks/${liveJob}/entries/${id}/unhide`,
      token: globex,
      select: { account: t.ids.globex, site: t.ids.globexCareers },
    });
    expect(other.statusCode).toBe(404);
    // Another job's feedback id under this job: not found.
    const wrong = await staff('POST', `/site/job-feedbacks/${globexJob}/entries/${id}/hide`);
    expect(wrong.statusCode).toBe(404);
  });
});
