import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tenantTables } from './repo-scope-scan.js';

/**
 * Text scans of the API's source for the data-access convention (platform/tenancy/in-tenant.ts):
 * tenant filters go through `inTenant`, joins between distributed tables through `sameTenant`.
 */

const srcRoot = fileURLToPath(new URL('../', import.meta.url));

/** The API's source files that may query: not tests, seeds, test support, the schema or the helper itself. */
export function sourceFiles(): string[] {
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|\.test-[\w-]+\.ts$|\.fixture\.ts$|\.probe\.ts$/.test(f))
    .filter((f) => !/^(seed|test|db\/schema|faults|scaleout)\/|\/test\/|platform\/tenancy\/in-tenant\.ts$/.test(f))
    .map((f) => `${srcRoot}${f}`)
    .sort();
}

const rel = (path: string) => path.slice(srcRoot.length);
const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** `eq(x.accountId, …)` or `eq(…, x.accountId)`: a tenant filter written by hand instead of `inTenant`. */
export function handWrittenFilters(files: string[]): string[] {
  const found: string[] = [];
  const pattern = /\beq\(\s*[\w$.!?]+\.accountId\s*,|\beq\([^(),]+,\s*[\w$.!?]+\.accountId\s*\)/g;
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(pattern)) {
      // `accounts.id = x.account_id` joins the tenant's own row: a join to a reference table, not a filter.
      if (m[0].startsWith('eq(accounts.id,')) continue;
      found.push(`${rel(path)}:${lineOf(text, m.index)}: ${m[0]}`);
    }
  }
  return found;
}

/**
 * `x.account_id = ${accountId}` or `= ${scope.accountId}` in raw SQL: a tenant filter written by
 * hand instead of `inTenantRaw`. `= ${table.accountId}` (a Drizzle column: a correlated join) is no filter.
 */
export function handWrittenRawFilters(files: string[]): string[] {
  const found: string[] = [];
  const pattern = /\baccount_id\s*=\s*\$\{\s*(?:(\w+)\s*\.\s*)?accountId\s*\}/g;
  const tables = new Set(tenantTables.keys());
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const aliases = new Set([...text.matchAll(/const (\w+) = alias\(/g)].map((m) => m[1]!));
    for (const m of text.matchAll(pattern)) {
      if (m[1] && (tables.has(m[1]) || aliases.has(m[1]))) continue;
      found.push(`${rel(path)}:${lineOf(text, m.index)}: ${m[0]}`);
    }
  }
  return found;
}

/** The index of the parenthesis closing the one at `open` (strings and templates skipped). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The top-level arguments of a call's argument text. */
function argumentsOf(inner: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (inner.slice(start).trim()) args.push(inner.slice(start).trim());
  return args;
}

/**
 * Every Drizzle join (`.innerJoin(t, on)`, `.leftJoin(t, on)`) of a distributed table (`distributed`:
 * SQL names) whose condition names another distributed table but does not go through
 * `sameTenant(t, …)`: a join Citus cannot keep on one node.
 */
export function joinsWithoutTenant(files: string[], distributed: Set<string>): string[] {
  const found: string[] = [];
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    const aliases = new Map([...text.matchAll(/const (\w+) = alias\((\w+),/g)].map((m) => [m[1]!, m[2]!]));
    const sqlOf = (name: string) => tenantTables.get(aliases.get(name) ?? name);
    const isDistributed = (name: string) => {
      const table = sqlOf(name);
      return table !== undefined && distributed.has(table);
    };
    for (const m of text.matchAll(/\.(innerJoin|leftJoin|rightJoin|fullJoin)\(/g)) {
      const open = m.index + m[0].length - 1;
      const end = closing(text, open);
      const [joined, on] = argumentsOf(text.slice(open + 1, end));
      if (!joined || !on || !isDistributed(joined)) continue;
      const others = [...on.matchAll(/\b(\w+)\.\w+/g)]
        .map((r) => r[1]!)
        .filter((r) => r !== joined && isDistributed(r));
      if (!others.length) continue;
      const pairs = [...on.matchAll(/sameTenant\(\s*(\w+)\s*,\s*(\w+)/g)];
      if (pairs.some((p) => p[1] === joined || p[2] === joined)) continue;
      found.push(`${rel(path)}:${lineOf(text, m.index)}: ${joined} joined to ${others[0]} without sameTenant`);
    }
  }
  return found;
}
