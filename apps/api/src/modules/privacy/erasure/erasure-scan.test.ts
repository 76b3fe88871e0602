import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPrivacySettings, auditLog, privacyRequests, seekers } from '../../../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import {
  type MarkedCandidate,
  type MarkedCandidateSetup,
  newMarkers,
  seedMarkedCandidate,
} from '../test/marked-candidate.js';
import { type Hit, markersFound, scanForMarkers } from '../test/personal-data-scan.js';

// Issue 23's first test: after erasure, a scan of every text and JSON column of every table, every
// stored file and every sent mail finds none of the candidate's markers; another candidate seeded
// the same way keeps all of theirs; the counts in reports do not move.
let t: Harness;
let acmeJobs: Selection;
let owner: string;
let setup: MarkedCandidateSetup;

beforeAll(async () => {
  // A storage folder of this file's own, so the scan reads only what this file stored.
  t = await setupApi({ uploadsDir: mkdtempSync(join(tmpdir(), 'tp-erasure-uploads-')) });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
  setup = { t, token: owner, select: acmeJobs, employerId: t.ids.employer('Northwind Traders') };
}, 60_000);
afterAll(() => t.close());

const scan = (c: MarkedCandidate) =>
  scanForMarkers(
    { db: t.database.db, uploadsDir: t.config.uploadsDir, outboxDir: t.config.mailOutboxDir },
    Object.values(c.markers),
  );
const lower = (c: MarkedCandidate) =>
  Object.values(c.markers)
    .map((m) => m.toLowerCase())
    .sort();
const places = (hits: Hit[]) => [...new Set(hits.map((h) => `${h.marker} ${h.where} ${h.key}`))].sort();

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
    const marked = await seedMarkedCandidate(setup, newMarkers('erase'));
    const other = await seedMarkedCandidate(setup, newMarkers('keep'));
    const before = await scan(marked);
    expect(markersFound(before)).toEqual(lower(marked));
    const otherBefore = await scan(other);
    expect(markersFound(otherBefore)).toEqual(lower(other));

    const res = await erase(marked.seekerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mode).toBe('anonymise');

    expect(places(await scan(marked))).toEqual([]);
    expect(places(await scan(other))).toEqual(places(otherBefore));
    const [row] = await t.database.db.select().from(seekers).where(eq(seekers.id, marked.seekerId));
    expect(row).toMatchObject({ firstName: '', lastName: 'Erased', email: `erased-${marked.seekerId}@erased.invalid` });

    const [erased] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seeker.erased'), eq(auditLog.subjectId, marked.seekerId)));
    expect(erased).toMatchObject({ data: { reason: 'Asked by e-mail', origin: 'staff', mode: 'anonymise' } });
    expect(erased!.actorUserId).not.toBeNull();
    const [request] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.seekerId, marked.seekerId));
    expect(request).toMatchObject({ kind: 'erasure', status: 'done', origin: 'staff', mode: 'anonymise' });
  }, 120_000);

  it('hard delete: the same scan finds nothing, and the candidate row is gone', async () => {
    await t.database.db.insert(accountPrivacySettings).values({ accountId: t.ids.acme, hardDelete: true });
    try {
      const marked = await seedMarkedCandidate(setup, newMarkers('hard'));
      expect(markersFound(await scan(marked))).toEqual(lower(marked));
      const res = await erase(marked.seekerId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.mode).toBe('delete');
      expect(places(await scan(marked))).toEqual([]);
      expect(await t.database.db.select().from(seekers).where(eq(seekers.id, marked.seekerId))).toEqual([]);
    } finally {
      await t.database.db.delete(accountPrivacySettings).where(eq(accountPrivacySettings.accountId, t.ids.acme));
    }
  }, 120_000);
});
