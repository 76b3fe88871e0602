import {
  ACCOUNT_STATUSES,
  APPLICATION_EVENT_KINDS,
  APPLICATION_STATUSES,
  CONSENT_SOURCES,
  CONSULTANT_STATUSES,
  EMPLOYER_STATUSES,
  EMPLOYER_TYPES,
  ERASURE_MODES,
  ERASURE_SCHEDULE_REASONS,
  FLAG_REASONS,
  JOB_REVISION_STATUSES,
  JOB_STATUSES,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_ORIGINS,
  PRIVACY_REQUEST_STATUSES,
  PURCHASE_STATUSES,
  SEEKER_STATUSES,
  SITE_FORM_STATUSES,
  USER_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@talent/contract';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database.js';
import type { Queryable } from './client.js';
import * as schema from './schema/index.js';

/** Each column whose values are a contract enum, with the CHECK that holds the database to it. */
const ENUM_COLUMNS: { table: PgTable; column: string; check: string; values: readonly string[] }[] = [
  { table: schema.jobs, column: 'status', check: 'jobs_status_chk', values: JOB_STATUSES },
  {
    table: schema.jobRevisions,
    column: 'status',
    check: 'job_revisions_status_chk',
    values: JOB_REVISION_STATUSES,
  },
  { table: schema.employers, column: 'status', check: 'employers_status_chk', values: EMPLOYER_STATUSES },
  { table: schema.employers, column: 'type', check: 'employers_type_chk', values: EMPLOYER_TYPES },
  { table: schema.applications, column: 'status', check: 'applications_status_chk', values: APPLICATION_STATUSES },
  { table: schema.seekers, column: 'status', check: 'seekers_status_chk', values: SEEKER_STATUSES },
  { table: schema.creditPurchases, column: 'status', check: 'credit_purchases_status_chk', values: PURCHASE_STATUSES },
  { table: schema.consultants, column: 'status', check: 'consultants_status_chk', values: CONSULTANT_STATUSES },
  { table: schema.users, column: 'status', check: 'users_status_chk', values: USER_STATUSES },
  { table: schema.accounts, column: 'status', check: 'accounts_status_chk', values: ACCOUNT_STATUSES },
  { table: schema.siteForms, column: 'status', check: 'site_forms_status_chk', values: SITE_FORM_STATUSES },
  {
    table: schema.webhookDeliveries,
    column: 'status',
    check: 'webhook_deliveries_status_chk',
    values: WEBHOOK_DELIVERY_STATUSES,
  },
  {
    table: schema.applicationEvents,
    column: 'kind',
    check: 'application_events_kind_chk',
    values: APPLICATION_EVENT_KINDS,
  },
  { table: schema.jobFlags, column: 'reason', check: 'job_flags_reason_chk', values: FLAG_REASONS },
  { table: schema.privacyRequests, column: 'kind', check: 'privacy_requests_kind_chk', values: PRIVACY_REQUEST_KINDS },
  {
    table: schema.privacyRequests,
    column: 'origin',
    check: 'privacy_requests_origin_chk',
    values: PRIVACY_REQUEST_ORIGINS,
  },
  {
    table: schema.privacyRequests,
    column: 'status',
    check: 'privacy_requests_status_chk',
    values: PRIVACY_REQUEST_STATUSES,
  },
  { table: schema.privacyRequests, column: 'mode', check: 'privacy_requests_mode_chk', values: ERASURE_MODES },
  { table: schema.seekerConsents, column: 'source', check: 'seeker_consents_source_chk', values: CONSENT_SOURCES },
  {
    table: schema.seekerErasureSchedule,
    column: 'reason',
    check: 'seeker_erasure_schedule_reason_chk',
    values: ERASURE_SCHEDULE_REASONS,
  },
];

/** Status columns the API alone reads and writes (queues): no contract enum to follow. */
const INTERNAL_STATUS_CHECKS = ['background_jobs_status_chk', 'mail_outbox_status_chk'];

type CatalogueCheck = { table: string; name: string; column: string; values: string[] };

/**
 * The `column in (…)` CHECKs as the database holds them: PostgreSQL stores them as
 * `CHECK ((col = ANY (ARRAY['a'::text, …])))` (then ` NOT VALID` if added so), on PGlite and the server alike.
 */
async function catalogueChecks(q: Queryable): Promise<CatalogueCheck[]> {
  const result = (await q.execute(sql`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'c' and n.nspname = current_schema()`)) as unknown as {
    rows: { table: string; name: string; def: string }[];
  };
  const checks: CatalogueCheck[] = [];
  for (const row of result.rows) {
    const match = /^CHECK \(\(?\(?(\w+) = ANY \(ARRAY\[(.*)\]\)\)\)?\)?( NOT VALID)?$/.exec(row.def);
    if (!match?.[1] || !match[2]) continue;
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => (m[1] ?? '').replaceAll("''", "'"));
    checks.push({ table: row.table, name: row.name, column: match[1], values });
  }
  return checks;
}

