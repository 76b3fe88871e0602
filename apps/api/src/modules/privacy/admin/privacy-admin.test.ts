import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyRequests, seekerErasureSchedule, seekers, suppressedEmails } from '../../../db/schema/index.js';
import { withoutFormerSeekers } from '../../../test/former-seekers.js';
import { type Harness, type Selection, setupApi } from '../../../test/harness.js';
import { lastAudit as lastAuditOf } from '../../../test/last-audit.js';

let t: Harness;
const tokens: Record<string, string> = {};
const OWNER = 'owner@acme.test';
const MANAGER = 'manager@acme.test';
const GLOBEX = 'owner@globex.test';
const ADMIN = 'admin@portal.test';

beforeAll(async () => {
  t = await setupApi();
  await withoutFormerSeekers(t.database.db);
  for (const email of [OWNER, MANAGER, GLOBEX, ADMIN]) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const call = (
  email: string,
  method: 'GET' | 'PUT',
  url: string,
  select: Selection,
  payload?: object,
  headers?: Record<string, string>,
) =>
  t.call({
    method,
    url: `/portal/v1/privacy${url}`,
    token: tokens[email],
    select,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });

const acme = () => ({ account: t.ids.acme });
const rule = {
  retention_enabled: true,
  retention_months: 18,
  grace_days: 14,
  site_override_allowed: false,
  hard_delete: false,
};
const lastAudit = (action: string) => lastAuditOf(t, action);

describe('the account’s retention rule', () => {
  it('answers the defaults, rule off, until the account saves one', async () => {
    const res = await call(OWNER, 'GET', '/settings', acme());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      retention_enabled: false,
      retention_months: 24,
      grace_days: 14,
      site_override_allowed: false,
      hard_delete: false,
      limits: { min_months: 6, max_months: 60 },
      updated_at: null,
    });
  });

  it('refuses a period outside the platform’s bounds on the field, naming them, in the reader’s language', async () => {
    const res = await call(OWNER, 'PUT', '/settings', acme(), { ...rule, retention_months: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ retention_months: ['Choose a period between 6 and 60 months.'] });
    const fr = await call(
      OWNER,
      'PUT',
      '/settings',
      acme(),
      { ...rule, retention_months: 61 },
      { 'accept-language': 'fr' },
    );
    expect(fr.json().errors).toEqual({ retention_months: ['Choisissez une durée comprise entre 6 et 60 mois.'] });
    const ar = await call(
      OWNER,
      'PUT',
      '/settings',
      acme(),
      { ...rule, retention_months: 61 },
      { 'accept-language': 'ar' },
    );
    expect(ar.json().errors.retention_months[0]).toContain('6');
    expect(ar.json().errors.retention_months[0]).toContain('شهرًا');
    expect((await call(OWNER, 'GET', '/settings', acme())).json().data.updated_at).toBeNull();
  });

  it('saves the rule and audits the fields that changed', async () => {
    const res = await call(OWNER, 'PUT', '/settings', acme(), rule);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(rule);
    expect(res.json().data.updated_at).not.toBeNull();
    const audit = await lastAudit('privacy.settings_updated');
    expect(audit).toMatchObject({ accountId: t.ids.acme, actorUserId: t.ids.user(OWNER) });
    expect(audit!.data).toEqual({
      changed: {
        retention_enabled: { from: false, to: true },
        retention_months: { from: 24, to: 18 },
      },
    });
    // Saving the same rule again changes nothing and writes no row.
    await call(OWNER, 'PUT', '/settings', acme(), rule);
    expect((await lastAudit('privacy.settings_updated'))!.id).toBe(audit!.id);
    // Another account keeps its own defaults.
    const globex = await call(GLOBEX, 'GET', '/settings', { account: t.ids.globex });
    expect(globex.json().data.retention_enabled).toBe(false);
  });

  it('needs privacy.read to read and privacy.update to save; another account is out of reach', async () => {
    const asManager = { account: t.ids.acme, site: t.ids.acmeJobs };
    expect((await call(MANAGER, 'GET', '/settings', asManager)).statusCode).toBe(403);
    expect((await call(MANAGER, 'PUT', '/settings', asManager, rule)).statusCode).toBe(403);
    expect((await call(GLOBEX, 'GET', '/settings', acme())).statusCode).toBe(403);
  });
});

