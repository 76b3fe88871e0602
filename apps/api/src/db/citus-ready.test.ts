import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database.js';
import { joinsWithoutTenant, sourceFiles } from '../test/tenant-filter-scan.js';
import type { Queryable } from './client.js';

/**
 * docs/deploy.md says a large platform can distribute the tenant tables by `account_id` on Citus.
 * Citus co-locates distributed tables only when every primary key, unique constraint/index and
 * foreign key between them includes the distribution column, which must never be null; a
 * distributed table may point at a reference table (copied to every node), never the other way.
 * This reads the migrated catalogue and fails on any table that breaks one of those rules.
 */

/** Small platform-wide tables, copied to every node; a tenant table may reference them. */
const REFERENCE_TABLES: Record<string, string> = {
  accounts: 'the tenants themselves: one row per account, read by every request',
  users: 'identities are platform-wide: one person may work for several accounts',
  roles: "platform roles (account_id null) sit beside an account's own; few rows",
  grants: "a user's roles at scopes in any account, read at sign-in for all of them; platform grants have no account",
  account_domains: 'host → account, read before the tenant is known; a host is proven by one account platform-wide',
  sites: 'few per account; found by host before the tenant is known (domain unique platform-wide); joined everywhere',
  identity_providers: 'few per account; an OIDC callback finds its provider by uuid before the tenant is known',
  user_identities: "links a platform-wide user to a provider's subject; read at sign-in",
  email_domain_proofs: 'a domain is proven by one account platform-wide (its unique index spans accounts); few rows',
  platform_privacy_limits: "one row: the platform's bounds on every account's retention period",
};

/**
 * Tables kept on the coordinator (Citus local tables): platform machinery that belongs to no tenant, or
 * ("not yet") tenant rows still to be distributed, each with why. Tenant tables must not reference them.
 */
const LOCAL_TABLES: Record<string, string> = {
  sessions: "a platform-wide user's sign-in, found by token hash on every request",
  password_resets: "a platform-wide user's reset token",
  auth_throttle: 'login-throttle counters keyed by address/e-mail, before anyone is known',
  passkeys: "a platform-wide user's credentials",
  passkey_challenges: 'sign-in ceremonies before anyone is known',
  user_two_factor: "a platform-wide user's second factor",
  two_factor_recovery_codes: "a platform-wide user's recovery codes",
  two_factor_tickets: 'half-finished sign-ins',
  oidc_logins: 'half-finished OIDC sign-ins, found by state before the tenant is known',
  oidc_exchange_codes: 'one-time codes of finished OIDC sign-ins, found by code alone',
  background_jobs: 'the job queue of every process, claimed platform-wide',
  payment_events: "provider events, deduplicated by the provider's event id before the purchase is known",
  audit_log: 'not yet: platform events have no account (account_id null); append-only, never joined',
  mail_outbox: 'not yet: platform mail (sign-in, resets) has no account; claimed platform-wide',
  notifications: 'not yet: notifications of platform staff have no account (account_id null)',
  signed_link_uses: "used single-use links, found by the link's nonce before the tenant is known",
  scheduled_runs: 'which process claimed a periodic task (the daily retention sweep) for a period',
};

type Row = Record<string, unknown>;

