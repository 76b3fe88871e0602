import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicationStatus } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import {
  accountPrivacySettings,
  applications,
  jobs,
  platformPrivacyLimits,
  privacyNotices,
  seekerConsents,
  seekers,
  sitePrivacySettings,
} from '../../../db/schema/index.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { seedDemo } from '../../../seed/demo.js';
import { testDatabase, truncateAll } from '../../../test/database.js';
import { type DemoIds, loadDemoIds } from '../../../test/demo-ids.js';
import { withoutFormerSeekers } from '../../../test/former-seekers.js';
import { testConfig } from '../../../test/harness.js';
import { type Mail, parseMails } from '../../../test/mail.js';
import { addMonths } from './retention-rules.js';

/**
 * The retention tests' world: the demo seeded, apps on one database whose clock the test moves
 * (from noon today), and seekers made with the history a case needs (their times explicit, never
 * the database's now()).
 */
export type World = {
  database: Database;
  config: Config;
  ids: DemoIds;
  app: FastifyInstance;
  /** The clock every app of the world reads. */
  clock: { now: Date };
  start: Date;
  /** Another app (another process) on the same database and clock. */
  anotherApp(): Promise<FastifyInstance>;
  close(): Promise<void>;
};

export async function setupWorld(): Promise<World> {
  const database = await testDatabase();
  await truncateAll(database);
  const config = testConfig();
  await seedDemo(database.db, config.secretsKey);
  await withoutFormerSeekers(database.db);
  // Noon (UTC) today: a test that moves the clock by minutes stays within the day.
  const start = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
  const clock = { now: start };
  const build = () => buildApp(config, { database, logger: false, clock: () => clock.now });
  const app = await build();
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    database,
    config,
    ids: await loadDemoIds(database.db),
    app,
    clock,
    start,
    async anotherApp() {
      const other = await build();
      await other.ready();
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
    },
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function query<T>(w: World, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await w.database.db.execute(statement));
}

export type Rule = {
  months?: number;
  graceDays?: number;
  siteOverrideAllowed?: boolean;
  hardDelete?: boolean;
  enabled?: boolean;
};

export async function setRule(w: World, accountId: number, rule: Rule = {}) {
  const values = {
    accountId,
    retentionEnabled: rule.enabled ?? true,
    retentionMonths: rule.months ?? 24,
    graceDays: rule.graceDays ?? 14,
    siteOverrideAllowed: rule.siteOverrideAllowed ?? false,
    hardDelete: rule.hardDelete ?? false,
  };
  await w.database.db
    .insert(accountPrivacySettings)
    .values(values)
    .onConflictDoUpdate({ target: accountPrivacySettings.accountId, set: values });
}

export async function setLimits(w: World, minMonths: number, maxMonths: number) {
  await w.database.db
    .insert(platformPrivacyLimits)
    .values({ id: true, minMonths, maxMonths })
    .onConflictDoUpdate({ target: platformPrivacyLimits.id, set: { minMonths, maxMonths } });
}

export async function setSiteMonths(w: World, scope: SiteScope, retentionMonths: number) {
  await w.database.db.insert(sitePrivacySettings).values({ ...scope, retentionMonths });
}

export async function publishNotice(w: World, scope: SiteScope, version: number, requiresReconsent = false) {
  const text = { title: 'Privacy', body: 'How we keep your data.' };
  await w.database.db
    .insert(privacyNotices)
    .values({ ...scope, version, requiresReconsent, texts: { en: text, fr: text, ar: text } });
}

export type SeekerSpec = {
  first: string;
  locale?: string;
  /** Months before the clock's start; the profile is that old and its owner last active then. */
  monthsAgo: number;
  applications?: { status: ApplicationStatus; monthsAgo: number }[];
  consents?: { version: number; monthsAgo: number }[];
};

export type Seeker = { id: string; email: string; first: string };

async function jobOf(w: World, scope: SiteScope): Promise<{ id: string; employerId: number }> {
  const [employer] = await query<{ id: number }>(
    w,
    sql`select id from employers where account_id = ${scope.accountId} and site_id = ${scope.siteId} order by id limit 1`,
  );
  const [job] = await w.database.db
    .insert(jobs)
    .values({ ...scope, employerId: employer!.id, title: `Retention job ${randomUUID().slice(0, 6)}`, status: 'live' })
    .returning({ id: jobs.id });
  return { id: job!.id, employerId: employer!.id };
}

/** A seeker with the history `spec` gives: times relative to the clock's start. */
export async function addSeeker(w: World, scope: SiteScope, spec: SeekerSpec): Promise<Seeker> {
  const at = (months: number) => addMonths(w.start, -months);
  const email = `${spec.first.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  const [row] = await w.database.db
    .insert(seekers)
    .values({
      ...scope,
      firstName: spec.first,
      lastName: 'Retentionson',
      email,
      phone: '+33 6 12 34 56 78',
      locale: spec.locale ?? 'en',
      createdAt: at(spec.monthsAgo),
      lastActiveAt: at(spec.monthsAgo),
    })
    .returning({ id: seekers.id });
  const id = row!.id;
  for (const a of spec.applications ?? []) {
    const job = await jobOf(w, scope);
    await w.database.db.insert(applications).values({
      ...scope,
      seekerId: id,
      jobId: job.id,
      employerId: job.employerId,
      status: a.status,
      coverLetter: `Cover letter of ${spec.first}`,
      createdAt: at(a.monthsAgo),
      updatedAt: at(a.monthsAgo),
    });
  }
  for (const c of spec.consents ?? []) {
    await w.database.db
      .insert(seekerConsents)
      .values({ ...scope, seekerId: id, noticeVersion: c.version, source: 'application', givenAt: at(c.monthsAgo) });
  }
  return { id, email, first: spec.first };
}

export async function scheduleOf(w: World, seekerId: string) {
  const [row] = await query<{ reason: string; due_at: string | Date; marked_at: string | Date }>(
    w,
    sql`select reason, due_at, created_at as marked_at from seeker_erasure_schedule where seeker_id = ${seekerId}`,
  );
  return row ? { reason: row.reason, dueAt: new Date(row.due_at), markedAt: new Date(row.marked_at) } : null;
}

export async function auditOf(w: World, seekerId: string) {
  return query<{ action: string; actor_user_id: number | null; data: Record<string, unknown>; ip: string | null }>(
    w,
    sql`select action, actor_user_id, data, ip from audit_log where subject_type = 'seeker' and subject_id = ${seekerId} order by id`,
  );
}

/** Mail delivered by every app of the world so far, parsed, oldest first. */
export function delivered(w: World): Promise<Mail[]> {
  return parseMails(
    readdirSync(w.config.mailOutboxDir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(w.config.mailOutboxDir, f), 'utf8')),
  );
}

/** The keep link a notice carries, as path and query (the test injects it). */
export function keepLinkOf(mail: Mail): { url: string; token: string } {
  const match = /(https?:\/\/\S+\/portal\/public\/privacy\/keep\?token=(\S+))/.exec(mail.text);
  if (!match) throw new Error(`no keep link in: ${mail.text}`);
  const url = new URL(match[1]!);
  return { url: `${url.pathname}${url.search}`, token: decodeURIComponent(match[2]!) };
}

export const days = (n: number) => n * 24 * 60 * 60 * 1000;
