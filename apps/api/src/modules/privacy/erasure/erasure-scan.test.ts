import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPLICATION_STATUSES, type ApplicationBoard } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPrivacySettings,
  auditLog,
  privacyRequests,
  seekerConsents,
  seekers,
} from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { releaseHeldMail } from '../../../test/mail.js';
import { type MarkedSeeker, type MarkedSeekerSetup, newMarkers, seedMarkedSeeker } from '../test/marked-seeker.js';
import { type Hit, markersFound, scanForMarkers } from '../test/personal-data-scan.js';

// Issue 23's first test: after erasure, a scan of every text and JSON column of every table, every
// stored file and every sent mail finds none of the candidate's markers; another candidate seeded
// the same way keeps all of theirs; the counts in reports do not move.
let t: Harness;
let acmeJobs: Selection;
let owner: string;
let hr: string;
let setup: MarkedSeekerSetup;

beforeAll(async () => {
  // A storage folder of this file's own, so the scan reads only what this file stored.
  t = await setupApi({ uploadsDir: mkdtempSync(join(tmpdir(), 'tp-erasure-uploads-')) });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
  hr = await t.login('hr@northwind.test');
  setup = { t, token: owner, select: acmeJobs, employerId: t.ids.employer('Northwind Traders') };
}, 180_000);
afterAll(() => t.close());

const scan = (c: MarkedSeeker) =>
  scanForMarkers(
    { db: t.database.db, uploadsDir: t.config.uploadsDir, outboxDir: t.config.mailOutboxDir },
    Object.values(c.markers),
  );
const lower = (c: MarkedSeeker) =>
  Object.values(c.markers)
    .map((m) => m.toLowerCase())
    .sort();
const places = (hits: Hit[]) => [...new Set(hits.map((h) => `${h.marker} ${h.where} ${h.key}`))].sort();

const staff = (method: 'GET' | 'POST', url: string, payload?: object, select = acmeJobs, token = owner) =>
  t.call({ method, url: `/portal/v1${url}`, token, select, ...(payload ? { payload } : {}) });

/**
 * What the reports show, read through their routes: the board's columns and closed lane (site and
 * job), the job's applications per status, and the employer's dashboard.
 */
async function reports(jobIds: string[]) {
  const ok = async (url: string, select = acmeJobs, token = owner) => {
    const res = await staff('GET', url, undefined, select, token);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json();
  };
  const board = (b: { data: ApplicationBoard }) => ({
    columns: b.data.columns.map((c) => [c.stage.key, c.total]),
    closed: b.data.closed.total,
  });
  const perJob: Record<string, unknown> = {};
  for (const job of jobIds) {
    const statuses: Record<string, number> = {};
    for (const status of APPLICATION_STATUSES)
      statuses[status] = (await ok(`/applications?filter[job]=${job}&filter[status]=${status}&per_page=1`)).meta.total;
    perJob[job] = { board: board(await ok(`/applications/board?filter[job]=${job}`)), statuses };
  }
  const northwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
  const { generated_at: _, ...employerDashboard } = (await ok('/employer/dashboard', northwind, hr)).data;
  return { site: board(await ok('/applications/board')), perJob, employerDashboard };
}

const erase = (id: string, reason = 'Asked by e-mail') =>
  t.call({
    method: 'POST',
    url: `/portal/v1/seekers/${id}/erasure`,
    token: owner,
    select: acmeJobs,
    payload: { reason },
  });

