import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22, item 1: routes speak HTTP. A route file opens no transaction, writes no audit row and
 * builds no SQL (services and repos do), and checks no permission in a handler body: who may call
 * a route is its declared `config.access`, which the authorisation matrix sees. Each exception is
 * listed with the reason it stays; a new one fails here until it is moved or reviewed.
 */
const MODULES = fileURLToPath(new URL('../modules/', import.meta.url));

const filesEndingWith = (suffix: string, dir = MODULES): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesEndingWith(suffix, join(dir, e.name))
      : e.name.endsWith(suffix)
        ? [relative(MODULES, join(dir, e.name))]
        : [],
  );

const DATABASE_WORK = [/\.transaction\(/, /recordAudit\(/, /from 'drizzle-orm'/, /db\/schema/];
const PERMISSION_CHECKS = [/checkAccess\(/, /passesRules\(/, /holdsAt\(/, /coversAll\(/, /\.can\(/];

/** Route files that still do database work themselves, and why. */
const DATABASE_EXCEPTIONS: Record<string, string> = {
  // The readiness probe is the query (`select 1`): there is nothing to layer.
  'health/health.routes.ts': 'a probe',
};

/** Route files whose handlers still look at a right, and why a declared rule cannot say it. */
const PERMISSION_EXCEPTIONS: Record<string, string> = {
  // The purpose is a field of the multipart body: the route declares every upload right, the
  // handler picks the purpose's own.
  'uploads/uploads.routes.ts': 'rights picked by a body field',
  // Which sections of the dashboard are filled, not whether it answers.
  'dashboard/dashboard.routes.ts': 'sections shown',
  // Whether the caller decides as the site's staff (SECURITY 23): what a change means, not who may call.
  'jobs/jobs.routes.ts': 'staff decisions',
  'applications/applications.routes.ts': 'staff decisions',
};

/** Route files that still read a repo themselves, and why (issue 32 moved the last ones behind services). */
const REPO_EXCEPTIONS: Record<string, string> = {};
// A type from a repo (a scope's shape) is no read; `import type` is allowed.
const REPO_IMPORT = [/^import (?!type )[^;]*\.repo\.js';/m];

const files = filesEndingWith('.routes.ts').sort();
const text = (file: string) => readFileSync(join(MODULES, file), 'utf8');
const offenders = (patterns: RegExp[], exceptions: Record<string, string>) =>
  files.filter((f) => !(f in exceptions) && patterns.some((p) => p.test(text(f))));

describe('routes speak HTTP only', () => {
  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of [
      ...Object.keys(DATABASE_EXCEPTIONS),
      ...Object.keys(PERMISSION_EXCEPTIONS),
      ...Object.keys(REPO_EXCEPTIONS),
    ])
      expect(files, file).toContain(file);
    // A read from a repo is caught, a type from one is not.
    expect(REPO_IMPORT[0]!.test("import {\n  type JobScope,\n  listJobs,\n} from './jobs.repo.js';")).toBe(true);
    expect(REPO_IMPORT[0]!.test("import type { JobScope } from './jobs.repo.js';")).toBe(false);
  });

  it('open no transaction, write no audit row and build no SQL', () => {
    expect(offenders(DATABASE_WORK, DATABASE_EXCEPTIONS)).toEqual([]);
  });

  it('check no permission in a handler: route access is declared', () => {
    expect(offenders(PERMISSION_CHECKS, PERMISSION_EXCEPTIONS)).toEqual([]);
  });

  it('call services, never a repo', () => {
    expect(offenders(REPO_IMPORT, REPO_EXCEPTIONS)).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const stale = (patterns: RegExp[], exceptions: Record<string, string>) =>
      Object.keys(exceptions).filter((f) => !patterns.some((p) => p.test(text(f))));
    expect(stale(DATABASE_WORK, DATABASE_EXCEPTIONS)).toEqual([]);
    expect(stale(PERMISSION_CHECKS, PERMISSION_EXCEPTIONS)).toEqual([]);
    expect(stale(REPO_IMPORT, REPO_EXCEPTIONS)).toEqual([]);
  });
});

/**
 * Issue 32, item 2: services hold rules and transactions, repos hold the SQL (and the tenant scope,
 * 0005). A service imports no query builder or table from Drizzle or the schema (types aside),
 * writes no `sql` fragment and runs no query on a connection itself; a timestamp it sets is the
 * database's clock from `db/now.ts`. Each exception is listed with the reason it stays.
 */
const SERVICE_EXCEPTIONS: Record<string, string> = {};

/** Whether an import statement brings a value (not only types) into the file. */
const importsValue = (statement: string) => {
  if (/^import\s+type\b/.test(statement)) return false;
  const named = /\{([^}]*)\}/.exec(statement);
  if (!named) return true;
  const rest = statement.replace(named[0], '');
  return (
    /^import\s+\w+\s*,/.test(rest) ||
    named[1]!
      .split(',')
      .map((n) => n.trim())
      .some((n) => n !== '' && !n.startsWith('type '))
  );
};

/** The import statements of a file whose source matches `from`. */
const importsFrom = (source: string, from: RegExp) =>
  [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)].filter((m) => from.test(m[1]!)).map((m) => m[0]);

const QUERY_SOURCES = /^drizzle-orm(\/|$)|\/db\/schema(\/|$)/;
const QUERY_WORK = [/\bsql`/, /\b(q|tx|db|trx)\s*\.(select|selectDistinct|insert|update|delete|execute|query)\b/];

/** Why a service's text would be SQL, or nothing. */
const sqlIn = (source: string): string[] => [
  ...importsFrom(source, QUERY_SOURCES).filter(importsValue),
  ...QUERY_WORK.filter((p) => p.test(source)).map(String),
];

const serviceFiles = filesEndingWith('.service.ts').sort();

describe('services leave SQL to repos', () => {
  it('finds the service files, and the check sees a query', () => {
    expect(serviceFiles.length).toBeGreaterThan(40);
    for (const file of Object.keys(SERVICE_EXCEPTIONS)) expect(serviceFiles, file).toContain(file);
    // What the check must catch and let through, on lines shaped like the code's own.
    expect(sqlIn("import { eq } from 'drizzle-orm';")).not.toEqual([]);
    expect(sqlIn("import { and, type SQL } from 'drizzle-orm';")).not.toEqual([]);
    expect(sqlIn("import {\n  employers,\n  type Job,\n} from '../../db/schema/index.js';")).not.toEqual([]);
    expect(sqlIn('const [row] = await tx\n    .select({ name: users.name })')).not.toEqual([]);
    expect(sqlIn('patch: { at: sql`now()` }')).not.toEqual([]);
    expect(sqlIn("import type { SQL } from 'drizzle-orm';")).toEqual([]);
    expect(sqlIn("import { type HeldScreening } from '../../db/schema/index.js';")).toEqual([]);
    expect(sqlIn("import { dbNow } from '../../db/now.js';\nawait storage.delete(key);")).toEqual([]);
  });

  it('import no query builder or table, and write no SQL', () => {
    const found = serviceFiles
      .filter((f) => !(f in SERVICE_EXCEPTIONS))
      .map((f) => ({ file: f, sql: sqlIn(text(f)) }))
      .filter((f) => f.sql.length > 0);
    expect(found).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    expect(Object.keys(SERVICE_EXCEPTIONS).filter((f) => sqlIn(text(f)).length === 0)).toEqual([]);
  });
});
