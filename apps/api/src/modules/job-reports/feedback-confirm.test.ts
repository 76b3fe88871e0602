import { JOB_FEEDBACK_PER_EMAIL_PER_DAY, JOB_FEEDBACK_PER_JOB_PER_DAY } from '@talent/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  employers,
  jobFeedback,
  jobs,
  seekers,
  siteFormSubmissions,
  unconfirmedJobFeedback,
} from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { type Mail, mailsDuring } from '../../test/mail.js';
import { purgeHeldFeedback } from './feedback-held.repo.js';

// Issue 31, item 7 (SECURITY 36): job ratings stuffed with made-up addresses. A rating counts (in the
// average, the lists, moderation) once its address confirms a mailed link, or at once when the address
// applied to the job; limits per address and per job; unconfirmed ones expire.
let t: Harness;
let owner: string;
let form: string;
const acmeJobs = () => ({ account: t.ids.acme, site: t.ids.acmeJobs });
const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });
const FIELDS = [
  { key: 'rating', type: 'number', label: text('Rating'), required: true, min: 1, max: 5 },
  { key: 'email', type: 'email', label: text('E-mail'), required: true },
  { key: 'comment', type: 'long_text', label: text('Comment') },
  { key: 'name', type: 'short_text', label: text('Name') },
];

/** A new live job of Acme Jobs (nobody rated or applied to it yet). */
async function newJob(title: string) {
  const [employer] = await t.database.db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.siteId, t.ids.acmeJobs))
    .limit(1);
  const [row] = await t.database.db
    .insert(jobs)
    .values({ accountId: t.ids.acme, siteId: t.ids.acmeJobs, employerId: employer!.id, title, status: 'live' })
    .returning({ id: jobs.id });
  return row!.id;
}

beforeAll(async () => {
  t = await setupApi();
  owner = await t.login('owner@acme.test');
  const created = await staff('POST', '/site/forms', { name: 'Ratings', handler: 'job_feedback', fields: FIELDS });
  form = created.json().data.uuid;
  expect((await staff('POST', `/site/forms/${form}/publish`)).statusCode).toBe(200);
});
afterAll(() => t.close());

function staff(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.call({ method, url: `/portal/v1${url}`, token: owner, select: acmeJobs(), ...(payload ? { payload } : {}) });
}

let ip = 0;
const rate = (job: string, answers: object, locale = 'en') =>
  t.call({
    method: 'POST',
    url: `/portal/public/forms/${form}/submissions`,
    payload: { job, locale, answers },
    remoteAddress: `198.51.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
let seq = 0;
const stranger = () => `stranger${++seq}@made-up.example`;

type Average = { average: number | null; count: number; awaiting_confirmation: number };
const average = async (job: string) =>
  (await staff('GET', `/site/job-feedbacks/${job}/average-rating`)).json().data as Average;
const listed = async (job: string) =>
  (await staff('GET', `/site/job-feedbacks/${job}?per_page=100`)).json() as { meta: { total: number } };
const jobsListRating = async (job: string) =>
  ((await staff('GET', '/jobs?per_page=100')).json().data as { id: string; rating: { count: number } }[]).find(
    (j) => j.id === job,
  )?.rating;

const linkIn = (mail: Mail) => /(\S+\/portal\/public\/job-feedback\/confirm\?token=[^\s]+)/.exec(mail.text)?.[1];
const pathOf = (link: string) => {
  const url = new URL(link);
  return { url: `${url.pathname}${url.search}`, host: url.host, token: url.searchParams.get('token')! };
};
const confirmPost = (token: string, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/portal/public/job-feedback/confirm',
    payload: `token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host },
  });

