import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteFormSubmissions } from '../../db/schema/index.js';
import {
  acmeJobs,
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

const NOTE = { key: 'note', type: 'short_text', label: text('Anything else?'), required: false };

describe('choosing a job’s screening form', () => {
  it('offers the site’s published screening forms to staff and employers, and saves the choice', async () => {
    const form = await screeningForm([RIGHT_TO_WORK]);
    const draft = (await staff('POST', '/site/forms', { name: 'Unpublished', handler: 'job_application' })).json().data
      .uuid;
    for (const who of ['owner@acme.test', 'hr@northwind.test']) {
      const options = (await as(who, 'GET', '/site/job-options')).json().data.screening_forms;
      const uuids = options.map((o: { uuid: string }) => o.uuid);
      expect(uuids).toContain(form);
      expect(uuids).not.toContain(draft);
    }
    const hrJob = await as('hr@northwind.test', 'POST', '/jobs', {
      title: 'Employer’s choice',
      screening_form_uuid: form,
    });
    expect(hrJob.statusCode).toBe(201);
    expect(hrJob.json().data.screening_form_uuid).toBe(form);
    const id = hrJob.json().data.id;
    const cleared = await as('hr@northwind.test', 'PUT', `/jobs/${id}`, { title: 'Employer’s choice' });
    expect(cleared.json().data.screening_form_uuid).toBeNull();
  });

  it('refuses another site’s form, a draft and a disabled one, on screening_form_uuid; keeps one disabled since when saved unchanged', async () => {
    const health = await screeningForm([RIGHT_TO_WORK], 'owner@acme.test', {
      account: t.ids.acme,
      site: t.ids.acmeHealth,
    });
    const globex = await screeningForm([RIGHT_TO_WORK], 'owner@globex.test', {
      account: t.ids.globex,
      site: t.ids.globexCareers,
    });
    const draft = (await staff('POST', '/site/forms', { name: 'Draft', handler: 'job_application' })).json().data.uuid;
    const mine = await screeningForm([RIGHT_TO_WORK]);
    const job = await staff('POST', '/jobs', {
      employer_id: t.ids.employer('Northwind Traders'),
      title: 'Choosy',
      screening_form_uuid: mine,
    });
    const id = job.json().data.id;
    for (const uuid of [health, globex, draft]) {
      const res = await staff('PUT', `/jobs/${id}`, { title: 'Choosy', screening_form_uuid: uuid });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ screening_form_uuid: ['Choose a published screening form of this site.'] });
    }
    await staff('POST', `/site/forms/${mine}/disable`);
    const kept = await staff('PUT', `/jobs/${id}`, { title: 'Choosy, renamed', screening_form_uuid: mine });
    expect(kept.statusCode).toBe(200);
    const otherJob = await staff('POST', '/jobs', {
      employer_id: t.ids.employer('Northwind Traders'),
      title: 'Too late',
      screening_form_uuid: mine,
    });
    expect(otherJob.statusCode).toBe(422);
  });
});

