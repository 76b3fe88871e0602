import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, privacyRequests, seekers } from '../../../db/schema/index.js';
import type { AuditActor } from '../../../platform/audit.js';
import { enqueueJob } from '../../../platform/jobs/runner.js';
import type { Storage } from '../../../platform/storage/storage-port.js';
import { MINIMAL_PDF } from '../../../test/documents.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';
import { multipart } from '../../../test/multipart.js';
import { signLink } from '../links/signed-links.js';
import { exportJobHandler, exportKey } from './export.job.js';
import { insertExportRequest } from './export.repo.js';
import { EXPORT_JOB, purgeExpiredExports, requestExport } from './export.service.js';
import { openZip } from './open-zip.js';

let t: Harness;
let acmeJobs: Selection;
let globex: Selection;
const tokens: Record<string, string> = {};
const people = ['owner@acme.test', 'manager@acme.test', 'owner@globex.test'] as const;
type Who = (typeof people)[number];

const staffActor: AuditActor = { userId: null, impersonatorUserId: null, ip: '203.0.113.9', requestId: 'test' };

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  globex = { account: t.ids.globex, site: t.ids.globexCareers };
  for (const email of people) tokens[email] = await t.login(email);
}, 120_000);
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST', url: string, select = acmeJobs) =>
  t.call({ method, url: `/portal/v1${url}`, token: tokens[who], select });

const seekerOf = async (first: string, last: string) =>
  (
    await t.database.db
      .select({ id: seekers.id, email: seekers.email })
      .from(seekers)
      .where(and(eq(seekers.firstName, first), eq(seekers.lastName, last), eq(seekers.siteId, t.ids.acmeJobs)))
  )[0]!;

const auditOf = (action: string, seekerId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectType, 'seeker'), eq(auditLog.subjectId, seekerId)));

const requestRow = async (id: string) =>
  (await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, id)))[0]!;

/** Starts a staff export of the candidate and lets the background job build it. */
async function exported(seekerId: string) {
  const started = await call('owner@acme.test', 'POST', `/seekers/${seekerId}/exports`);
  expect(started.statusCode).toBe(202);
  await t.app.jobs.drain();
  return started.json().data.id as string;
}

type Doc = {
  format: string;
  profile: { email: string; first_name: string; resume: { file: string } | null };
  applications: { job: { title: string }; status: string; history: { kind: string }[] }[];
  summary: Record<string, number>;
  audit: { action: string }[];
  files: { path: string }[];
};