describe('job ratings from addresses nobody proved', () => {
  it('four one-star ratings from never-confirmed addresses leave the average unchanged; confirming one moves it', async () => {
    const job = await newJob('Rated fairly');
    // The job's one rating so far: 5 stars.
    await t.database.db
      .insert(jobFeedback)
      .values({ accountId: t.ids.acme, siteId: t.ids.acmeJobs, jobId: job, rating: 5, recommend: true });
    const before = await average(job);
    expect(before).toMatchObject({ average: 5, count: 1, awaiting_confirmation: 0 });

    const mails = await mailsDuring(t, async () => {
      for (let i = 0; i < 4; i++) {
        const res = await rate(job, { rating: 1, email: stranger(), comment: 'Scam', name: 'Mallory' }, 'fr');
        // The same answer as any rating: nothing tells the sender it waits.
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual({ message: 'Thank you! Your answer has been sent.' });
      }
    });
    const after = await average(job);
    expect({ average: after.average, count: after.count }).toEqual({ average: 5, count: 1 });
    expect(after.awaiting_confirmation).toBe(4);
    expect((await listed(job)).meta.total).toBe(1);
    expect(await jobsListRating(job)).toMatchObject({ count: 1 });

    // Each address got its link, in the visitor's language, on Acme's brand host.
    expect(mails).toHaveLength(4);
    expect(mails[0]!.subject).toBe('Confirmez votre note pour Rated fairly');
    const link = pathOf(linkIn(mails[0]!)!);
    expect(link.host).toBe('localhost');

    // Opening the page changes nothing (mail scanners open links); on Globex's host it is not valid.
    const page = await t.app.inject({ method: 'GET', url: link.url, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer ma note');
    expect(page.body).toContain('<form method="post" action="/portal/public/job-feedback/confirm">');
    expect((await t.app.inject({ method: 'GET', url: link.url, headers: { host: '127.0.0.1' } })).statusCode).toBe(404);
    expect((await confirmPost(link.token, '127.0.0.1')).statusCode).toBe(404);
    expect((await average(job)).count).toBe(1);

    // The button: it counts now, once.
    const confirmed = await confirmPost(link.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Note confirmée');
    expect(await average(job)).toMatchObject({ average: 3, count: 2, awaiting_confirmation: 3 });
    expect(await jobsListRating(job)).toMatchObject({ count: 2 });
    const replay = await confirmPost(link.token);
    expect(replay.statusCode).toBe(404);
    expect((await average(job)).count).toBe(2);
    // The text came from the submission.
    const entries = (await staff('GET', `/site/job-feedbacks/${job}?per_page=100`)).json().data as {
      rating: number;
      additional_feedback: string | null;
      author_name: string | null;
    }[];
    expect(entries.find((e) => e.rating === 1)).toMatchObject({ additional_feedback: 'Scam', author_name: 'Mallory' });
  });

  it('a rating from an address that applied to the job counts at once, without a mail, under the same limits', async () => {
    const [applied] = await t.database.db
      .select({ job: applications.jobId, email: seekers.email })
      .from(applications)
      .innerJoin(seekers, eq(seekers.id, applications.seekerId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.siteId, t.ids.acmeJobs), inArray(jobs.status, ['live', 'unlisted', 'expired'])))
      .limit(1);
    const before = await average(applied!.job);
    const mails = await mailsDuring(t, async () => {
      const res = await rate(applied!.job, { rating: 2, email: applied!.email.toUpperCase() });
      expect(res.statusCode).toBe(201);
    });
    expect(mails).toHaveLength(0);
    const after = await average(applied!.job);
    expect(after.count).toBe(before.count + 1);
    expect(after.awaiting_confirmation).toBe(before.awaiting_confirmation);
    // Their next rating of the job replaces it: one counted rating per address per job.
    await rate(applied!.job, { rating: 4, email: applied!.email });
    expect((await average(applied!.job)).count).toBe(before.count + 1);
    // The same daily limit as a stranger's address: a 429 tells nobody who applied.
    expect((await rate(applied!.job, { rating: 4, email: applied!.email })).statusCode).toBe(201);
    expect((await rate(applied!.job, { rating: 4, email: applied!.email })).statusCode).toBe(429);
  });

  it('a confirmed address’s new rating replaces its earlier one once confirmed', async () => {
    const job = await newJob('Rated twice');
    const email = stranger();
    const once = await mailsDuring(t, () => rate(job, { rating: 1, email }));
    await confirmPost(pathOf(linkIn(once[0]!)!).token);
    expect(await average(job)).toMatchObject({ average: 1, count: 1 });
    const twice = await mailsDuring(t, () => rate(job, { rating: 4, email }));
    // Until confirmed, the first one still stands.
    expect(await average(job)).toMatchObject({ average: 1, count: 1, awaiting_confirmation: 1 });
    await confirmPost(pathOf(linkIn(twice[0]!)!).token);
    expect(await average(job)).toMatchObject({ average: 4, count: 1, awaiting_confirmation: 0 });
  });

  it('limits per address and per job per day answer 429 with nothing stored', async () => {
    const job = await newJob('Rated often');
    const email = stranger();
    for (let i = 0; i < JOB_FEEDBACK_PER_EMAIL_PER_DAY; i++)
      expect((await rate(job, { rating: 1, email })).statusCode).toBe(201);
    const over = await rate(job, { rating: 1, email });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    expect((await average(job)).awaiting_confirmation).toBe(JOB_FEEDBACK_PER_EMAIL_PER_DAY);

    // The job's own daily cap, from any address.
    let last = 201;
    let sent = JOB_FEEDBACK_PER_EMAIL_PER_DAY;
    while (last === 201 && sent < JOB_FEEDBACK_PER_JOB_PER_DAY + 5) {
      last = (await rate(job, { rating: 1, email: stranger() })).statusCode;
      sent++;
    }
    expect(last).toBe(429);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(siteFormSubmissions)
      .where(sql`${siteFormSubmissions.handlerResult}->>'job' = ${job}`);
    expect(stored!.n).toBe(JOB_FEEDBACK_PER_JOB_PER_DAY);
    expect((await average(job)).awaiting_confirmation).toBe(JOB_FEEDBACK_PER_JOB_PER_DAY);
  });

  it('an unconfirmed rating expires: its link is not valid any more and the housekeeping deletes it', async () => {
    const job = await newJob('Rated late');
    const mails = await mailsDuring(t, () => rate(job, { rating: 1, email: stranger() }));
    await t.database.db
      .update(unconfirmedJobFeedback)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(unconfirmedJobFeedback.jobId, job));
    expect(await average(job)).toMatchObject({ count: 0, awaiting_confirmation: 0 });
    expect((await confirmPost(pathOf(linkIn(mails[0]!)!).token)).statusCode).toBe(404);
    await mailsDuring(t, () => rate(job, { rating: 2, email: stranger() }));
    await t.database.db
      .update(unconfirmedJobFeedback)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(unconfirmedJobFeedback.jobId, job));
    expect(await purgeHeldFeedback(t.database.db)).toBeGreaterThanOrEqual(1);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(unconfirmedJobFeedback)
      .where(eq(unconfirmedJobFeedback.jobId, job));
    expect(left!.n).toBe(0);
  });
});
