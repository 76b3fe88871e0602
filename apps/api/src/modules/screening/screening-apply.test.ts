import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  mailOutbox,
  seekers,
  siteFormSubmissions,
  unconfirmedApplications,
} from '../../db/schema/index.js';
import { mailsDuring } from '../../test/mail.js';
import {
  apply,
  applyForToken,
  as,
  confirm,
  liveJobAsking,
  RIGHT_TO_WORK,
  screeningForm,
  screeningSuite,
  staff,
  t,
  text,
  YEARS,
} from './screening.test-helpers.js';

screeningSuite();

/** The application of `email` on `job`, with its history and screening submission. */
async function applicationOf(job: string, email: string) {
  const db = t.database.db;
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .innerJoin(seekers, eq(seekers.id, applications.seekerId))
    .where(and(eq(applications.jobId, job), eq(seekers.email, email)));
  if (!row) return null;
  const history = await db
    .select({ kind: applicationEvents.kind, from: applicationEvents.fromValue, to: applicationEvents.toValue })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, row.id))
    .orderBy(applicationEvents.id);
  return { ...row, history };
}

describe('applying for a job with screening questions', () => {
  it('requires the answers, checked against the published version (errors on answers.<key>)', async () => {
    const form = await screeningForm([RIGHT_TO_WORK, YEARS]);
    const job = await liveJobAsking(form, 'Needs answers');
    const missing = await apply(job, { email: 'no.answers@example.test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'answers.right_to_work': ['This field is required.'],
      'answers.years': ['This field is required.'],
    });
    const wrong = await apply(job, {
      email: 'wrong.answers@example.test',
      answers: { right_to_work: 'perhaps', years: 99 },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['answers.right_to_work', 'answers.years']);
    // French, like every 422.
    const fr = await t.call({
      method: 'POST',
      url: `/portal/public/jobs/${job}/applications`,
      headers: { 'accept-language': 'fr' },
      payload: { first_name: 'A', last_name: 'B', email: 'fr@example.test' },
      remoteAddress: '10.78.0.1',
    });
    expect(fr.json().errors['answers.years']).toEqual(['Ce champ est obligatoire.']);
    // A job without questions ignores answers.
    const plain = await liveJobAsking(null, 'No questions');
    expect((await apply(plain, { email: 'plain@example.test', answers: { anything: 1 } })).statusCode).toBe(202);
  });

  it('a passing applicant keeps the "new" status; the answers show on the application with their labels', async () => {
    const form = await screeningForm([RIGHT_TO_WORK, YEARS]);
    const job = await liveJobAsking(form, 'Passes');
    const token = await applyForToken(job, {
      email: 'passes@example.test',
      locale: 'fr',
      answers: { right_to_work: true, years: '4' },
    });
    const confirmed = await confirm(token);
    expect(confirmed.json()).toEqual({ data: { status: 'confirmed' } });
    const app = (await applicationOf(job, 'passes@example.test'))!;
    expect(app.status).toBe('new');
    expect(app.history).toEqual([{ kind: 'status', from: null, to: 'new' }]);
    const overview = (await staff('GET', `/applications/${app.id}/overview`)).json().data;
    expect(overview.screening).toMatchObject({
      form: { uuid: form, name: 'Screening' },
      version: 1,
      locale: 'fr',
      answers: {
        right_to_work: { label: 'Right to work? (fr)', value: true },
        years: { label: 'Years (fr)', value: 4 },
      },
      knocked_out: null,
    });
    // The employer whose job it is reads them too.
    const hr = await as('hr@northwind.test', 'GET', `/applications/${app.id}/overview`);
    expect(hr.json().data.screening.answers.years.value).toBe(4);
  });

  it('a failing knockout answer moves the application to the rule’s status, with its history row and e-mail, and the applicant is told nothing more', async () => {
    const form = await screeningForm([RIGHT_TO_WORK, YEARS]);
    const job = await liveJobAsking(form, 'Knocks out');
    const passing = await apply(job, { email: 'other@example.test', answers: { right_to_work: true, years: 1 } });
    const failing = await apply(job, { email: 'fails@example.test', answers: { right_to_work: false, years: 1 } });
    // The same answer to both: nothing reveals the rule.
    expect(failing.statusCode).toBe(passing.statusCode);
    expect(failing.body).toBe(passing.body);

    const token = await applyForToken(job, {
      email: 'fails2@example.test',
      answers: { right_to_work: false, years: 2 },
    });
    let res!: Awaited<ReturnType<typeof confirm>>;
    const mails = await mailsDuring(t, async () => {
      res = await confirm(token);
    });
    expect(res.json()).toEqual({ data: { status: 'confirmed' } });
    const app = (await applicationOf(job, 'fails2@example.test'))!;
    expect(app.status).toBe('unsuccessful');
    expect(app.history).toEqual([
      { kind: 'status', from: null, to: 'new' },
      { kind: 'status', from: 'new', to: 'unsuccessful' },
    ]);
    const subjects = mails.filter((m) => m.to === 'fails2@example.test').map((m) => m.subject);
    expect(subjects).toContain('Your application for Knocks out');
    const [outbox] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'fails2@example.test'),
          eq(mailOutbox.template, 'application_status_unsuccessful'),
        ),
      );
    expect(outbox!.n).toBe(1);
    const overview = (await staff('GET', `/applications/${app.id}/overview`)).json().data;
    expect(overview.screening.knocked_out).toEqual({
      key: 'right_to_work',
      label: 'Right to work?',
      answer: false,
      rule: { expected: true },
      to_status: 'unsuccessful',
    });
  });

  it('a failure part-way through leaves no application, answers, history or mail, and the link still works', async () => {
    const form = await screeningForm([RIGHT_TO_WORK]);
    const job = await liveJobAsking(form, 'Atomic knockout');
    const token = await applyForToken(job, { email: 'atomic@example.test', answers: { right_to_work: false } });
    const counts = async () => {
      const db = t.database.db;
      const [a] = await db.select({ n: count() }).from(applications).where(eq(applications.jobId, job));
      const [s] = await db
        .select({ n: count() })
        .from(siteFormSubmissions)
        .where(eq(siteFormSubmissions.email, 'atomic@example.test'));
      const [m] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'atomic@example.test'));
      const [h] = await db
        .select({ n: count() })
        .from(unconfirmedApplications)
        .where(eq(unconfirmedApplications.email, 'atomic@example.test'));
      return { applications: a!.n, submissions: s!.n, mails: m!.n, held: h!.n };
    };
    const before = await counts();
    // The knockout's status e-mail is the last write of the transaction: make the database refuse it.
    await t.database.exec(`
      create function test_fail() returns trigger language plpgsql as $$
      begin if new.template = 'application_status_unsuccessful' then raise exception 'test failure'; end if; return new; end $$;
      create trigger test_fail before insert on mail_outbox for each row execute function test_fail();`);
    try {
      const res = await confirm(token);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.exec('drop trigger test_fail on mail_outbox; drop function test_fail();');
    }
    expect(await counts()).toEqual(before);
    expect((await confirm(token)).json()).toEqual({ data: { status: 'confirmed' } });
    expect((await applicationOf(job, 'atomic@example.test'))!.status).toBe('unsuccessful');
  });

  it('keeps the version and labels each application answered when the form is changed and published again', async () => {
    const form = await screeningForm([RIGHT_TO_WORK, YEARS]);
    const job = await liveJobAsking(form, 'Pinned');
    const first = await applyForToken(job, { email: 'v1@example.test', answers: { right_to_work: true, years: 1 } });
    const draft = (await staff('GET', `/site/forms/${form}`)).json().data;
    const changed = await staff('PUT', `/site/forms/${form}`, {
      name: draft.name,
      handler: 'job_application',
      fields: [{ ...RIGHT_TO_WORK, label: text('Work permit?') }, YEARS],
    });
    expect(changed.statusCode).toBe(200);
    expect((await staff('POST', `/site/forms/${form}/publish`)).statusCode).toBe(200);
    // Confirmed after the change: it answered version 1, and keeps its labels.
    await confirm(first);
    const second = await applyForToken(job, { email: 'v2@example.test', answers: { right_to_work: true, years: 2 } });
    await confirm(second);
    const screening = async (email: string) => {
      const app = (await applicationOf(job, email))!;
      return (await staff('GET', `/applications/${app.id}/overview`)).json().data.screening;
    };
    expect(await screening('v1@example.test')).toMatchObject({
      version: 1,
      answers: { right_to_work: { label: 'Right to work?' } },
    });
    expect(await screening('v2@example.test')).toMatchObject({
      version: 2,
      answers: { right_to_work: { label: 'Work permit?' } },
    });
  });
});