describe('erasure leaves no personal data behind', () => {
  it('anonymises: the scan finds every marker before and none after; the other candidate keeps all', async () => {
    // With a privacy notice: applying records the candidate's consent (version, time, client address).
    const text = { title: 'Privacy', body: 'How we use your data.' };
    const published = await staff('POST', '/privacy/notices', { texts: { en: text, fr: text, ar: text } });
    expect(published.statusCode, published.body).toBe(201);
    const marked = await seedMarkedSeeker(setup, newMarkers('erase'));
    const consentsOf = (id: string) =>
      t.database.db.select().from(seekerConsents).where(eq(seekerConsents.seekerId, id));
    expect((await consentsOf(marked.seekerId)).map((c) => c.ip !== null)).toEqual([true]);
    const other = await seedMarkedSeeker(setup, newMarkers('keep'));
    // Further down the pipeline (the status mail names them too), so the reports have something to keep.
    const moved = await staff('POST', '/applications/status', { ids: [marked.applicationId], status: 'interviewed' });
    expect(moved.statusCode, moved.body).toBe(200);
    await releaseHeldMail(t);
    await t.app.mail.drain();
    // A finished export of theirs, still downloadable: a copy of everything that is about to go.
    const exported = await staff('POST', `/seekers/${marked.seekerId}/exports`);
    expect(exported.statusCode, exported.body).toBe(202);
    await t.app.jobs.drain();
    const [ready] = await t.database.db
      .select({ fileKey: privacyRequests.fileKey })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.seekerId, marked.seekerId), eq(privacyRequests.kind, 'export')));
    const exportKey = ready!.fileKey!;
    expect(await t.app.storage.exists(exportKey)).toBe(true);
    const reportsBefore = await reports([marked.jobId, other.jobId]);
    const before = await scan(marked);
    expect(markersFound(before)).toEqual(lower(marked));
    const otherBefore = await scan(other);
    expect(markersFound(otherBefore)).toEqual(lower(other));

    const res = await erase(marked.seekerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mode).toBe('anonymise');

    expect(places(await scan(marked))).toEqual([]);
    expect(places(await scan(other))).toEqual(places(otherBefore));
    expect(await reports([marked.jobId, other.jobId])).toEqual(reportsBefore);
    // The consent stays as the record of what was agreed and when; the client address goes.
    expect(await consentsOf(marked.seekerId)).toMatchObject([{ ip: null, noticeVersion: 1 }]);
    expect((await consentsOf(other.seekerId)).map((c) => c.ip !== null)).toEqual([true]);
    const [row] = await t.database.db.select().from(seekers).where(eq(seekers.id, marked.seekerId));
    expect(row).toMatchObject({ firstName: '', lastName: 'Erased', email: `erased-${marked.seekerId}@erased.invalid` });

    const [erased] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.erased'), eq(auditLog.subjectId, marked.seekerId)));
    expect(erased).toMatchObject({ data: { reason: 'Asked by e-mail', origin: 'staff', mode: 'anonymise' } });
    expect(erased!.actorUserId).toBe(t.ids.user('owner@acme.test'));
    // The rows about them stay (what happened, by whom, when), without their data.
    const history = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, marked.seekerId));
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining([
        'seeker.emailed',
        'seeker.tagged',
        'seeker.resume_uploaded',
        'impersonation.seeker_viewed',
      ]),
    );
    expect(history.filter((h) => h.action !== 'seeker.erased').every((h) => h.data.erased === true)).toBe(true);
    const requests = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.seekerId, marked.seekerId))
      .orderBy(privacyRequests.createdAt);
    // The export stays in the history; its file is gone.
    expect(requests).toMatchObject([
      { kind: 'export', fileKey: null, expiresAt: null },
      { kind: 'erasure', status: 'done', origin: 'staff', mode: 'anonymise', reason: 'Asked by e-mail' },
    ]);
    expect(requests[1]!.summary).toMatchObject({ applications: 1, files: 2, exports: 1 });
    expect(await t.app.storage.exists(exportKey)).toBe(false);
  }, 240_000);

  it('hard delete: the same scan finds nothing, and the candidate row is gone', async () => {
    await t.database.db.insert(accountPrivacySettings).values({ accountId: t.ids.acme, hardDelete: true });
    try {
      const marked = await seedMarkedSeeker(setup, newMarkers('hard'));
      const reportsBefore = await reports([marked.jobId]);
      expect(markersFound(await scan(marked))).toEqual(lower(marked));
      const res = await erase(marked.seekerId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.mode).toBe('delete');
      expect(places(await scan(marked))).toEqual([]);
      expect(await t.database.db.select().from(seekers).where(eq(seekers.id, marked.seekerId))).toEqual([]);
      // Deleted rows leave the counts: the job's one application is gone from them.
      const after = await reports([marked.jobId]);
      expect(after).not.toEqual(reportsBefore);
      const [erased] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'seeker.erased'), eq(auditLog.subjectId, marked.seekerId)));
      expect(erased!.data).toMatchObject({ mode: 'delete', reason: 'Asked by e-mail' });
    } finally {
      await t.database.db.delete(accountPrivacySettings).where(eq(accountPrivacySettings.accountId, t.ids.acme));
    }
  }, 240_000);
});
