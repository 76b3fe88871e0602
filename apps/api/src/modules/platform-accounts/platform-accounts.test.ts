import type { PlatformAccount } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/fault-env.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { mailsDuring } from '../../test/mail.js';

let t: Harness;
let admin: string;
beforeAll(async () => {
  t = await setupApi();
  admin = await t.login('admin@portal.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.call({ method, url: `/portal/v1/platform/accounts${url}`, token, ...(payload ? { payload } : {}) });
const list = async (query = '') => (await call(admin, 'GET', query)).json().data as PlatformAccount[];
const auditOf = (accountId: number) =>
  rows<{ action: string; data: Record<string, unknown> }>(
    t.database,
    sql`select action, data from audit_log where account_id = ${accountId} and action like 'platform.%' order by id`,
  );

describe('the platform console: accounts', () => {
  it('lists every account with its status, hosts, sites and people; searches by name or host', async () => {
    const all = await list();
    expect(all.map((a) => a.name)).toEqual(['Acme Talent Group', 'Globex Recruitment']);
    const acme = all[0]!;
    expect(acme).toMatchObject({
      status: 'active',
      sites: 2,
      default_locale: 'en',
      hosts: ['careers.acmehealth.test', 'jobs.acme.test', 'localhost'],
    });
    expect(all[1]).toMatchObject({ sites: 1, hosts: ['127.0.0.1', 'careers.globex.test'] });
    expect(acme.people).toBeGreaterThan(3);
    expect(acme.last_activity_at).not.toBeNull();
    expect((await list('?q=globex')).map((a) => a.name)).toEqual(['Globex Recruitment']);
    expect((await list('?q=127.0.0')).map((a) => a.name)).toEqual(['Globex Recruitment']);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('is for platform staff only: an owner is refused, whatever account they name', async () => {
    const owner = await t.login('owner@acme.test');
    expect((await call(owner, 'GET', '')).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/${t.ids.acme}`)).statusCode).toBe(403);
    const create = await call(owner, 'POST', '', {
      name: 'Owner Made',
      default_locale: 'en',
      owner_email: 'x@owner-made.test',
      owner_name: 'X',
    });
    expect(create.statusCode).toBe(403);
  });

  it('creates an account with the standard roles and invites its owner, who accepts and holds it', async () => {
    let created!: PlatformAccount;
    const mails = await mailsDuring(t, async () => {
      const res = await call(admin, 'POST', '', {
        name: 'Fabrikam Careers',
        default_locale: 'fr',
        owner_email: 'Owner@Fabrikam.test',
        owner_name: 'Fatima Fabrikam',
      });
      expect(res.statusCode).toBe(201);
      created = res.json().data;
    });
    expect(created).toMatchObject({ name: 'Fabrikam Careers', status: 'active', sites: 0, people: 0, hosts: [] });
    const roles = await rows<{ key: string }>(
      t.database,
      sql`select key from roles where account_id = ${created.id} order by key`,
    );
    expect(roles.map((r) => r.key)).toEqual([
      'employer_admin',
      'employer_recruiter',
      'moderator',
      'owner',
      'site_manager',
    ]);
    // The invitation is in the account's language.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('owner@fabrikam.test');
    expect(mails[0]!.text).toContain('Fabrikam Careers');
    const token = /password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    const password = 'a-brand-new-passphrase';
    const reset = await t.call({
      method: 'POST',
      url: '/portal/auth/reset-password',
      payload: { token, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    const me = await t.call({
      method: 'GET',
      url: '/portal/auth/me',
      token: await t.login('owner@fabrikam.test', password),
    });
    expect(me.json().data.accounts.map((a: { name: string }) => a.name)).toEqual(['Fabrikam Careers']);
    expect((await list('?q=fabrikam'))[0]!.people).toBe(1);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['platform.account_created']);
  });

  it('refuses a name another account has (any case) and a bad body, naming the field', async () => {
    const taken = await call(admin, 'POST', '', {
      name: 'ACME talent group',
      default_locale: 'en',
      owner_email: 'someone@new.test',
      owner_name: 'Someone',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['Another account already has this name.'] });
    const bad = await call(admin, 'POST', '', { name: 'A', default_locale: 'de', owner_email: 'nope', owner_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['default_locale', 'name', 'owner_email', 'owner_name']);
    expect((await call(admin, 'GET', '/999999')).statusCode).toBe(404);
  });

  it('renames an account, audited with what changed; a taken name is refused', async () => {
    const [fabrikam] = await list('?q=fabrikam');
    const renamed = await call(admin, 'PUT', `/${fabrikam!.id}`, { name: 'Fabrikam Jobs', default_locale: 'fr' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Fabrikam Jobs', default_locale: 'fr' });
    const clash = await call(admin, 'PUT', `/${fabrikam!.id}`, { name: 'Globex Recruitment', default_locale: 'fr' });
    expect(clash.statusCode).toBe(422);
    expect((await auditOf(fabrikam!.id)).at(-1)).toEqual({
      action: 'platform.account_updated',
      data: { name: { from: 'Fabrikam Careers', to: 'Fabrikam Jobs' } },
    });
  });

  it('suspends an account: its people cannot sign in or act; reinstating gives both back; both ask why', async () => {
    const globex = t.ids.globex;
    const before = await t.login('owner@globex.test');
    const actAsOwner = (token: string) =>
      t.call({ method: 'GET', url: '/portal/v1/accounts/users', token, select: { account: globex } });
    expect((await actAsOwner(before)).statusCode).toBe(200);

    expect((await call(admin, 'POST', `/${globex}/suspend`, { reason: '' })).statusCode).toBe(422);
    const suspended = await call(admin, 'POST', `/${globex}/suspend`, { reason: 'Unpaid invoices since March' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', status_reason: 'Unpaid invoices since March' });
    expect((await call(admin, 'POST', `/${globex}/suspend`, { reason: 'Again' })).json().code).toBe(
      'account_already_suspended',
    );

    // A session opened before acts no more; a new sign-in is refused with the reason to give.
    expect((await actAsOwner(before)).statusCode).not.toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: 'owner@globex.test', password: 'Portal!2345' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_suspended');
    // Other accounts carry on.
    expect(
      (await t.call({ method: 'GET', url: '/portal/auth/me', token: await t.login('owner@acme.test') })).statusCode,
    ).toBe(200);
    expect((await list('?filter[status]=suspended')).map((a) => a.name)).toEqual(['Globex Recruitment']);

    const reinstated = await call(admin, 'POST', `/${globex}/reinstate`, { reason: 'Paid in full' });
    expect(reinstated.json().data).toMatchObject({ status: 'active', status_reason: 'Paid in full' });
    expect((await call(admin, 'POST', `/${globex}/reinstate`, { reason: 'Again' })).json().code).toBe(
      'account_not_suspended',
    );
    expect((await actAsOwner(await t.login('owner@globex.test'))).statusCode).toBe(200);
    expect((await auditOf(globex)).map((a) => [a.action, a.data.reason])).toEqual([
      ['platform.account_suspended', 'Unpaid invoices since March'],
      ['platform.account_reinstated', 'Paid in full'],
    ]);
  });
});
