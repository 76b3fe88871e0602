import type { PlatformAccount } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/fault-env.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { purgeClosedAccounts } from './account-closing.service.js';
import { childrenFirst } from './account-data.repo.js';
import { EXPORT_FORMAT, SECRET_COLUMN } from './account-export.service.js';

let t: Harness;
let admin: string;
beforeAll(async () => {
  t = await setupApi();
  admin = await t.login('admin@portal.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.call({ method, url: `/portal/v1/platform/accounts${url}`, token, headers, ...(payload ? { payload } : {}) });
const close = (id: number, headers?: Record<string, string>) =>
  call(admin, 'POST', `/${id}/close`, { reason: 'The customer ended the contract' }, headers);
type ExportDoc = {
  format: string;
  account_id: number;
  account: Record<string, unknown>;
  people: Record<string, unknown>[];
  tables: Record<string, Record<string, unknown>[]>;
  left_out: string[];
};
const exportOf = async (id: number) => {
  const res = await call(admin, 'GET', `/${id}/export`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="account-${id}-export.json"`);
  return { body: res.body, doc: JSON.parse(res.body) as ExportDoc };
};
const db = () => t.database;
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

/** Every table with an account_id column, from information_schema: a table added later is covered. */
const accountTables = async () =>
  (
    await rows<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'account_id' order by table_name`,
    )
  ).map((r) => r.table_name);
/** Rows of the account per table (and its own `accounts` row). */
async function rowsPerTable(accountId: number) {
  const counts: Record<string, number> = {};
  for (const table of await accountTables()) {
    const [row] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${accountId}`,
    );
    counts[table] = row!.n;
  }
  const [own] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from accounts where id = ${accountId}`);
  counts.accounts = own!.n;
  return counts;
}

describe('closing an account (platform console)', () => {
  it('refuses, with a translated reason, without a fresh export, with listed jobs, with credits', async () => {
    const acme = t.ids.acme;
    const missing = await close(acme, { 'accept-language': 'fr' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'account_export_missing' });
    expect(missing.json().message).toContain('export');
    expect(missing.json().message).not.toBe((await close(acme)).json().message);

    await exportOf(acme);
    const [listed] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from jobs where account_id = ${acme} and status in ('live', 'unlisted')`,
    );
    expect(listed!.n).toBeGreaterThan(0);
    const jobs = await close(acme);
    expect(jobs.statusCode).toBe(409);
    expect(jobs.json()).toMatchObject({ code: 'account_has_live_jobs' });
    expect(jobs.json().message).toContain(String(listed!.n));

    // Their listings end; the employers still hold credits.
    await exec(sql`update jobs set status = 'expired' where account_id = ${acme} and status in ('live', 'unlisted')`);
    const [held] = await rows<{ n: number }>(
      db(),
      sql`select coalesce(sum(balance), 0)::int as n from credit_wallets where account_id = ${acme}`,
    );
    expect(held!.n).toBeGreaterThan(0);
    const credits = await close(acme, { 'accept-language': 'ar' });
    expect(credits.json()).toMatchObject({ code: 'account_has_credits' });
    expect(credits.json().message).toContain(String(held!.n));
    await exec(sql`update credit_wallets set balance = 0 where account_id = ${acme}`);

    // An export older than a day does not count.
    await exec(sql`update accounts set export_downloaded_at = now() - interval '25 hours' where id = ${acme}`);
    expect((await close(acme)).json().code).toBe('account_export_missing');
    expect((await call(admin, 'GET', `/${acme}`)).json().data.status).toBe('active');
  });

  it('exports every row of the account, table by table, without secrets or anything of another account', async () => {
    const acme = t.ids.acme;
    // An identity provider whose role is held by RESTRICT (the purge must delete in order, later).
    await exec(sql`insert into identity_providers
        (account_id, preset, display_name, issuer, client_id, client_secret_enc, jit_enabled, jit_role_id)
      values (${acme}, 'oidc', 'Acme SSO', 'https://idp.acme.test', 'portal', 'v1.probe-encrypted-secret', true,
        (select id from roles where account_id = ${acme} and key = 'owner'))`);
    // More audit rows than one page of the export: it reads on by key, neither skipping nor repeating.
    await exec(sql`insert into audit_log (account_id, action, subject_type, data)
      select ${acme}, 'job.created', 'job', jsonb_build_object('n', n) from generate_series(1, 1200) n`);
    const { body, doc } = await exportOf(acme);
    expect(doc.format).toBe(EXPORT_FORMAT);
    const ids = doc.tables.audit_log!.map((r) => r.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.account).toMatchObject({ id: acme, name: 'Acme Talent Group' });
    expect(doc.people.map((p) => p.email)).toContain('owner@acme.test');
    // Every table with an account_id is there, with all the account's rows and only them.
    const counts = await rowsPerTable(acme);
    for (const table of await accountTables()) {
      expect(doc.tables[table], table).toHaveLength(counts[table]!);
      for (const row of doc.tables[table]!) expect(row.account_id, table).toBe(acme);
    }
    for (const table of ['sites', 'jobs', 'applications', 'seekers', 'grants', 'roles', 'audit_log', 'credit_ledger'])
      expect(doc.tables[table]!.length, table).toBeGreaterThan(0);

    // No secret column, by name, anywhere; and the secrets themselves are nowhere in the file.
    const everyRow = [doc.account, ...doc.people, ...Object.values(doc.tables).flat()];
    for (const row of everyRow) expect(Object.keys(row).filter((c) => SECRET_COLUMN.test(c))).toEqual([]);
    expect(doc.left_out).toEqual(expect.arrayContaining(['users.password_hash', 'accounts.brand_token']));
    const [owner] = await rows<{ password_hash: string }>(
      db(),
      sql`select password_hash from users where email = 'owner@acme.test'`,
    );
    expect(body).not.toContain(owner!.password_hash);
    for (const mail of doc.tables.mail_outbox ?? []) expect(mail).not.toHaveProperty('text_body');

    // Its identity provider's client secret (encrypted) is left out.
    expect(doc.tables.identity_providers!.map((p) => p.display_name)).toEqual(['Acme SSO']);
    expect(doc.left_out).toContain('identity_providers.client_secret_enc');
    expect(body).not.toContain('probe-encrypted-secret');
    // Nothing of the other account.
    expect(body).not.toContain('owner@globex.test');
    // The download is recorded and audited.
    const account = (await call(admin, 'GET', `/${acme}`)).json().data as PlatformAccount;
    expect(Date.now() - Date.parse(account.export_downloaded_at!)).toBeLessThan(60_000);
  });

  it('closes: people cannot sign in or act; closing twice is refused; reopening gives everything back', async () => {
    const acme = t.ids.acme;
    const before = await t.login('owner@acme.test');
    const actAsOwner = (token: string) =>
      t.call({ method: 'GET', url: '/portal/v1/accounts/users', token, select: { account: acme } });

    expect((await call(admin, 'POST', `/${acme}/close`, { reason: '' })).statusCode).toBe(422);
    const closed = await close(acme);
    expect(closed.statusCode).toBe(200);
    const account = closed.json().data as PlatformAccount;
    expect(account).toMatchObject({ status: 'closing', status_reason: 'The customer ended the contract' });
    const grace = Date.parse(account.closes_at!) - Date.now();
    expect(Math.abs(grace - t.config.accountCloseGraceDays * 86_400_000)).toBeLessThan(60_000);
    expect((await close(acme)).json().code).toBe('account_already_closing');

    expect((await actAsOwner(before)).statusCode).not.toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'owner@acme.test', password: 'Portal!2345' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_closing');
    expect((await call(admin, 'GET', '?filter[status]=closing')).json().data.map((a: PlatformAccount) => a.id)).toEqual(
      [acme],
    );

    const reopened = await call(admin, 'POST', `/${acme}/reopen`, { reason: 'They signed again' });
    expect(reopened.json().data).toMatchObject({
      status: 'active',
      closes_at: null,
      status_reason: 'They signed again',
    });
    expect((await call(admin, 'POST', `/${acme}/reopen`, { reason: 'Again' })).json().code).toBe('account_not_closing');
    expect((await actAsOwner(await t.login('owner@acme.test'))).statusCode).toBe(200);
    const audit = await rows<{ action: string }>(
      db(),
      sql`select action from audit_log where account_id = ${acme} and action like 'platform.%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'platform.account_exported',
      'platform.account_exported',
      'platform.account_closed',
      'platform.account_reopened',
    ]);
  });

  it('is for platform staff only: an owner cannot export, close or reopen, even their own account', async () => {
    const owner = await t.login('owner@globex.test');
    const globex = t.ids.globex;
    expect((await call(owner, 'GET', `/${globex}/export`)).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/${globex}/close`, { reason: 'Bye for now' })).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/${globex}/reopen`, { reason: 'Back again' })).statusCode).toBe(403);
    const [row] = await rows<{ export_downloaded_at: unknown; status: string }>(
      db(),
      sql`select export_downloaded_at, status from accounts where id = ${globex}`,
    );
    expect(row).toEqual({ export_downloaded_at: null, status: 'active' });
  });

  it('purges after the grace period: no row of the account in any table; the other account untouched', async () => {
    const acme = t.ids.acme;
    const globex = t.ids.globex;
    await exportOf(acme);
    const closesAt = Date.parse((await close(acme)).json().data.closes_at);
    // A résumé of each account in storage: the purge deletes the closed account's, not the other's.
    const resumes = { acme: 'resumes/purge-acme.pdf', globex: 'resumes/purge-globex.pdf' };
    for (const [account, key] of [
      [acme, resumes.acme],
      [globex, resumes.globex],
    ] as const) {
      await t.app.ctx.storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
      await exec(
        sql`update seekers set resume_key = ${key} where id = (select id from seekers where account_id = ${account} order by id limit 1)`,
      );
    }
    const globexBefore = await rowsPerTable(globex);
    const acmeBefore = await rowsPerTable(acme);
    expect(acmeBefore.jobs).toBeGreaterThan(0);
    expect(acmeBefore.identity_providers).toBe(1);

    // Not yet: the grace period runs.
    expect((await purgeClosedAccounts(t.app.ctx, new Date(closesAt - 1000))).purged).toEqual([]);
    expect((await rowsPerTable(acme)).accounts).toBe(1);

    expect((await purgeClosedAccounts(t.app.ctx, new Date(closesAt + 1000))).purged).toEqual([acme]);
    const after = await rowsPerTable(acme);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['audit_log', 'jobs', 'grants', 'mail_outbox']));
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsPerTable(globex)).toEqual(globexBefore);
    expect((await call(admin, 'GET', `/${acme}`)).statusCode).toBe(404);
    expect(await t.app.ctx.storage.open(resumes.acme)).toBeNull();
    expect(await t.app.ctx.storage.open(resumes.globex)).not.toBeNull();

    // People stay (platform-wide), without the grants; they cannot sign in to an account that is gone.
    const [owner] = await rows<{ id: number; grants: number }>(
      db(),
      sql`select u.id, (select count(*)::int from grants g where g.user_id = u.id) as grants
        from users u where email = 'owner@acme.test'`,
    );
    expect(owner).toMatchObject({ grants: 0 });

    // The purge record stays for platform staff, with no account, saying what went.
    const [record] = await rows<{ account_id: number | null; data: Record<string, unknown> }>(
      db(),
      sql`select account_id, data from audit_log where action = 'platform.account_purged' and subject_id = ${String(acme)}`,
    );
    expect(record!.account_id).toBeNull();
    expect(record!.data).toMatchObject({
      name: 'Acme Talent Group',
      reason: 'The customer ended the contract',
      rows: { jobs: acmeBefore.jobs, audit_log: acmeBefore.audit_log },
    });
    const history = record!.data.platform_history as { action: string }[];
    expect(history.map((h) => h.action)).toContain('platform.account_closed');

    // Outside a purge, the audit log still refuses deletes.
    await expect(exec(sql`delete from audit_log where account_id = ${globex}`)).rejects.toThrow();
    // Running again finds nothing to do.
    expect((await purgeClosedAccounts(t.app.ctx, new Date(closesAt + 2000))).purged).toEqual([]);
  });

  it('orders tables children first and refuses a cycle rather than guess', () => {
    const tables = ['jobs', 'sites', 'applications'].map((name) => ({ name }));
    const edges = [
      { child: 'jobs', parent: 'sites' },
      { child: 'applications', parent: 'jobs' },
      { child: 'sessions', parent: 'sites' },
    ];
    expect(childrenFirst(tables, edges).map((t) => t.name)).toEqual(['applications', 'jobs', 'sites']);
    expect(() => childrenFirst(tables, [...edges, { child: 'sites', parent: 'applications' }])).toThrow(/cycle/);
  });
});
