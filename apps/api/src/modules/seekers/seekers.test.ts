import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, seekers } from '../../db/schema/index.js';
import { DOCX_TYPE, MINIMAL_DOCX, MINIMAL_PDF } from '../../test/documents.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';

let t: Harness;
let acmeJobs: Selection;
let globex: Selection;
const tokens: Record<string, string> = {};
const people = ['manager@acme.test', 'moderator@acme.test', 'hr@northwind.test', 'owner@globex.test'] as const;
type Who = (typeof people)[number];

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  globex = { account: t.ids.globex, site: t.ids.globexCareers };
  for (const email of people) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  select = acmeJobs,
) =>
  t.call({
    method,
    url: `/portal/v1${url}`,
    ...(who ? { token: tokens[who] } : {}),
    select,
    ...(payload ? { payload } : {}),
  });
const manager = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  call('manager@acme.test', method, url, payload);

/** A demo candidate's id by e-mail (the seed numbers namesakes, so e-mails are unique per site). */
const idOf = async (email: string) =>
  (await t.database.db.select({ id: seekers.id }).from(seekers).where(eq(seekers.email, email)))[0]!.id;

type Row = { id: string; name: string; status: string; tags: string[] };

describe('who may see candidates', () => {
  it('site staff with the permission; not moderators, employer users or another tenant', async () => {
    const list = await manager('GET', '/seekers?q=haddad');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: Row) => s.name)).toEqual(['Amira Haddad']);
    expect((await call('moderator@acme.test', 'GET', '/seekers')).statusCode).toBe(403);
    const asNorthwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
    expect((await call('hr@northwind.test', 'GET', '/seekers', undefined, asNorthwind)).statusCode).toBe(403);
    expect((await call('owner@globex.test', 'GET', '/seekers')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/seekers')).statusCode).toBe(401);
    const own = await call('owner@globex.test', 'GET', '/seekers?per_page=100', undefined, globex);
    expect(own.json().meta.total).toBe(25);
    expect(JSON.stringify(own.json())).not.toContain('Haddad');
  });

  it('answers 404 for another site’s candidate, whatever the route', async () => {
    const amira = await idOf('amira.haddad@example.com');
    for (const url of [`/seekers/${amira}`, `/seekers/${amira}/activity`, `/seekers/${amira}/resume`]) {
      expect((await call('owner@globex.test', 'GET', url, undefined, globex)).statusCode, url).toBe(404);
    }
    expect(
      (await call('owner@globex.test', 'PATCH', `/seekers/${amira}/status`, { status: 'disabled' }, globex)).statusCode,
    ).toBe(404);
    const tagged = await call('owner@globex.test', 'POST', '/seekers/tag', { ids: [amira], add: ['x'] }, globex);
    expect(tagged.json().data.skipped).toEqual([{ id: amira, reason: 'not_found' }]);
  });
});

describe('the list', () => {
  it('filters by tag and status, sorts, pages, and offers labelled sorts', async () => {
    const priority = (await manager('GET', '/seekers?filter[tag]=priority&per_page=100')).json().data as Row[];
    expect(priority.map((s) => s.name)).toEqual(expect.arrayContaining(['Amira Haddad', 'Priya Shah']));
    expect(priority.every((s) => s.tags.includes('priority'))).toBe(true);
    const disabled = (await manager('GET', '/seekers?filter[status]=disabled&per_page=100')).json().data as Row[];
    expect(disabled.map((s) => s.name)).toContain('Marcus Reed');
    expect(disabled.every((s) => s.status === 'disabled')).toBe(true);

    const byName = (await manager('GET', '/seekers?sort=last_name&per_page=50')).json();
    const names = (byName.data as { last_name: string }[]).map((s) => s.last_name.toLowerCase());
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(byName.meta).toMatchObject({ current_page: 1, per_page: 50 });
    const page2 = (await manager('GET', '/seekers?sort=last_name&per_page=50&page=2')).json().data as Row[];
    expect(page2.some((s) => (byName.data as Row[]).some((r) => r.id === s.id))).toBe(false);

    const options = await t.call({
      method: 'GET',
      url: '/portal/v1/seekers/sort-options',
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      headers: { 'accept-language': 'fr' },
    });
    expect(options.json().data[0]).toEqual({ value: '-created_at', label: 'Plus récents d’abord' });
    expect((await manager('GET', '/seekers?sort=salary')).statusCode).toBe(422);
  });

  it('exports the filtered candidates as CSV', async () => {
    const res = await manager('GET', '/seekers/export.csv?filter[tag]=priority');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('candidates.csv');
    expect(res.body).toContain('Haddad');
    expect(res.body.trim().split('\r\n').length).toBe(
      (await manager('GET', '/seekers?filter[tag]=priority&per_page=1')).json().meta.total + 1,
    );
  });
});

