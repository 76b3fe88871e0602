import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Selection, setupApi } from '../test/harness.js';
import { AUTHZ_MATRIX, type DemoRole } from './authz-matrix.table.js';

/**
 * The authorisation matrix (issue 9): every operation of the API × every demo role in its own
 * tenant, plus another tenant, no token and a revoked token. What each role may do is the
 * reviewed table in authz-matrix.table.ts; a new operation without a line there fails here.
 *
 * Requests use ids that do not exist and empty bodies, so an allowed call ends in 404 or 422 and
 * changes nothing; what is checked is only whether authorisation let it through (not 401/403).
 * `AUTHZ_MATRIX_WRITE=1` rewrites the table from what the API does, for review in the diff.
 */

const ROLES: Record<DemoRole, string> = {
  admin: 'admin@portal.test',
  owner: 'owner@acme.test',
  manager: 'manager@acme.test',
  moderator: 'moderator@acme.test',
  hr: 'hr@northwind.test',
  recruiter: 'recruiter@northwind.test',
  nobody: 'nobody@portal.test',
};
const ROLE_NAMES = Object.keys(ROLES) as DemoRole[];
// Ending the caller's own session is tried last, on tokens of its own.
const ENDS_SESSION = new Set(['DELETE /portal/auth/logout']);
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const MISSING_ID = '2147483646';

let t: Harness;
const tokens = {} as Record<DemoRole, string>;
let selections: Record<DemoRole, Selection>;
let operations: { key: string; method: string; url: string }[];

beforeAll(async () => {
  t = await setupApi();
  for (const role of ROLE_NAMES) tokens[role] = await t.login(ROLES[role]);
  const acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  const northwind = { ...acmeJobs, employer: t.ids.employer('Northwind Traders') };
  selections = {
    admin: acmeJobs,
    owner: acmeJobs,
    manager: acmeJobs,
    moderator: acmeJobs,
    hr: northwind,
    recruiter: northwind,
    nobody: {},
  };
  operations = t.app.routeTable
    .filter((r) => r.access && r.access !== 'public' && r.url.startsWith('/portal/'))
    .map((r) => ({ key: `${r.method} ${r.url}`, method: r.method, url: r.url }))
    .sort((a, b) => a.key.localeCompare(b.key));
}, 120_000);
afterAll(() => t.close());

/** The path with every parameter filled with an id nothing has. */
const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/uuid|^tab$/i.test(name) ? MISSING_UUID : MISSING_ID));

// A stream stays open; it is judged by its status line, then closed.
const STREAMS = new Set(['GET /portal/v1/notifications/stream']);

async function send(op: { method: string; url: string }, token: string | null, select: Selection) {
  const res = await t.call({
    method: op.method as 'GET',
    url: pathOf(op.url),
    ...(token ? { token } : {}),
    select,
    ...(['POST', 'PUT', 'PATCH'].includes(op.method) ? { payload: {} } : {}),
    ...(STREAMS.has(`${op.method} ${op.url}`) ? { payloadAsStream: true } : {}),
  });
  res.stream().destroy();
  return res;
}

const passes = (status: number) => status !== 401 && status !== 403;

/** Security headers (issue 9): on every answer, errors included. */
function expectSecurityHeaders(res: { headers: Record<string, unknown> }, what: string) {
  expect(String(res.headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('authorisation matrix', () => {
  it('has a reviewed line for every operation, and none for operations that are gone', () => {
    const keys = operations.map((o) => o.key);
    expect(
      keys.filter((k) => !(k in AUTHZ_MATRIX)),
      'operations missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(AUTHZ_MATRIX).filter((k) => !keys.includes(k)),
      'stale lines',
    ).toEqual([]);
  });

  it('lets each demo role through exactly where the table says, in its own tenant; every answer has the security headers', async () => {
    const actual: Record<string, DemoRole[]> = {};
    const ordered = [
      ...operations.filter((o) => !ENDS_SESSION.has(o.key)),
      ...operations.filter((o) => ENDS_SESSION.has(o.key)),
    ];
    for (const op of ordered) {
      actual[op.key] = [];
      for (const role of ROLE_NAMES) {
        const token = ENDS_SESSION.has(op.key) ? await t.login(ROLES[role]) : tokens[role];
        const res = await send(op, token, selections[role]);
        expect(res.statusCode, `${op.key} as ${role}`).toBeLessThan(500);
        expectSecurityHeaders(res, `${op.key} as ${role}`);
        if (passes(res.statusCode)) actual[op.key]!.push(role);
      }
    }
    if (process.env.AUTHZ_MATRIX_WRITE) writeTable(actual);
    for (const op of operations) expect(actual[op.key], op.key).toEqual(AUTHZ_MATRIX[op.key]);
  }, 300_000);

  it('answers 401 without a token and with a revoked one, everywhere, with the security headers', async () => {
    const revoked = await t.login('owner@acme.test');
    await t.call({ method: 'DELETE', url: '/portal/auth/logout', token: revoked });
    for (const op of operations) {
      const anonymous = await send(op, null, selections.owner);
      expect(anonymous.statusCode, `${op.key} without a token`).toBe(401);
      expectSecurityHeaders(anonymous, `${op.key} without a token`);
      expect((await send(op, revoked, selections.owner)).statusCode, `${op.key} revoked`).toBe(401);
    }
  }, 120_000);

  it('refuses another tenant’s staff who send this tenant’s selection (403), everywhere', async () => {
    const globex = await t.login('owner@globex.test');
    // Who am I, sign out and stop acting as someone read no selection (`config.selection: false`):
    // they act for the caller alone, wherever a browser's stale selection points.
    const callerOnly = new Set(['DELETE /portal/auth/logout', 'GET /portal/auth/me', 'DELETE /portal/v1/impersonate']);
    for (const op of operations.filter((o) => !callerOnly.has(o.key))) {
      expect((await send(op, globex, selections.owner)).statusCode, `${op.key} as Globex in Acme`).toBe(403);
    }
  }, 120_000);
});

function writeTable(actual: Record<string, DemoRole[]>) {
  const lines = Object.entries(actual)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, roles]) => `  '${key}': [${roles.map((r) => `'${r}'`).join(', ')}],`);
  const file = fileURLToPath(new URL('./authz-matrix.table.ts', import.meta.url));
  const head = `/**
 * Reviewed authorisation table: for each operation, the demo roles that get past authorisation in
 * their own tenant (admin: platform; owner: Acme account; manager, moderator: Acme Jobs staff;
 * hr, recruiter: Northwind Traders on Acme Jobs; nobody: no membership). Operations open to
 * everyone signed in narrow further inside (an upload checks its purpose, a team its employer,
 * an id its tenant); those checks have their own tests. Regenerate with AUTHZ_MATRIX_WRITE=1 and
 * review the diff: a change here is a change of who may do what.
 */
export type DemoRole = 'admin' | 'owner' | 'manager' | 'moderator' | 'hr' | 'recruiter' | 'nobody';

export const AUTHZ_MATRIX: Record<string, readonly DemoRole[]> = {
`;
  writeFileSync(file, `${head}${lines.join('\n')}\n};\n`);
}