const sorted = (values: readonly string[]) => [...values].sort();

/** What differs between the contract and the database, one line per drifted constraint. */
async function drift(q: Queryable): Promise<string[]> {
  const checks = await catalogueChecks(q);
  const problems: string[] = [];
  for (const expected of ENUM_COLUMNS) {
    const found = checks.find((c) => c.name === expected.check);
    const table = getTableName(expected.table);
    if (!found) problems.push(`${expected.check}: missing`);
    else if (found.table !== table || found.column !== expected.column)
      problems.push(`${expected.check}: on ${found.table}.${found.column}, not ${table}.${expected.column}`);
    else if (JSON.stringify(sorted(found.values)) !== JSON.stringify(sorted(expected.values)))
      problems.push(
        `${expected.check}: [${found.values.join(', ')}] but the contract has [${expected.values.join(', ')}]`,
      );
  }
  return problems;
}

describe('enums: the contract is the one definition', () => {
  // Migrating a fresh database is slow on a loaded machine: the hook's longer timeout covers it.
  beforeAll(async () => {
    await testDatabase();
  });

  it('types each enum column of the Drizzle schema with the contract’s values and declares its CHECK', () => {
    for (const { table, column, check, values } of ENUM_COLUMNS) {
      const config = getTableConfig(table);
      const col = config.columns.find((c) => c.name === column);
      expect(col?.enumValues, `${config.name}.${column}`).toEqual([...values]);
      expect(
        config.checks.map((c) => c.name),
        config.name,
      ).toContain(check);
    }
  });

  it('finds in the database’s CHECK constraints exactly the contract’s values', async () => {
    const { db } = await testDatabase();
    expect(await drift(db)).toEqual([]);
  });

  it('knows every status column’s CHECK (a new one names its contract enum above or is listed as internal)', async () => {
    const { db } = await testDatabase();
    const known = new Set([...ENUM_COLUMNS.map((e) => e.check), ...INTERNAL_STATUS_CHECKS]);
    const statusChecks = (await catalogueChecks(db)).filter((c) => c.column === 'status');
    expect(statusChecks.length).toBeGreaterThanOrEqual(ENUM_COLUMNS.filter((e) => e.column === 'status').length);
    expect(statusChecks.map((c) => c.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it('reports a constraint that lost or gained a value (checked inside a transaction that is rolled back)', async () => {
    const { db } = await testDatabase();
    const rollback = new Error('rollback');
    let seen: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql.raw('alter table jobs drop constraint jobs_status_chk'));
        await tx.execute(
          sql.raw(
            `alter table jobs add constraint jobs_status_chk check (status in ('draft','live','archived')) not valid`,
          ),
        );
        seen = await drift(tx);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(seen).toEqual([
      `jobs_status_chk: [draft, live, archived] but the contract has [${JOB_STATUSES.join(', ')}]`,
    ]);
    expect(await drift(db)).toEqual([]);
  });
});
