import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
const tokens: Record<string, string> = {};
const acme = () => ({ account: t.ids.acme });

beforeAll(async () => {
  t = await setupApi();
  for (const email of ['owner@acme.test', 'manager@acme.test', 'owner@globex.test', 'admin@portal.test'])
    tokens[email] = await t.login(email);
});
afterAll(() => t.close());

const get = (email: string | null, url: string, select: { account?: number; site?: number } = acme()) =>
  t.call({ method: 'GET', url: `/portal/v1${url}`, ...(email ? { token: tokens[email] } : {}), select });

type Entry = { action: string; actor: { email: string } | null; impersonator: { email: string } | null };

describe('GET /portal/v1/audit-log', () => {
  it('shows account owners their account’s entries, newest first, with who did it', async () => {
    const res = await get('owner@acme.test', '/audit-log?per_page=100');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: (Entry & { created_at: string })[]; meta: { total: number } };
    expect(meta.total).toBeGreaterThan(100);
    const times = data.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.some((e) => e.actor?.email === 'manager@acme.test')).toBe(true);
  });

  it('filters by action or subject prefix, actor, impersonation and search', async () => {
    const jobs = (await get('owner@acme.test', '/audit-log?filter[action]=job&per_page=100')).json().data as Entry[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((e) => e.action.startsWith('job.'))).toBe(true);
    const published = (await get('owner@acme.test', '/audit-log?filter[action]=job.published')).json().data as Entry[];
    expect(published.every((e) => e.action === 'job.published')).toBe(true);

    const users = await t.database.db.execute(
      sql`select id, email from users where email in ('owner@acme.test', 'hr@northwind.test')`,
    );
    const id = Object.fromEntries(
      (users as unknown as { rows: { id: number; email: string }[] }).rows.map((r) => [r.email, r.id]),
    );
    await t.database.db.insert(auditLog).values({
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      actorUserId: id['hr@northwind.test'],
      impersonatorUserId: id['owner@acme.test'],
      action: 'job.updated',
      subjectType: 'job',
      subjectId: 'x-impersonated',
      ip: '203.0.113.9',
    });
    const impersonated = (await get('owner@acme.test', '/audit-log?filter[impersonated]=true')).json().data as Entry[];
    expect(impersonated).toHaveLength(1);
    expect(impersonated[0]).toMatchObject({
      actor: { email: 'hr@northwind.test' },
      impersonator: { email: 'owner@acme.test' },
    });
    const byOwner = (await get('owner@acme.test', `/audit-log?filter[actor]=${id['owner@acme.test']}`)).json()
      .data as Entry[];
    expect(byOwner.some((e) => e.impersonator?.email === 'owner@acme.test')).toBe(true);
    const found = (await get('owner@acme.test', '/audit-log?q=203.0.113')).json().data as Entry[];
    expect(found).toHaveLength(1);
  });

  it('keeps tenants apart and needs the audit-log permission', async () => {
    expect((await get('owner@globex.test', '/audit-log')).statusCode).toBe(403);
    const globex = (await get('owner@globex.test', '/audit-log?per_page=100', { account: t.ids.globex })).json()
      .data as Entry[];
    expect(globex.every((e) => e.actor?.email !== 'manager@acme.test')).toBe(true);
    expect(
      (await get('manager@acme.test', '/audit-log', { account: t.ids.acme, site: t.ids.acmeJobs })).statusCode,
    ).toBe(403);
    expect((await get(null, '/audit-log')).statusCode).toBe(401);
    expect((await get('admin@portal.test', '/audit-log')).statusCode).toBe(200);
  });

  it('exports the filtered log as CSV', async () => {
    const res = await get('owner@acme.test', '/audit-log/export.csv?filter[action]=job.published');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","action","subject_type","subject_id","site","actor","impersonator","ip","data"',
    );
    expect(lines.slice(1).every((l) => l.includes(',"job.published",'))).toBe(true);
  });

  it('cannot be changed or deleted: no route does it, and the table refuses', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.call({
        method,
        url: '/portal/v1/audit-log/1',
        token: tokens['owner@acme.test'],
        select: acme(),
      });
      expect(res.statusCode).toBe(404);
    }
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toMatchObject(refused);
  });
});