describe('publishing a screening form', () => {
  const publish = async (fields: object[]) => {
    const created = await staff('POST', '/site/forms', { name: 'Checks', handler: 'job_application', fields });
    return staff('POST', `/site/forms/${created.json().data.uuid}/publish`);
  };

  it('needs each knockout rule to fit its question and name a status other than new, and no file question', async () => {
    const res = await publish([
      { ...RIGHT_TO_WORK, knockout: { expected: true } },
      { ...YEARS, knockout: { expected: 'yes', to_status: 'rejected' } },
      { ...NOTE, knockout: { pattern: '(a+)+$', min: 1, to_status: 'new' } },
      { key: 'cv', type: 'file', label: text('CV') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'fields.0.knockout.to_status': ['Choose the application status a failing answer moves the application to.'],
      'fields.1.knockout': ['This rule does not fit this kind of question.'],
      'fields.1.knockout.to_status': ['Choose the application status a failing answer moves the application to.'],
      'fields.2.knockout': ['This rule does not fit this kind of question.'],
      'fields.2.knockout.to_status': ['Choose the application status a failing answer moves the application to.'],
      'fields.3.type': ['Screening questions cannot ask for files.'],
    });
    const ok = await publish([RIGHT_TO_WORK, { ...YEARS, knockout: { min: 2, to_status: 'screening' } }, NOTE]);
    expect(ok.statusCode).toBe(200);
  });

  it('takes no submissions through the generic form endpoint: the answers come with an application', async () => {
    const form = await screeningForm([RIGHT_TO_WORK]);
    const before = await t.database.db.select({ n: count() }).from(siteFormSubmissions);
    const res = await t.call({
      method: 'POST',
      url: `/portal/public/forms/${form}/submissions`,
      payload: { answers: { right_to_work: true } },
      remoteAddress: '10.90.0.1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('form_answered_when_applying');
    expect(await t.database.db.select({ n: count() }).from(siteFormSubmissions)).toEqual(before);
  });

  it('deleting a form leaves the jobs that asked its questions without any (the key itself is NO ACTION)', async () => {
    const form = await screeningForm([RIGHT_TO_WORK]);
    const job = await staff('POST', '/jobs', {
      employer_id: t.ids.employer('Northwind Traders'),
      title: 'Asked, then not',
      screening_form_uuid: form,
    });
    expect(job.json().data.screening_form_uuid).toBe(form);
    expect((await staff('DELETE', `/site/forms/${form}`)).statusCode).toBe(204);
    const after = await staff('GET', `/jobs/${job.json().data.id}/detail`);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.screening_form_uuid).toBeNull();
  });
});

describe('the public job and the applications export', () => {
  it('the public job gives the questions in the requested language, without knockout rules', async () => {
    const form = await screeningForm([RIGHT_TO_WORK, YEARS]);
    const job = await liveJobAsking(form, 'Public questions');
    const res = await t.call({ method: 'GET', url: `/portal/public/jobs/${job}?locale=fr` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: job, title: 'Public questions', employer: 'Northwind Traders' });
    expect(data.screening).toMatchObject({ uuid: form, locale: 'fr', version: 1 });
    expect(data.screening.fields.map((f: { label: string }) => f.label)).toEqual(['Right to work? (fr)', 'Years (fr)']);
    expect(res.body).not.toContain('knockout');
    expect(res.body).not.toContain('unsuccessful');
    const plain = await liveJobAsking(null, 'Public, no questions');
    expect((await t.call({ method: 'GET', url: `/portal/public/jobs/${plain}` })).json().data.screening).toBeNull();
    const unknown = await t.call({ method: 'GET', url: '/portal/public/jobs/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('the CSV has a formula-safe column per question key of the forms its applications answered', async () => {
    const form = await screeningForm([RIGHT_TO_WORK, NOTE]);
    const job = await liveJobAsking(form, 'Exported');
    await confirm(
      await applyForToken(job, {
        email: 'csv@example.test',
        answers: { right_to_work: true, note: '=HYPERLINK("x")' },
      }),
    );
    const res = await t.call({
      method: 'GET',
      url: `/portal/v1/applications/export.csv?filter[job]=${job}`,
      token: await t.login('manager@acme.test'),
      select: acmeJobs,
    });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.trim().split('\r\n');
    expect(header).toContain('"screening.right_to_work","screening.note"');
    expect(row).toContain('"yes","\'=HYPERLINK(""x"")"');
    // Another job's export names none of this form's questions.
    const plain = await liveJobAsking(null, 'Exported, no questions');
    const other = await t.call({
      method: 'GET',
      url: `/portal/v1/applications/export.csv?filter[job]=${plain}`,
      token: await t.login('manager@acme.test'),
      select: acmeJobs,
    });
    expect(other.body).not.toContain('screening.');
  });
});