describe('staff export', () => {
  it('is built in the background into a ZIP with data.json and the résumé, each step audited', async () => {
    const amira = await seekerOf('Amira', 'Haddad');
    const body = multipart([{ name: 'file', filename: 'Amira CV.pdf', type: 'application/pdf', data: MINIMAL_PDF }]);
    const uploaded = await t.call({
      method: 'POST',
      url: `/portal/v1/seekers/${amira.id}/resume`,
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(200);

    const started = await call('owner@acme.test', 'POST', `/seekers/${amira.id}/exports`);
    expect(started.statusCode).toBe(202);
    expect(started.json().data).toMatchObject({
      kind: 'export',
      origin: 'staff',
      seeker_id: amira.id,
      seeker_name: 'Amira Haddad',
      site_name: 'Acme Jobs',
      expires_at: null,
    });
    expect(['pending', 'running', 'done']).toContain(started.json().data.status);
    const id = started.json().data.id as string;
    await t.app.jobs.drain();

    const list = await call('owner@acme.test', 'GET', `/seekers/${amira.id}/exports`);
    expect(list.statusCode).toBe(200);
    const [done] = list.json().data;
    expect(done).toMatchObject({ id, status: 'done', actor_name: 'Olivia Acme' });
    expect(done.file_size).toBeGreaterThan(100);
    expect(done.summary).toMatchObject({ applications: 1, files: 1 });
    expect(new Date(done.expires_at).getTime() - new Date(done.completed_at).getTime()).toBeCloseTo(24 * 3600_000, -5);

    const file = await call('owner@acme.test', 'GET', `/privacy/exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).not.toContain('Haddad');

    const zip = await openZip(file.rawPayload);
    const doc = JSON.parse(zip.get('data.json')!.toString('utf8')) as Doc;
    expect(doc.format).toBe('talent-portal/privacy-export@1');
    expect(doc.profile).toMatchObject({ email: amira.email, first_name: 'Amira' });
    expect(doc.applications).toEqual([
      expect.objectContaining({
        job: expect.objectContaining({ title: 'Warehouse team leader' }),
        status: 'screening',
      }),
    ]);
    expect(doc.applications[0]!.history.length).toBeGreaterThan(0);
    expect(doc.profile.resume?.file).toBe('files/resume/Amira CV.pdf');
    expect(zip.get('files/resume/Amira CV.pdf')).toEqual(MINIMAL_PDF);
    expect(doc.audit.map((a) => a.action)).toContain('seeker.resume_uploaded');
    expect(doc.files.map((f) => f.path)).toEqual(['files/resume/Amira CV.pdf']);

    expect(await auditOf('seeker.export_requested', amira.id)).toHaveLength(1);
    const [ready] = await auditOf('seeker.export_ready', amira.id);
    expect(ready).toMatchObject({ actorUserId: null, data: expect.objectContaining({ request_id: id }) });
    const [downloaded] = await auditOf('seeker.export_downloaded', amira.id);
    expect(downloaded).toMatchObject({
      actorUserId: t.ids.user('owner@acme.test'),
      data: { request_id: id, by: 'staff' },
    });
    // The history row keeps counts, never the data.
    const row = await requestRow(id);
    expect(JSON.stringify(row)).not.toContain(amira.email);
  });

  it('is refused without the right, and another tenant’s candidate or export is not found', async () => {
    const lucas = await seekerOf('Lucas', 'Martin');
    expect((await call('manager@acme.test', 'POST', `/seekers/${lucas.id}/exports`)).statusCode).toBe(403);
    expect((await call('owner@globex.test', 'POST', `/seekers/${lucas.id}/exports`, globex)).statusCode).toBe(404);
    expect((await call('owner@globex.test', 'GET', `/seekers/${lucas.id}/exports`, globex)).statusCode).toBe(404);
    const id = await exported(lucas.id);
    expect((await call('owner@globex.test', 'GET', `/privacy/exports/${id}/file`, globex)).statusCode).toBe(404);
    // Same account, another site: not this site's export either.
    const health = { account: t.ids.acme, site: t.ids.acmeHealth };
    expect((await call('owner@acme.test', 'GET', `/privacy/exports/${id}/file`, health)).statusCode).toBe(404);
    expect((await call('owner@acme.test', 'GET', `/privacy/exports/not-a-uuid/file`)).statusCode).toBe(422);
    expect(await auditOf('seeker.export_downloaded', lucas.id)).toHaveLength(0);
  });

  it('answers 409 while being built and 410 once housekeeping deleted its file', async () => {
    const lucas = await seekerOf('Lucas', 'Martin');
    const id = await exported(lucas.id);
    const { fileKey } = await requestRow(id);
    expect(fileKey).toBe(exportKey(id));
    expect(await t.app.storage.exists(fileKey!)).toBe(true);

    await t.database.db.update(privacyRequests).set({ status: 'running' }).where(eq(privacyRequests.id, id));
    const building = await call('owner@acme.test', 'GET', `/privacy/exports/${id}/file`);
    expect(building.statusCode).toBe(409);
    expect(building.json().code).toBe('export_not_ready');
    await t.database.db.update(privacyRequests).set({ status: 'done' }).where(eq(privacyRequests.id, id));

    await t.database.db
      .update(privacyRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(privacyRequests.id, id));
    const late = await call('owner@acme.test', 'GET', `/privacy/exports/${id}/file`);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('export_expired');
    expect(await purgeExpiredExports(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.exists(fileKey!)).toBe(false);
    expect((await requestRow(id)).fileKey).toBeNull();
    const [shown] = (await call('owner@acme.test', 'GET', `/seekers/${lucas.id}/exports`)).json().data;
    expect(shown).toMatchObject({ id, status: 'done', expires_at: null });
  });

  it('fails for good, with words that name no one, when the candidate is gone before it is built', async () => {
    const [gone] = await t.database.db
      .insert(seekers)
      .values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        firstName: 'Gone',
        lastName: 'Soon',
        email: 'gone.soon@example.com',
      })
      .returning({ id: seekers.id });
    const scope = { accountId: t.ids.acme, siteId: t.ids.acmeJobs };
    // Written as requestExport does, without its kick: the candidate goes before the runner looks.
    const id = await insertExportRequest(t.database.db, scope, {
      seekerId: gone!.id,
      origin: 'staff',
      actorUserId: null,
    });
    await enqueueJob(t.database.db, EXPORT_JOB, { requestId: id, ...scope });
    await t.database.db.delete(seekers).where(eq(seekers.id, gone!.id));
    await t.app.jobs.drain();
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'failed', fileKey: null, error: 'the export could not be built' });
    expect(row.completedAt).not.toBeNull();
  });
});

describe('a build that fails', () => {
  it('goes back to pending with words that name no one, leaves no file, and succeeds when retried', async () => {
    const lucas = await seekerOf('Lucas', 'Martin');
    const scope = { accountId: t.ids.acme, siteId: t.ids.acmeJobs };
    // The row alone (no job of its own): the handler is run here, as the runner would.
    const id = await insertExportRequest(t.database.db, scope, {
      seekerId: lucas.id,
      origin: 'staff',
      actorUserId: null,
    });
    const payload = { requestId: id, ...scope };
    const full: Storage = {
      ...t.app.storage,
      put: async () => {
        throw new Error(`disk full while writing for ${lucas.email}`);
      },
    };
    const failing = exportJobHandler({ ctx: { ...t.app.ctx, storage: full } });
    await expect(failing.run(payload, { id: 1, attempts: 1 })).rejects.toThrow('disk full');
    await failing.onRetry!(payload, { error: 'disk full', nextRunAt: new Date() });
    const waiting = await requestRow(id);
    expect(waiting).toMatchObject({ status: 'pending', error: 'the export could not be built', fileKey: null });
    expect(await t.app.storage.exists(exportKey(id))).toBe(false);

    await exportJobHandler({ ctx: t.app.ctx }).run(payload, { id: 1, attempts: 2 });
    expect(await requestRow(id)).toMatchObject({ status: 'done', error: null, fileKey: exportKey(id) });
    expect(await t.app.storage.exists(exportKey(id))).toBe(true);
  });
});

describe('candidate export and the signed download link', () => {
  let link: string;
  let requestId: string;
  let sofia: { id: string; email: string };

  beforeAll(async () => {
    sofia = await seekerOf('Lucas', 'Martin');
    const scope = { accountId: t.ids.acme, siteId: t.ids.acmeJobs };
    const mails = await mailsDuring(t, async () => {
      requestId = (await requestExport(t.app.ctx, scope, sofia.id, { origin: 'candidate', actor: staffActor })).id;
      await t.app.jobs.drain();
    });
    const mine = mails.filter((m) => m.to.includes(sofia.email));
    expect(mine).toHaveLength(1);
    // Lucas reads French.
    expect(mine[0]!.subject).toBe('Vos données de Acme Jobs sont prêtes à télécharger');
    expect(mine[0]!.text).toContain('dans les 24 heures');
    link = /https?:\/\/\S+\/portal\/public\/privacy\/download\?token=\S+/.exec(mine[0]!.text)![0];
    expect(link).toMatch(/&lang=fr$/);
    // The privacy footer of every candidate e-mail: their signed manage link.
    expect(mine[0]!.text).toContain('/portal/public/privacy/manage?token=');
  });

  const open = (url: string) => t.call({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: {} });

  it('downloads the ZIP as an attachment, audited as the candidate’s', async () => {
    const res = await open(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const doc = JSON.parse((await openZip(res.rawPayload)).get('data.json')!.toString('utf8')) as Doc;
    expect(doc.profile.email).toBe(sofia.email);
    const rows = await auditOf('seeker.export_downloaded', sofia.id);
    expect(rows.at(-1)).toMatchObject({ actorUserId: null, data: { request_id: requestId, by: 'candidate' } });
    expect((await requestRow(requestId)).origin).toBe('candidate');
  });

  const token = () => new URL(link).searchParams.get('token')!;
  const page = async (query: string, status: number, lang = 'en') => {
    const res = await open(`/portal/public/privacy/download?${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain(`<html lang="${lang}"`);
    return res.body;
  };

  it('refuses a tampered link, another purpose and another tenant’s link alike (404 page)', async () => {
    const given = token();
    const [body, mac] = given.split('.');
    const flipped = `${body}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await page(`token=${flipped}`, 404)).toContain('Link not valid');
    expect(await page('token=garbage&lang=fr', 404, 'fr')).toContain('Lien non valide');
    expect(await page('', 404)).toContain('Link not valid');

    const key = t.config.secretsKey;
    const base = {
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      seekerId: sofia.id,
      ref: requestId,
      expiresAt: new Date(Date.now() + 3600_000),
    };
    // A manage link for the same request is not a download link.
    await page(`token=${signLink(key, { ...base, purpose: 'manage' })}`, 404);
    // Signed for Globex, naming Acme's request: the request is looked up in the link's tenant only.
    const foreign = signLink(key, {
      ...base,
      accountId: t.ids.globex,
      siteId: t.ids.globexCareers,
      purpose: 'download',
    });
    await page(`token=${foreign}`, 404);
    // Another candidate of the same site.
    const amira = await seekerOf('Amira', 'Haddad');
    await page(`token=${signLink(key, { ...base, seekerId: amira.id, purpose: 'download' })}`, 404);
    // Not a request id at all.
    await page(`token=${signLink(key, { ...base, ref: 'x', purpose: 'download' })}`, 404);
    // Under another secret.
    await page(`token=${signLink(Buffer.alloc(32, 7), { ...base, purpose: 'download' })}`, 404);
  });

  it('answers an expired link, or one whose file is gone, with a 410 page in the mail’s language', async () => {
    const key = t.config.secretsKey;
    const past = signLink(key, {
      purpose: 'download',
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      seekerId: sofia.id,
      ref: requestId,
      expiresAt: new Date(Date.now() - 1000),
    });
    const ar = await page(`token=${past}&lang=ar`, 410, 'ar');
    expect(ar).toContain('dir="rtl"');
    expect(ar).toContain('انتهت صلاحية الرابط');
    await t.database.db
      .update(privacyRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(privacyRequests.id, requestId));
    expect(await page(`token=${token()}&lang=fr`, 410, 'fr')).toContain('Lien expiré');
    // An unknown language falls back to English.
    expect(await page(`token=${token()}&lang=xx`, 410)).toContain('Link expired');
  });
});