describe('changing a candidate', () => {
  it('replaces tags and tags many at once, never past 20', async () => {
    const lucas = await idOf('lucas.martin@example.com');
    const olivia = await idOf('olivia.bennett@example.com');
    const put = await manager('PUT', `/seekers/${lucas}/tags`, { tags: ['bilingual', 'bilingual', 'nights'] });
    expect(put.json().data.tags).toEqual(['bilingual', 'nights']);
    const bulk = await manager('POST', '/seekers/tag', {
      ids: [lucas, olivia],
      add: ['shortlist'],
      remove: ['nights'],
    });
    expect(bulk.json().data.updated.sort()).toEqual([lucas, olivia].sort());
    expect((await manager('GET', `/seekers/${lucas}`)).json().data.tags).toEqual(['bilingual', 'shortlist']);
    await manager('PUT', `/seekers/${olivia}/tags`, { tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    const full = await manager('POST', '/seekers/tag', { ids: [olivia], add: ['one-more'] });
    expect(full.json().data.skipped).toEqual([{ id: olivia, reason: 'too_many_tags' }]);
  });

  it('disabling is final: the API and the database refuse to enable again', async () => {
    const id = await idOf('ethan.clarke@example.com');
    const off = await manager('PATCH', `/seekers/${id}/status`, { status: 'disabled' });
    expect(off.json().data).toMatchObject({ status: 'disabled', disabled_at: expect.any(String) });
    expect((await manager('PATCH', `/seekers/${id}/status`, { status: 'disabled' })).statusCode).toBe(200);
    const on = await manager('PATCH', `/seekers/${id}/status`, { status: 'enabled' });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toEqual({
      code: 'seeker_disabled_final',
      message: 'This candidate was disabled. Disabling cannot be undone.',
    });
    await expect(
      t.database.db.execute(sql`update seekers set status = 'enabled', disabled_at = null where id = ${id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/cannot be enabled again/) } });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.disabled'), eq(auditLog.subjectId, id)));
    expect(row).toBeDefined();
    const mail = await manager('POST', `/seekers/${id}/email`, { subject: 'Hello', body: 'Are you available?' });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().code).toBe('seeker_disabled');
  });

  it('e-mails a candidate and keeps it on their activity', async () => {
    const id = await idOf('amira.haddad@example.com');
    const mails = await mailsDuring(t, () =>
      manager('POST', `/seekers/${id}/email`, { subject: 'Interview on Monday', body: 'Could you come at 10?' }),
    );
    expect(mails).toEqual([
      expect.objectContaining({ to: 'amira.haddad@example.com', subject: 'Interview on Monday' }),
    ]);
    const activity = (await manager('GET', `/seekers/${id}/activity`)).json().data;
    expect(activity[0]).toMatchObject({
      action: 'seeker.emailed',
      actor: { name: 'Manon Manager' },
      data: { subject: 'Interview on Monday' },
    });
    // The status e-mails of the demo are there too.
    expect(
      activity.some((a: { data: { template?: string } }) => a.data.template?.startsWith('application_status_')),
    ).toBe(true);
  });
});

describe('résumés', () => {
  const upload = async (id: string, data: Buffer, type: string, filename = 'cv.pdf') => {
    const body = multipart([{ name: 'file', filename, type, data }]);
    return t.call({
      method: 'POST',
      url: `/portal/v1/seekers/${id}/resume`,
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('accepts PDF and DOCX, judged by content, and serves them back as attachments', async () => {
    const id = await idOf('priya.shah@example.com');
    const pdf = await upload(id, MINIMAL_PDF, 'application/pdf', 'Priya Shah – CV.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data.resume).toMatchObject({ file_name: 'Priya Shah – CV.pdf', content_type: 'application/pdf' });
    const download = await manager('GET', `/seekers/${id}/resume`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Priya Shah _ CV.pdf"; filename\*=UTF-8''/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    const docx = await upload(id, MINIMAL_DOCX, DOCX_TYPE, 'cv.docx');
    expect(docx.json().data.resume).toMatchObject({ content_type: DOCX_TYPE, size: MINIMAL_DOCX.length });
    expect((await manager('GET', `/seekers/${id}/resume`)).rawPayload.equals(MINIMAL_DOCX)).toBe(true);
  });

  it('refuses other files, a lying type, and files over 5 MB', async () => {
    const id = await idOf('lucas.martin@example.com');
    expect((await upload(id, PNG_1X1, 'image/png', 'cv.png')).statusCode).toBe(422);
    expect((await upload(id, Buffer.from('just some text'), 'application/pdf')).statusCode).toBe(422);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const refused = await upload(id, exe, 'application/pdf', 'cv.pdf');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: ['This value is invalid.'] });
    expect((await upload(id, MINIMAL_PDF, 'image/png', 'cv.pdf')).statusCode).toBe(422);
    const huge = Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(id, huge, 'application/pdf')).statusCode).toBe(413);
    expect((await manager('GET', `/seekers/${id}/resume`)).statusCode).toBe(404);
  });
});
