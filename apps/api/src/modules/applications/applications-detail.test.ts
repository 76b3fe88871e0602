import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, auditLog, seekers } from '../../db/schema/index.js';
import { MINIMAL_PDF } from '../../test/documents.js';
import { multipart } from '../../test/multipart.js';
import {
  acmeJobs,
  applicationsSuite,
  f,
  hr,
  insertJob,
  MARK,
  northwind,
  staff,
  t,
  tokens,
} from './applications.test-helpers.js';

applicationsSuite();

const tab = (id: string, name: string) => staff('GET', `/applications/${id}/${name}`);

describe('an application’s tabs', () => {
  it('shows the overview with what the candidate sent, and the candidate', async () => {
    const overview = (await tab(f.apps.nwFr, 'overview')).json().data;
    expect(overview).toMatchObject({
      id: f.apps.nwFr,
      site_id: t.ids.acmeJobs,
      seeker: { id: f.seekers.fr, name: 'Benoît Bernard' },
      job: { id: f.jobNw, title: `${MARK} picker` },
      employer: { id: northwind, name: 'Northwind Traders' },
      status: 'screening',
      stage: 'review',
      cover_letter: 'I would love to join.',
      answers: [{ question: 'Can you start in May?', answer: 'Yes' }],
    });
    const candidate = (await hr('GET', `/applications/${f.apps.nwFr}/candidate`)).json().data;
    expect(candidate).toMatchObject({ id: f.seekers.fr, locale: 'fr', last_name: 'Bernard', resume: null });
    expect((await tab(f.apps.nwFr, 'notes')).statusCode).toBe(404);
    expect((await tab('00000000-0000-4000-8000-000000000000', 'overview')).statusCode).toBe(404);
    expect((await tab('not-a-uuid', 'overview')).statusCode).toBe(422);
  });

  it('lists the candidate’s résumé among the documents', async () => {
    expect((await tab(f.apps.nwEn, 'documents')).json().data).toEqual([]);
    await t.database.db
      .update(seekers)
      .set({
        resumeKey: 'resumes/test.pdf',
        resumeName: 'ada.pdf',
        resumeType: 'application/pdf',
        resumeSize: 1234,
        resumeUploadedAt: new Date(),
      })
      .where(eq(seekers.id, f.seekers.en));
    expect((await hr('GET', `/applications/${f.apps.nwEn}/documents`)).json().data).toEqual([
      {
        kind: 'resume',
        file_name: 'ada.pdf',
        content_type: 'application/pdf',
        size: 1234,
        download_path: `/portal/v1/applications/${f.apps.nwEn}/documents/resume`,
      },
    ]);
  });

  it('serves the résumé as an attachment to whoever may read the application', async () => {
    const body = multipart([{ name: 'file', filename: 'benoit.pdf', type: 'application/pdf', data: MINIMAL_PDF }]);
    const upload = await t.call({
      method: 'POST',
      url: `/portal/v1/seekers/${f.seekers.fr}/resume`,
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      ...body,
    });
    expect(upload.statusCode).toBe(200);
    const [document] = (await hr('GET', `/applications/${f.apps.nwFr}/documents`)).json().data;
    expect(document).toMatchObject({ kind: 'resume', file_name: 'benoit.pdf', size: MINIMAL_PDF.length });
    const download = await hr('GET', document.download_path.replace('/portal/v1', ''));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="benoit.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    // No résumé, or one whose file is gone: not found.
    expect((await hr('GET', `/applications/${f.apps.nwOff}/documents/resume`)).statusCode).toBe(404);
    expect((await hr('GET', `/applications/${f.apps.nwEn}/documents/resume`)).statusCode).toBe(404);
  });

  it('shows the history newest first, naming who acted and for whom', async () => {
    await t.database.db.insert(applicationEvents).values({
      accountId: t.ids.acme,
      applicationId: f.apps.nwEn,
      kind: 'applied',
      toValue: 'new',
      createdAt: new Date(Date.UTC(2026, 0, 10)),
    });
    await staff('POST', '/applications/stage', { ids: [f.apps.nwEn], stage: 'review' });
    // Acme's owner acts as Northwind's HR person: both are on the history and the candidate's activity.
    const owner = await t.login('owner@acme.test');
    const session = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${t.ids.user('hr@northwind.test')}`,
      token: owner,
      select: { account: t.ids.acme },
      payload: { reason: 'Helping with candidates' },
    });
    expect(session.statusCode).toBe(201);
    const changed = await t.call({
      method: 'POST',
      url: '/portal/v1/applications/status',
      token: session.json().data.access_token,
      select: { ...acmeJobs, employer: northwind },
      payload: { ids: [f.apps.nwEn], status: 'invited' },
    });
    expect(changed.json().data.updated).toEqual([f.apps.nwEn]);
    const history = (await hr('GET', `/applications/${f.apps.nwEn}/history`)).json().data;
    // "Invited" implies the interview stage: the move is written by the same people, after the status.
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['stage', 'status', 'stage', 'applied']);
    const asHr = {
      actor: { id: t.ids.user('hr@northwind.test'), name: 'Hana Northwind' },
      impersonator: { id: t.ids.user('owner@acme.test'), name: 'Olivia Acme' },
    };
    expect(history[0]).toMatchObject({ from: 'review', to: 'interview', emailed: false, ...asHr });
    expect(history[1]).toMatchObject({ from: 'new', to: 'invited', emailed: true, ...asHr });
    expect(history[2]).toMatchObject({
      from: null,
      to: 'review',
      emailed: false,
      actor: { name: 'Manon Manager' },
      impersonator: null,
    });
    expect(history[3]).toMatchObject({ actor: null, from: null, to: 'new', emailed: false });
    const [activity] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.emailed'), eq(auditLog.subjectId, f.seekers.en)));
    expect(activity).toMatchObject({
      actorUserId: t.ids.user('hr@northwind.test'),
      impersonatorUserId: t.ids.user('owner@acme.test'),
    });
  });
});

describe('seeker application feedback', () => {
  it('records ratings and notes, and shows their mean on the tab, the feedback list and the list', async () => {
    const path = `/applications/${f.apps.nwFr}/seeker-application-feedback`;
    const first = await staff('POST', path, { rating: 4, notes: '  Strong answers.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ rating: 4, notes: 'Strong answers.', author: { name: 'Manon Manager' } });
    const second = await hr('POST', path, { rating: 5, notes: '' });
    expect(second.json().data).toMatchObject({ rating: 5, notes: null, author: { name: 'Hana Northwind' } });
    await staff('POST', path, { rating: 4 });
    const listed = (await hr('GET', path)).json();
    expect(listed.meta).toEqual({ average: 4.3, count: 3 });
    expect(listed.data.map((r: { rating: number }) => r.rating)).toEqual([4, 5, 4]);
    expect((await tab(f.apps.nwFr, 'feedback')).json()).toEqual(listed);
    const row = (await staff('GET', `/applications?filter[job]=${f.jobNw}&filter[status]=screening`)).json().data[0];
    expect(row.rating).toEqual({ average: 4.3, count: 3 });
    const bad = await staff('POST', path, { rating: 6, notes: 'x'.repeat(5001) });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['notes', 'rating']);
    expect((await tab(f.apps.nwEn, 'feedback')).json()).toEqual({ data: [], meta: { average: null, count: 0 } });
    expect(
      (await hr('POST', `/applications/${f.apps.cohoAr}/seeker-application-feedback`, { rating: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('jobs with applications', () => {
  it('refuses to delete a job that has applications, and deletes one without', async () => {
    const refused = await hr('DELETE', `/jobs/${f.jobNw}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'job_has_applications',
      message: 'This job has applications, so it cannot be deleted. Expire it instead.',
    });
    const french = await t.call({
      method: 'DELETE',
      url: `/portal/v1/jobs/${f.jobNw}`,
      token: await t.login('hr@northwind.test'),
      select: { ...acmeJobs, employer: northwind },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toMatch(/candidatures/);
    expect((await staff('GET', `/jobs/${f.jobNw}/applications`)).json().meta.total).toBe(3);
    const empty = await insertJob(acmeJobs, northwind, 'Nobody applied');
    expect((await hr('DELETE', `/jobs/${empty}`)).statusCode).toBe(204);
  });
});
