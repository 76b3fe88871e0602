import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteForms, users } from '../db/schema/index.js';
import { seekersCsv } from '../modules/seekers/seekers.csv.js';
import { type Harness, type Selection, setupApi } from '../test/harness.js';

// Issue 23, item 6: every CSV export leaves an audit row `csv.exported` naming the list, its filters
// and how many rows left, written by the service; a search is kept only as "a search was used".

let t: Harness;
let acmeJobs: Selection;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  for (const email of ['manager@acme.test', 'owner@acme.test']) {
    tokens[email] = await t.login(email);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userIds[email] = user!.id;
  }
});
afterAll(() => t.close());

/** Data lines of a CSV body (RFC 4180: a line break inside quotes is part of a cell). */
function dataLines(body: string): number {
  let lines = 0;
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '"') quoted = !quoted;
    else if (!quoted && body[i] === '\r' && body[i + 1] === '\n') lines++;
  }
  return lines - 1;
}

const lastExport = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'csv.exported'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const SEARCH = 'jane.searched-for@example.test';

async function exportOf(url: string, as = 'manager@acme.test', select: Selection = acmeJobs) {
  const requestId = `csv-audit-${Math.random().toString(36).slice(2)}`;
  const res = await t.call({
    method: 'GET',
    url: `/portal/v1${url}`,
    token: tokens[as],
    select,
    headers: { 'x-request-id': requestId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await lastExport();
  // The row is this request's, by this person, and holds nothing of the search text.
  expect(row).toMatchObject({ requestId, actorUserId: userIds[as], action: 'csv.exported' });
  expect(JSON.stringify(row!.data)).not.toContain('jane');
  return { row: row!, lines: dataLines(res.body) };
}

describe('CSV exports in the audit log', () => {
  it('candidates: the list, its filters and the rows, at the site', async () => {
    const { row, lines } = await exportOf(
      `/seekers/export.csv?q=${encodeURIComponent(SEARCH)}&filter[status]=enabled&filter[from]=2020-01-01`,
    );
    expect(row).toMatchObject({
      subjectType: 'seekers',
      subjectId: null,
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
    });
    expect(row.data).toEqual({
      list: 'seekers',
      filters: { q: true, status: 'enabled', from: '2020-01-01' },
      rows: lines,
    });

    const all = await exportOf('/seekers/export.csv?filter[tag]=priority');
    expect(all.row.data).toEqual({ list: 'seekers', filters: { tag: 'priority' }, rows: all.lines });
    expect(all.lines).toBeGreaterThan(0);
  });

  it('applications', async () => {
    const { row, lines } = await exportOf('/applications/export.csv?filter[state]=active');
    expect(lines).toBeGreaterThan(0);
    expect(row).toMatchObject({ subjectType: 'applications', accountId: t.ids.acme, siteId: t.ids.acmeJobs });
    expect(row.data).toEqual({ list: 'applications', filters: { state: 'active' }, rows: lines });

    const searched = await exportOf(`/applications/export.csv?q=${encodeURIComponent('Jane Searched')}`);
    expect(searched.row.data).toEqual({ list: 'applications', filters: { q: true }, rows: searched.lines });
  });

  it('employers', async () => {
    const { row, lines } = await exportOf('/employers/export.csv?filter[status]=active&q=North');
    expect(lines).toBeGreaterThan(0);
    expect(row).toMatchObject({ subjectType: 'employers', siteId: t.ids.acmeJobs });
    expect(row.data).toEqual({ list: 'employers', filters: { status: 'active', q: true }, rows: lines });
  });

  it('jobs', async () => {
    const { row, lines } = await exportOf('/jobs/export.csv?filter[status]=live');
    expect(lines).toBeGreaterThan(0);
    expect(row).toMatchObject({ subjectType: 'jobs', siteId: t.ids.acmeJobs });
    expect(row.data).toEqual({ list: 'jobs', filters: { status: 'live' }, rows: lines });
  });

  it('credit transactions, with the filters as asked (not as resolved)', async () => {
    const northwind = t.ids.employer('Northwind Traders');
    const { row, lines } = await exportOf(`/credit/ledgers/export.csv?employer_id=${northwind}&filter[kind]=purchase`);
    expect(row).toMatchObject({ subjectType: 'credit_ledger', siteId: t.ids.acmeJobs });
    expect(row.data).toEqual({
      list: 'credit_ledger',
      filters: { employer_id: northwind, kind: 'purchase' },
      rows: lines,
    });
  });

  it('the audit log itself, at the account', async () => {
    const { row, lines } = await exportOf('/audit-log/export.csv?filter[action]=csv.exported', 'owner@acme.test', {
      account: t.ids.acme,
    });
    // The earlier exports of this file, and not this one (it is written when the stream ends).
    expect(lines).toBeGreaterThanOrEqual(6);
    expect(row).toMatchObject({ subjectType: 'audit_log', accountId: t.ids.acme, siteId: null });
    expect(row.data).toEqual({ list: 'audit_log', filters: { action: 'csv.exported' }, rows: lines });
  });

  it('a form’s submissions, naming the form', async () => {
    const [form] = await t.database.db
      .select({ uuid: siteForms.uuid })
      .from(siteForms)
      .where(and(eq(siteForms.accountId, t.ids.acme), eq(siteForms.siteId, t.ids.acmeJobs)))
      .limit(1);
    const { row, lines } = await exportOf(
      `/site/forms/${form!.uuid}/submissions.csv?from=2000-01-01`,
      'owner@acme.test',
    );
    expect(row).toMatchObject({ subjectType: 'site_form_submissions', subjectId: form!.uuid, siteId: t.ids.acmeJobs });
    expect(row.data).toEqual({ list: 'site_form_submissions', filters: { from: '2000-01-01' }, rows: lines });
  });

  it('an export cut off after its first batch is still logged, with the rows read', async () => {
    const before = (await lastExport())!.id;
    const actor = {
      userId: userIds['manager@acme.test']!,
      impersonatorUserId: null,
      ip: '203.0.113.9',
      requestId: 'cut-off',
    };
    const lines = seekersCsv(t.database.db, actor, { accountId: t.ids.acme, siteId: t.ids.acmeJobs }, {});
    expect((await lines.next()).value).toMatch(/^"id","first_name"/);
    expect((await lines.next()).done).toBe(false);
    // The client went away: the stream returns the generator.
    await lines.return(undefined);
    const row = await lastExport();
    expect(row!.id).toBeGreaterThan(before);
    expect(row).toMatchObject({ requestId: 'cut-off', subjectType: 'seekers' });
    expect(row!.data).toMatchObject({ list: 'seekers', filters: {}, rows: expect.any(Number) });
    expect((row!.data as { rows: number }).rows).toBeGreaterThan(0);
  });
});
