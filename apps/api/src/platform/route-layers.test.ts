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

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? routeFiles(join(dir, e.name))
      : e.name.endsWith('.routes.ts')
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

/**
 * Route files that still read a repo themselves (issue 32 moves them behind services, one by one);
 * every other route file calls services only.
 */
const REPO_EXCEPTIONS: Record<string, string> = {
  'applications/application-detail.routes.ts': 'application tabs and the job behind them',
  'jobs/jobs.routes.ts': 'job lists, options and activity',
};
const REPO_IMPORT = [/\.repo\.js'/];

const files = routeFiles(MODULES).sort();
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