describe('site periods', () => {
  it('lists every site with its own period or null', async () => {
    const res = await call(OWNER, 'GET', '/sites', acme());
    expect(res.json().data).toEqual([
      { site_id: t.ids.acmeHealth, site_name: 'Acme Health Careers', retention_months: null },
      { site_id: t.ids.acmeJobs, site_name: 'Acme Jobs', retention_months: null },
    ]);
  });

  it('refuses a site period until the account allows them, then checks the bounds and audits', async () => {
    const url = `/sites/${t.ids.acmeHealth}`;
    const refused = await call(OWNER, 'PUT', url, acme(), { retention_months: 12 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('site_retention_not_allowed');

    await call(OWNER, 'PUT', '/settings', acme(), { ...rule, site_override_allowed: true });
    const out = await call(OWNER, 'PUT', url, acme(), { retention_months: 100 });
    expect(out.statusCode).toBe(422);
    expect(out.json().errors).toEqual({ retention_months: ['Choose a period between 6 and 60 months.'] });

    const saved = await call(OWNER, 'PUT', url, acme(), { retention_months: 12 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      site_id: t.ids.acmeHealth,
      site_name: 'Acme Health Careers',
      retention_months: 12,
    });
    const audit = await lastAudit('privacy.site_rule_updated');
    expect(audit).toMatchObject({ accountId: t.ids.acme, siteId: t.ids.acmeHealth });
    expect(audit!.data).toEqual({ retention_months: { from: null, to: 12 } });

    const cleared = await call(OWNER, 'PUT', url, acme(), { retention_months: null });
    expect(cleared.json().data.retention_months).toBeNull();
  });

  it('answers 404 for another account’s site', async () => {
    const res = await call(OWNER, 'PUT', `/sites/${t.ids.globexCareers}`, acme(), { retention_months: 12 });
    expect(res.statusCode).toBe(404);
  });
});

describe('platform bounds', () => {
  it('are read and set by platform staff only, audited', async () => {
    expect((await call(OWNER, 'GET', '/limits', acme())).statusCode).toBe(403);
    expect((await call(OWNER, 'PUT', '/limits', acme(), { min_months: 1, max_months: 240 })).statusCode).toBe(403);
    const read = await call(ADMIN, 'GET', '/limits', {});
    expect(read.json().data).toEqual({ min_months: 6, max_months: 60 });

    const backwards = await call(ADMIN, 'PUT', '/limits', {}, { min_months: 30, max_months: 12 });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({
      max_months: ['The longest period cannot be shorter than the shortest.'],
    });

    const saved = await call(ADMIN, 'PUT', '/limits', acme(), { min_months: 12, max_months: 36 });
    expect(saved.json().data).toEqual({ min_months: 12, max_months: 36 });
    const audit = await lastAudit('privacy.limits_updated');
    expect(audit).toMatchObject({ accountId: null, actorUserId: t.ids.user(ADMIN) });
    expect(audit!.data).toEqual({ from: { min_months: 6, max_months: 60 }, to: { min_months: 12, max_months: 36 } });

    // The account's rule now keeps to the new bounds.
    const res = await call(OWNER, 'PUT', '/settings', acme(), { ...rule, retention_months: 6 });
    expect(res.json().errors).toEqual({ retention_months: ['Choose a period between 12 and 36 months.'] });
    expect((await call(OWNER, 'GET', '/settings', acme())).json().data.limits).toEqual({
      min_months: 12,
      max_months: 36,
    });
    await call(ADMIN, 'PUT', '/limits', {}, { min_months: 6, max_months: 60 });
  });
});

describe('pending erasures, history and summary', () => {
  let marked: { id: string; name: string; email: string; siteId: number }[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const rows = await db
      .select({ id: seekers.id, first: seekers.firstName, last: seekers.lastName, email: seekers.email })
      .from(seekers)
      .where(and(eq(seekers.accountId, t.ids.acme), eq(seekers.siteId, t.ids.acmeJobs)))
      .limit(3);
    marked = rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`, email: r.email, siteId: t.ids.acmeJobs }));
    const day = 86_400_000;
    // Due in 9, 2 and 5 days: the list orders them by due date.
    await db.insert(seekerErasureSchedule).values(
      marked.map((m, i) => ({
        seekerId: m.id,
        accountId: t.ids.acme,
        siteId: m.siteId,
        reason: i === 1 ? ('no_consent' as const) : ('retention' as const),
        dueAt: new Date(Date.now() + [9, 2, 5][i]! * day),
        noticeSentAt: i === 0 ? null : new Date(),
      })),
    );
    const [erased, exported] = marked;
    await db.insert(privacyRequests).values([
      {
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        seekerId: erased!.id,
        kind: 'erasure',
        origin: 'staff',
        status: 'done',
        mode: 'anonymise',
        reason: 'Asked by phone',
        actorUserId: t.ids.user(OWNER),
        summary: { applications: 2 },
        createdAt: new Date(Date.now() - 2 * day),
        completedAt: new Date(Date.now() - 2 * day),
      },
      {
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        seekerId: exported!.id,
        kind: 'export',
        origin: 'candidate',
        status: 'done',
        createdAt: new Date(Date.now() - day),
      },
      {
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        seekerId: exported!.id,
        kind: 'export',
        origin: 'staff',
        status: 'done',
        createdAt: new Date(Date.now() - 40 * day),
      },
    ]);
    await db.insert(suppressedEmails).values([
      { emailHash: 'a'.repeat(64), accountId: t.ids.acme },
      { emailHash: 'b'.repeat(64), accountId: t.ids.acme },
      { emailHash: 'c'.repeat(64), accountId: t.ids.globex },
    ]);
  });

  it('lists candidates pending erasure by due date, with name, e-mail, site and reason', async () => {
    const res = await call(OWNER, 'GET', '/pending?per_page=2', acme());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(body.data.map((r: { seeker_id: string }) => r.seeker_id)).toEqual([marked[1]!.id, marked[2]!.id]);
    expect(body.data[0]).toMatchObject({
      name: marked[1]!.name,
      email: marked[1]!.email,
      site_id: t.ids.acmeJobs,
      site_name: 'Acme Jobs',
      reason: 'no_consent',
    });
    const second = await call(OWNER, 'GET', '/pending?per_page=2&page=2', acme());
    expect(second.json().data).toHaveLength(1);
    expect(second.json().data[0]).toMatchObject({ seeker_id: marked[0]!.id, notice_sent_at: null });
    const elsewhere = await call(OWNER, 'GET', `/pending?site_id=${t.ids.acmeHealth}`, acme());
    expect(elsewhere.json().data).toEqual([]);
    expect((await call(GLOBEX, 'GET', '/pending', { account: t.ids.globex })).json().meta.total).toBe(0);
  });

  it('lists erasures and exports newest first, filtered by kind and origin; an erased name is gone', async () => {
    const res = await call(OWNER, 'GET', '/requests', acme());
    const rows = res.json().data as {
      kind: string;
      origin: string;
      seeker_name: string | null;
      actor_name: string | null;
    }[];
    expect(rows.map((r) => [r.kind, r.origin])).toEqual([
      ['export', 'candidate'],
      ['erasure', 'staff'],
      ['export', 'staff'],
    ]);
    expect(rows[1]).toMatchObject({ seeker_name: null, actor_name: 'Olivia Acme', reason: 'Asked by phone' });
    expect(rows[0]!.seeker_name).toBe(marked[1]!.name);
    const erasures = await call(OWNER, 'GET', '/requests?kind=erasure', acme());
    expect(erasures.json().data).toHaveLength(1);
    const byCandidate = await call(OWNER, 'GET', '/requests?origin=candidate', acme());
    expect(byCandidate.json().meta.total).toBe(1);
    expect((await call(OWNER, 'GET', '/requests?kind=other', acme())).statusCode).toBe(422);
    expect((await call(GLOBEX, 'GET', '/requests', { account: t.ids.globex })).json().data).toEqual([]);
  });

  it('sums up what waits and what was done in 30 days, and the account’s suppression list', async () => {
    const res = await call(OWNER, 'GET', '/summary', acme());
    expect(res.json().data).toEqual({
      pending: 3,
      erased_30d: 1,
      exported_30d: 1,
      suppressed: 2,
      retention: { enabled: true, months: 18, grace_days: 14 },
    });
  });

  it('shows the site’s privacy counts on the dashboard to those who may read them', async () => {
    const owner = await t.call({
      method: 'GET',
      url: '/portal/v1/site/dashboard',
      token: tokens[OWNER],
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
    });
    expect(owner.json().data.privacy).toEqual({ pending_erasure: 3, erased_30d: 1, exported_30d: 1 });
    const manager = await t.call({
      method: 'GET',
      url: '/portal/v1/site/dashboard',
      token: tokens[MANAGER],
      select: { account: t.ids.acme, site: t.ids.acmeJobs },
    });
    expect(manager.statusCode).toBe(200);
    expect(manager.json().data.privacy).toBeUndefined();
  });
});
