import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, siteFormSubmissions } from '../../db/schema/index.js';
import { MINIMAL_PDF } from '../../test/documents.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';
import {
  answers,
  body,
  FIELDS,
  freshAddress,
  freshIp,
  publishedForm,
  siteFormsSuite,
  staff,
  submit,
  t,
  text,
} from './site-forms.test-helpers.js';

// The public side (definition, submissions, files, spam trap, throttles) and staff's export and deletion.
siteFormsSuite();

describe('site forms: public', () => {
  it('serves the published version in Arabic, without knockout rules', async () => {
    const uuid = await publishedForm();
    const res = await t.call({ method: 'GET', url: `/portal/public/forms/${uuid}?locale=ar` });
    expect(res.statusCode).toBe(200);
    const form = res.json().data;
    expect(form).toMatchObject({ uuid, version: 1, locale: 'ar' });
    expect(form.fields[0]).toEqual({
      key: 'name',
      type: 'short_text',
      label: 'Name (ar)',
      help: '',
      required: true,
      max_length: 50,
    });
    expect(form.fields[2].options).toEqual([{ value: 'small', label: 'Small (ar)' }]);
    expect(form.fields[4].consent_text).toBe('I agree (ar)');
  });

  it('answers “Form not available.” alike for unknown, disabled forms, in the asker’s language', async () => {
    const uuid = await publishedForm();
    expect((await staff('POST', `/site/forms/${uuid}/disable`)).json().data.status).toBe('disabled');
    for (const id of [uuid, '3f1c9a52-7d7e-4a53-9b0e-6a1f2a9b0c11']) {
      const res = await t.call({
        method: 'GET',
        url: `/portal/public/forms/${id}`,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'form_not_available', message: 'Formulaire indisponible.' });
      const post = await submit(id, { answers: answers() }, freshAddress());
      expect(post.statusCode).toBe(404);
      expect(post.json().code).toBe('form_not_available');
    }
  });

  it('stores a valid submission, runs the handler in its transaction, and keeps its version and labels', async () => {
    const uuid = await publishedForm();
    const res = await submit(
      uuid,
      { locale: 'fr', answers: answers({ size: 'small', email: 'Ada@Example.com' }) },
      freshAddress(),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you! Your answer has been sent.' });

    // A new publish with another label: the stored submission keeps version 1 and its words.
    await staff(
      'PUT',
      `/site/forms/${uuid}`,
      body({ fields: [{ ...FIELDS[0], label: text('Full name') }, ...FIELDS.slice(1)] }),
    );
    expect((await staff('POST', `/site/forms/${uuid}/publish`)).json().data.published.version).toBe(2);
    await submit(uuid, { answers: answers({ name: 'Grace' }) }, freshAddress());

    const list = (await staff('GET', `/site/forms/${uuid}/submissions`)).json();
    expect(list.meta.total).toBe(2);
    const [second, first] = list.data;
    expect(first).toMatchObject({
      version: 1,
      locale: 'fr',
      email: 'ada@example.com',
      answers: {
        name: { label: 'Name (fr)', value: 'Ada' },
        size: { label: 'Size (fr)', value: 'small' },
        ok: { value: true },
      },
    });
    expect(first.handler_result).toEqual({ seen_employer: expect.any(Number) });
    expect(second).toMatchObject({ version: 2, answers: { name: { label: 'Full name', value: 'Grace' } } });
    const v1 = (await staff('GET', `/site/forms/${uuid}/submissions?version=1`)).json();
    expect(v1.data.map((s: { uuid: string }) => s.uuid)).toEqual([first.uuid]);
    const count = async (query: string) =>
      (await staff('GET', `/site/forms/${uuid}/submissions?${query}`)).json().meta.total;
    // Dates of the submissions themselves, so a run across midnight still holds.
    const day = (iso: string) => iso.slice(0, 10);
    expect(await count(`from=${day(first.created_at)}&to=${day(second.created_at)}`)).toBe(2);
    expect(await count('to=2000-01-01')).toBe(0);
    expect(await count('q=grace')).toBe(1);
    expect(await count('q=%25')).toBe(0);
    const detail = await staff('GET', `/site/forms/${uuid}/submissions/${first.uuid}`);
    expect(detail.json().data).toEqual(first);
  });

  it('rolls the submission back when its handler fails', async () => {
    const uuid = await publishedForm();
    const res = await submit(uuid, { answers: answers({ name: 'rollback' }) }, freshAddress());
    expect(res.statusCode).toBe(500);
    const list = (await staff('GET', `/site/forms/${uuid}/submissions`)).json();
    expect(list.meta.total).toBe(0);
  });

  it('says what is wrong with each answer, in the visitor’s language', async () => {
    const uuid = await publishedForm();
    const res = await submit(
      uuid,
      { answers: { name: 'x'.repeat(51), email: 'not-an-email', size: 'huge', ok: false } },
      { ...freshAddress(), 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['answers.email', 'answers.name', 'answers.ok', 'answers.size']);
    expect(errors['answers.ok']).toEqual(['هذا الحقل مطلوب.']);
  });

  it('takes a PDF for a file field and refuses a mislabelled file', async () => {
    const uuid = await publishedForm();
    const send = (file: { data: Buffer; type: string; filename: string }) => {
      const form = multipart([
        { name: 'data', data: JSON.stringify({ answers: answers() }) },
        { name: 'cv', ...file },
      ]);
      return t.call({
        method: 'POST',
        url: `/portal/public/forms/${uuid}/submissions`,
        payload: form.payload,
        headers: form.headers,
        remoteAddress: freshIp(),
      });
    };
    const png = await send({ data: PNG_1X1, type: 'application/pdf', filename: 'cv.pdf' });
    expect(png.statusCode).toBe(422);
    expect(png.json().errors).toEqual({
      'answers.cv': [expect.stringMatching(/^This file is not one of the allowed types/)],
    });
    const script = await send({
      data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
      type: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(script.statusCode).toBe(422);
    const huge = await send({
      data: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
      type: 'application/pdf',
      filename: 'big.pdf',
    });
    expect(huge.statusCode).toBe(413);
    // Up to the limit is fine: the multipart parser, not the JSON body limit, bounds a file.
    const big = await send({
      data: Buffer.concat([MINIMAL_PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]),
      type: 'application/pdf',
      filename: 'big.pdf',
    });
    expect(big.statusCode).toBe(201);
    const ok = await send({ data: MINIMAL_PDF, type: 'application/pdf', filename: 'Ada CV.pdf' });
    expect(ok.statusCode).toBe(201);
    const [row, bigRow] = (await staff('GET', `/site/forms/${uuid}/submissions`)).json().data;
    expect(bigRow.answers.cv).toMatchObject({ value: 'big.pdf' });
    expect(row.answers.cv).toMatchObject({ value: 'Ada CV.pdf' });
    const [stored] = await t.database.db
      .select()
      .from(siteFormSubmissions)
      .where(eq(siteFormSubmissions.uuid, row.uuid));
    const file = await t.app.storage.get(stored!.files.cv!.key);
    expect(file?.contentType).toBe('application/pdf');
    const download = await staff('GET', `/site/forms/${uuid}/submissions/${row.uuid}/files/cv`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Ada CV.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    // A field without a file, and a prototype key, are not found.
    for (const key of ['name', 'constructor'])
      expect((await staff('GET', `/site/forms/${uuid}/submissions/${row.uuid}/files/${key}`)).statusCode).toBe(404);
  });

  it('answers a filled spam trap like a success and stores nothing', async () => {
    const uuid = await publishedForm();
    const res = await submit(uuid, { website: 'http://spam.test', answers: answers() }, freshAddress());
    expect(res.statusCode).toBe(201);
    expect((await staff('GET', `/site/forms/${uuid}/submissions`)).json().meta.total).toBe(0);
  });

  it('throttles per client address and per e-mail', async () => {
    const uuid = await publishedForm();
    const address = { ip: '198.51.100.7' };
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await submit(uuid, { answers: answers({ email: `a${i}@example.com` }) }, address)).statusCode;
    expect(last).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await submit(uuid, { answers: answers({ email: 'same@example.com' }) }, freshAddress())).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });
});

describe('site forms: export and deletion', () => {
  it('exports CSV with formula-looking answers kept as text', async () => {
    const uuid = await publishedForm();
    await submit(uuid, { answers: answers({ name: '=HYPERLINK("http://evil.test","x")' }) }, freshAddress());
    const res = await staff('GET', `/site/forms/${uuid}/submissions.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, line] = res.body.split('\r\n');
    expect(header).toBe('"submitted_at","version","locale","email","Name","E-mail","Size","CV","Consent"');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
  });

  it('deletes a submission, then refuses to delete a form with submissions until it has none', async () => {
    const uuid = await publishedForm();
    await submit(uuid, { answers: answers() }, freshAddress());
    const refused = await staff('DELETE', `/site/forms/${uuid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('form_has_submissions');
    const [row] = (await staff('GET', `/site/forms/${uuid}/submissions`)).json().data;
    expect((await staff('DELETE', `/site/forms/${uuid}/submissions/${row.uuid}`)).statusCode).toBe(204);
    expect((await staff('GET', `/site/forms/${uuid}/submissions/${row.uuid}`)).statusCode).toBe(404);
    expect((await staff('DELETE', `/site/forms/${uuid}`)).statusCode).toBe(204);
    expect((await staff('GET', `/site/forms/${uuid}`)).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, uuid));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['site_form.published', 'site_form.submission_deleted', 'site_form.deleted']),
    );
  });
});