async function rows<T extends Row>(q: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The public tables, with whether they have an account_id column and whether it is NOT NULL. */
async function tables(q: Queryable) {
  return rows<{ name: string; account_id: boolean; not_null: boolean }>(
    q,
    sql`
    select c.relname as name, a.attname is not null as account_id, coalesce(a.attnotnull, false) as not_null
    from pg_class c
    left join pg_attribute a on a.attrelid = c.oid and a.attname = 'account_id' and not a.attisdropped
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    order by 1`,
  );
}

/** Primary keys and unique indexes (unique constraints have one), with their plain key columns. */
async function uniqueKeys(q: Queryable) {
  return rows<{ table: string; name: string; primary: boolean; columns: string[] }>(
    q,
    sql`
    select t.relname as table, i.relname as name, x.indisprimary as primary,
      coalesce(array(
        select a.attname::text from unnest(x.indkey::int2[]) k(attnum)
        join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      ), '{}') as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace and x.indisunique
    order by 1, 2`,
  );
}

/** Foreign keys, with their columns in order on both sides and their ON DELETE / ON UPDATE actions. */
async function foreignKeys(q: Queryable) {
  return rows<{
    table: string;
    name: string;
    target: string;
    columns: string[];
    targets: string[];
    delete_action: string;
    update_action: string;
  }>(
    q,
    sql`
    select s.relname as table, k.conname as name, t.relname as target,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, n)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.n) as columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(attnum, n)
        join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum order by u.n) as targets,
      k.confdeltype::text as delete_action, k.confupdtype::text as update_action
    from pg_constraint k
    join pg_class s on s.oid = k.conrelid
    join pg_class t on t.oid = k.confrelid
    where k.contype = 'f' and s.relnamespace = 'public'::regnamespace
    order by 1, 2`,
  );
}

/** Every way the migrated schema keeps the tenant tables from being distributed by account_id. */
async function citusProblems(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const all = await tables(q);
  const tenant = new Set(
    all.filter((t) => t.account_id && !(t.name in REFERENCE_TABLES) && !(t.name in LOCAL_TABLES)).map((t) => t.name),
  );
  const kindOf = (name: string) =>
    tenant.has(name) ? 'tenant' : name in REFERENCE_TABLES ? 'reference' : name in LOCAL_TABLES ? 'local' : 'unlisted';

  for (const t of all) {
    if (kindOf(t.name) === 'unlisted')
      problems.push(`${t.name}: no account_id and not listed as a reference or local table`);
    if (tenant.has(t.name) && !t.not_null)
      problems.push(`${t.name}: account_id may be null (Citus needs a value to place a row)`);
  }
  const keys = await uniqueKeys(q);
  for (const name of tenant) {
    if (!keys.some((k) => k.table === name && k.primary)) problems.push(`${name}: no primary key`);
  }
  for (const k of keys) {
    if (tenant.has(k.table) && !k.columns.includes('account_id'))
      problems.push(
        `${k.table}: ${k.primary ? 'primary key' : 'unique index'} ${k.name} (${k.columns.join(', ')}) lacks account_id`,
      );
  }
  for (const fk of await foreignKeys(q)) {
    const from = kindOf(fk.table);
    const to = kindOf(fk.target);
    const where = `${fk.table}: foreign key ${fk.name} → ${fk.target}`;
    // Citus refuses SET NULL / SET DEFAULT on delete (even PostgreSQL 15's column list, which it does not
    // read) and SET NULL / SET DEFAULT / CASCADE on update whenever the key holds the distribution column.
    if (from === 'tenant' && fk.columns.includes('account_id')) {
      if (fk.delete_action === 'n' || fk.delete_action === 'd') problems.push(`${where} sets columns on delete`);
      if (['n', 'd', 'c'].includes(fk.update_action)) problems.push(`${where} changes columns on update`);
    }
    if (from === 'tenant' && to === 'tenant') {
      const at = fk.columns.indexOf('account_id');
      if (at < 0 || fk.targets[at] !== 'account_id') problems.push(`${where} does not pair account_id with account_id`);
    } else if (to === 'tenant') {
      problems.push(`${where}: a ${from} table may not reference a distributed tenant table`);
    } else if (to === 'local' && from !== 'local') {
      problems.push(`${where}: a ${from} table may not reference a local table`);
    }
  }
  return problems;
}

describe('Citus readiness (distribution by account_id)', () => {
  it('every tenant table keys, uniques and references by account_id; other tables are listed', async () => {
    const { db } = await testDatabase();
    expect(await citusProblems(db)).toEqual([]);
  });

  it('finds each kind of problem (tables made and rolled back in a transaction)', async () => {
    const { db } = await testDatabase();
    let found: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`create table probe_tenant (id serial primary key, account_id integer, job_id uuid,
          employer_id integer, token text unique,
          foreign key (job_id, account_id) references jobs (id, account_id) on delete set null,
          foreign key (account_id, employer_id) references employers (id, account_id))`);
        await tx.execute(sql`create table probe_loose (id serial primary key, seeker_id uuid, account_id_x integer,
          foreign key (seeker_id, account_id_x) references seekers (id, account_id))`);
        found = await citusProblems(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(found.sort()).toEqual(
      [
        'probe_loose: no account_id and not listed as a reference or local table',
        'probe_loose: foreign key probe_loose_seeker_id_account_id_x_fkey → seekers: a unlisted table may not reference a distributed tenant table',
        'probe_tenant: account_id may be null (Citus needs a value to place a row)',
        'probe_tenant: primary key probe_tenant_pkey (id) lacks account_id',
        'probe_tenant: unique index probe_tenant_token_key (token) lacks account_id',
        'probe_tenant: foreign key probe_tenant_job_id_account_id_fkey → jobs sets columns on delete',
        'probe_tenant: foreign key probe_tenant_account_id_employer_id_fkey → employers does not pair account_id with account_id',
      ].sort(),
    );
  });

  it('every Drizzle join between distributed tables equates account_id on both sides (sameTenant)', async () => {
    const { db } = await testDatabase();
    const distributed = new Set(
      (await tables(db))
        .filter((t) => t.account_id && !(t.name in REFERENCE_TABLES) && !(t.name in LOCAL_TABLES))
        .map((t) => t.name),
    );
    expect(distributed).toContain('jobs');
    expect(joinsWithoutTenant(sourceFiles(), distributed)).toEqual([]);
    const fixture = fileURLToPath(new URL('../test/tenant-join.fixture.ts', import.meta.url));
    expect(joinsWithoutTenant([fixture], distributed).map((f) => f.split(': ')[1])).toEqual([
      'jobs joined to applications without sameTenant',
    ]);
  });

  it('lists only tables that exist', async () => {
    const { db } = await testDatabase();
    const names = new Set((await tables(db)).map((t) => t.name));
    for (const name of [...Object.keys(REFERENCE_TABLES), ...Object.keys(LOCAL_TABLES)])
      expect(names, name).toContain(name);
  });
});
