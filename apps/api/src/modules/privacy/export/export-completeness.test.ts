import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { type MarkedSeeker, newMarkers, seedMarkedSeeker } from '../test/marked-seeker.js';
import { type Hit, markersFound, scanForMarkers } from '../test/personal-data-scan.js';
import { openZip } from './open-zip.js';

// Issue 23: "the export contains every row about the candidate that the same scan finds before
// erasure". Two candidates are seeded with unique markers in every field the portal keeps; the
// scan of every table, stored file and sent mail is taken before the export is made.
let t: Harness;
let acmeJobs: Selection;
let owner: string;
let mine: MarkedSeeker;
let other: MarkedSeeker;
let hits: Hit[];

beforeAll(async () => {
  // A storage folder of this file's own, so the scan reads only what this file stored.
  t = await setupApi({ uploadsDir: mkdtempSync(join(tmpdir(), 'tp-export-uploads-')) });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  owner = await t.login('owner@acme.test');
  const setup = { t, token: owner, select: acmeJobs, employerId: t.ids.employer('Northwind Traders') };
  mine = await seedMarkedSeeker(setup, newMarkers('ex'));
  other = await seedMarkedSeeker(setup, newMarkers('ot'));
  hits = await scanForMarkers(
    { db: t.database.db, uploadsDir: t.config.uploadsDir, outboxDir: t.config.mailOutboxDir },
    Object.values(mine.markers),
  );
}, 120_000);
afterAll(() => t.close());

type Doc = Record<string, unknown> & {
  applications: { screening: unknown | null }[];
  form_submissions: unknown[];
};

/** Where each table's rows about the candidate are in data.json. A table missing here fails the test. */
const SECTION_OF_TABLE: Record<string, (doc: Doc) => unknown[]> = {
  seekers: (doc) => [doc.profile],
  applications: (doc) => doc.applications,
  application_feedback: (doc) => doc.applications,
  site_form_submissions: (doc) => [...doc.form_submissions, ...doc.applications.filter((a) => a.screening)],
  unconfirmed_applications: (doc) => doc.pending_applications as unknown[],
  mail_outbox: (doc) => doc.emails as unknown[],
  audit_log: (doc) => doc.audit as unknown[],
  job_feedback: (doc) => doc.job_feedback as unknown[],
  job_flags: (doc) => doc.job_reports as unknown[],
  notifications: (doc) => doc.staff_notifications as unknown[],
  webhook_deliveries: (doc) => doc.webhook_deliveries as unknown[],
  seeker_consents: (doc) => doc.consents as unknown[],
};

// Rows that are one item each in their section (notifications are grouped: one per message, not per recipient).
const ONE_ITEM_PER_ROW = new Set([
  'applications',
  'site_form_submissions',
  'unconfirmed_applications',
  'mail_outbox',
  'audit_log',
  'job_feedback',
  'job_flags',
  'webhook_deliveries',
]);

describe('the export of a marked candidate', () => {
  let doc: Doc;
  let text: string;

  beforeAll(async () => {
    const started = await t.call({
      method: 'POST',
      url: `/portal/v1/seekers/${mine.seekerId}/exports`,
      token: owner,
      select: acmeJobs,
    });
    expect(started.statusCode).toBe(202);
    await t.app.jobs.drain();
    const file = await t.call({
      method: 'GET',
      url: `/portal/v1/privacy/exports/${started.json().data.id}/file`,
      token: owner,
      select: acmeJobs,
    });
    expect(file.statusCode).toBe(200);
    const zip = await openZip(file.rawPayload);
    doc = JSON.parse(zip.get('data.json')!.toString('utf8')) as Doc;
    // The export's whole text: data.json, and every file's name and bytes (Latin-1, as the scan reads them).
    text = [...zip.entries()]
      .map(([name, bytes]) => `${name}\n${name === 'data.json' ? bytes.toString('utf8') : bytes.toString('latin1')}`)
      .join('\n')
      .toLowerCase();
  }, 60_000);

  it('holds every marker the scan finds anywhere (tables, stored files, sent mail)', () => {
    const found = markersFound(hits);
    // The scan itself sees every field seeded (else this test would prove little).
    expect(found).toEqual(
      Object.values(mine.markers)
        .map((m) => m.toLowerCase())
        .sort(),
    );
    expect(
      found.filter((m) => !text.includes(m)),
      JSON.stringify(hits.filter((h) => !text.includes(h.marker))),
    ).toEqual([]);
  });

  it('has a place for every table the scan finds them in, with at least one item per row found', () => {
    const rows = new Map<string, Set<string>>();
    for (const h of hits) {
      if (h.where.startsWith('file:') || h.where.startsWith('mail:')) continue;
      const table = h.where.slice(0, h.where.indexOf('.'));
      rows.set(table, (rows.get(table) ?? new Set()).add(h.key));
    }
    expect(
      [...rows.keys()].filter((table) => !(table in SECTION_OF_TABLE)),
      'tables the export leaves out',
    ).toEqual([]);
    for (const [table, keys] of rows) {
      const items = SECTION_OF_TABLE[table]!(doc);
      expect(items.length, table).toBeGreaterThan(0);
      if (ONE_ITEM_PER_ROW.has(table)) expect(items.length, table).toBeGreaterThanOrEqual(keys.size);
    }
    // Every stored file found (the résumé, the form's upload) and every sent mail's copy is a file of the ZIP.
    const paths = (doc.files as { path: string }[]).map((f) => f.path);
    const stored = new Set(hits.filter((h) => h.where.startsWith('file:')).map((h) => h.key));
    expect(stored.size).toBeGreaterThanOrEqual(2);
    expect(paths.filter((p) => !p.startsWith('files/mails/'))).toHaveLength(stored.size);
    const mailed = [...new Set(hits.filter((h) => h.where.startsWith('mail:')).map((h) => h.key))];
    expect(mailed.length).toBeGreaterThan(0);
    expect(mailed.filter((name) => !paths.includes(`files/mails/${name}`))).toEqual([]);
  });

  it('holds none of the other candidate’s markers', () => {
    const theirs = Object.values(other.markers).map((m) => m.toLowerCase());
    expect(theirs.filter((m) => text.includes(m))).toEqual([]);
  });
});
