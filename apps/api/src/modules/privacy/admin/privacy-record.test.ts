import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.js';
import { type Harness, setupApi } from '../../../test/harness.js';

let t: Harness;
let owner = '';

beforeAll(async () => {
  t = await setupApi();
  owner = await t.login('owner@acme.test');
});
afterAll(() => t.close());

const record = (lang = 'en') =>
  t.call({
    method: 'GET',
    url: '/portal/v1/privacy/record.csv',
    token: owner,
    select: { account: t.ids.acme },
    headers: { 'accept-language': lang },
  });

/** RFC 4180 lines of always-quoted cells (the portal's CSV writer). */
const parse = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));

describe('record of processing (GDPR Art. 30)', () => {
  it('states one row per activity per site from the account’s real rule and sites, and is audited', async () => {
    const res = await record();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="record-of-processing.csv"');
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([
      'Site',
      'Processing activity',
      'Purpose',
      'Data subjects',
      'Categories of personal data',
      'Recipients',
      'Retention',
      'Legal basis',
      'Security measures',
      'Transfers outside the EEA',
      'Candidates',
      'Candidates with a recorded consent',
    ]);
    // Two sites of Acme, three activities each; no Globex site.
    expect(rows.map((r) => `${r[0]}: ${r[1]}`)).toEqual([
      'Acme Health Careers: Job applications',
      'Acme Health Careers: Candidate records',
      'Acme Health Careers: Messages to candidates',
      'Acme Jobs: Job applications',
      'Acme Jobs: Candidate records',
      'Acme Jobs: Messages to candidates',
    ]);
    expect(rows[0]![6]).toBe('No automatic rule: candidates are kept until they ask for erasure or staff erase them');
    expect(rows[3]![7]).toBe('Consent (Art. 6 (1) (a)); no privacy notice published');
    expect(rows[4]![7]).toBe('Legitimate interest (Art. 6 (1) (f))');
    expect(Number(rows[3]![10])).toBeGreaterThan(200);
    expect(rows[3]![5]).toMatch(/\(\d+ active employers\)$/);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.record_exported'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ accountId: t.ids.acme, actorUserId: t.ids.user('owner@acme.test') });
    expect(audit!.data).toEqual({ sites: 2, locale: 'en' });
  });

  it('follows the rule as saved, with a site’s own period, in French and Arabic', async () => {
    const put = (url: string, payload: object) =>
      t.call({
        method: 'PUT',
        url: `/portal/v1/privacy${url}`,
        token: owner,
        select: { account: t.ids.acme },
        payload,
      });
    await put('/settings', {
      retention_enabled: true,
      retention_months: 24,
      grace_days: 10,
      site_override_allowed: true,
      hard_delete: true,
    });
    await put(`/sites/${t.ids.acmeHealth}`, { retention_months: 12 });

    const en = parse((await record()).body);
    expect(en[1]![6]).toBe(
      'Candidates whose applications are all closed and who have been inactive for 12 months are told and deleted 10 days later unless they keep their data',
    );
    expect(en[4]![6]).toContain('inactive for 24 months');

    const fr = parse((await record('fr')).body);
    expect(fr[0]![0]).toBe('Site');
    expect(fr[0]![7]).toBe('Base légale');
    expect(fr[1]![6]).toContain('inactifs depuis 12 mois');
    const ar = parse((await record('ar')).body);
    expect(ar[0]![0]).toBe('الموقع');
    expect(ar[4]![6]).toContain('24');
  });

  it('needs privacy.read in the selected account', async () => {
    const manager = await t.login('manager@acme.test');
    const res = await t.call({
      method: 'GET',
      url: '/portal/v1/privacy/record.csv',
      token: manager,
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
    });
    expect(res.statusCode).toBe(403);
  });
});
