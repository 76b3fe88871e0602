import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type OperationId, operations as registry } from '@talent/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../db/schema/index.js';
import { type Harness, type Selection, setupApi } from '../test/harness.js';
import { type JsonSchema, MISSING_ID, MISSING_UUID, sampleOf } from '../test/valid-body.js';
import { describeAccess } from './access.js';
import { AUTHZ_MATRIX, type DemoRole } from './authz-matrix.table.js';

/**
 * The authorisation matrix (issue 9): every operation of the API × every demo role in its own
 * tenant, plus another tenant, no token and a revoked token. What each role may do is the
 * reviewed table in authz-matrix.table.ts; a new operation without a line there fails here.
 *
 * Requests use ids that do not exist, so an allowed call on a thing ends in 404 and changes
 * nothing; what is checked is only whether authorisation let it through (not 401/403). Bodies
 * are valid (built from each operation's own schema, checked by a test below): an empty body
 * would stop at validation (422) before a check made inside the handler or service, and a
 * missing check there would not show.
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
const ENDS_SESSION = new Set(['logout']);
/**
 * What the schema alone cannot describe (rules across fields, or values that must name something
 * real for the handler to reach its own checks): fields laid over the body built from the schema,
 * and headers. Keyed like the table; ids from the demo data.
 */
async function requestsBeyondTheSchema(h: Harness): Promise<Record<string, Pick<Operation, 'body' | 'headers'>>> {
  const [moderator] = await h.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.accountId, h.ids.acme), eq(roles.key, 'moderator')));
  const brand = (
    await h.call({
      method: 'GET',
      url: '/portal/v1/accounts/brand',
      token: tokens.owner,
      select: { account: h.ids.acme },
    })
  ).json().data;
  const settings = (
    await h.call({ method: 'GET', url: '/portal/v1/site/settings', token: tokens.owner, select: selections.owner })
  ).json().data;
  const role = { body: { name: 'Matrix role', scope_type: null, permissions: ['jobs.read'] } };
  const tags = { body: { add: ['matrix'] } };
  const employer = { type: 'business', business_name: 'Matrix Check Ltd' };
  return {
    createAccountRole: role,
    updateAccountRole: role,
    inviteAccountUser: {
      body: {
        email: 'matrix.check@example.test',
        name: 'Matrix Check',
        role_id: moderator!.id,
        scope_type: 'site',
        scope_id: h.ids.acmeJobs,
      },
    },
    setApplicationsStage: { body: { stage: 'review' } },
    tagApplications: tags,
    tagJobs: tags,
    tagSeekers: tags,
    createPurchase: { body: { quantity: 1 }, headers: { 'idempotency-key': 'authz-matrix-1' } },
    createEmployer: { body: employer },
    updateEmployer: { body: employer },
    updateOwnEmployer: { body: employer },
    createJob: { body: { title: 'Matrix check', employer_id: h.ids.employer('Northwind Traders') } },
    saveBrand: {
      body: {
        title: brand.title,
        logo_square: brand.logo_square,
        primary_color: brand.primary_color,
        primary_darken_color: brand.primary_darken_color,
        stylesheet_path: brand.stylesheet_path,
        login: brand.login,
      },
    },
    saveSiteSettings: { body: { moderation: settings.moderation } },
  };
}

/**
 * A 422 a handler gives after authorisation for a reason of its own, with a valid body: the
 * matrix cannot send the right current password without ending the sessions it works with, nor
 * a code from an authenticator app it has not enrolled, nor an authenticator's answer to a
 * challenge (`two-factor.test.ts` and `passkeys.test.ts` cover those).
 */
const HANDLER_REFUSALS = new Set([
  'changePassword',
  'renamePasskey',
  'addPasskey',
  'removePasskey',
  'passkeyOptions',
  'confirmTwoFactor',
  'disableTwoFactor',
  'regenerateRecoveryCodes',
]);

let t: Harness;
const tokens = {} as Record<DemoRole, string>;
let selections: Record<DemoRole, Selection>;
type Operation = {
  /** The contract's operationId, which the table is keyed by. */
  key: OperationId;
  method: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  selects: boolean;
};
let operations: Operation[];

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
  const bodies = await bodiesFromOpenApi(t);
  const beyond = await requestsBeyondTheSchema(t);
  operations = t.app.routeTable
    .filter((r) => r.access && r.access !== 'public' && r.url.startsWith('/portal/'))
    .map((r) => {
      const key = r.operationId;
      const body = bodies.get(key);
      const extra = beyond[key];
      return {
        key,
        method: r.method,
        url: r.url,
        selects: r.selects,
        body: extra?.body ? { ...(body as object), ...(extra.body as object) } : body,
        ...(extra?.headers ? { headers: extra.headers } : {}),
      };
    })
    // In path order, as the table was first built: some operations change what later ones accept.
    .sort((a, b) => `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`));
}, 120_000);
afterAll(() => t.close());

/** The smallest valid JSON body of each operation that takes one, from the OpenAPI document. */
async function bodiesFromOpenApi(h: Harness): Promise<Map<string, unknown>> {
  type Doc = {
    paths: Record<
      string,
      Record<string, { operationId?: string; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const doc = (await h.app.inject({ method: 'GET', url: '/portal/docs/json' })).json() as Doc;
  const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').pop()!] ?? {};
  const bodies = new Map<string, unknown>();
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema && op.operationId) bodies.set(op.operationId, sampleOf(schema, resolve));
    }
  }
  return bodies;
}

/** The path with every parameter filled with an id nothing has. */
const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/uuid|^tab$/i.test(name) ? MISSING_UUID : String(MISSING_ID)));

// A stream stays open; it is judged by its status line, then closed.
const STREAMS = new Set(['notificationStream']);

async function send(op: Operation, token: string | null, select: Selection) {
  const res = await t.call({
    method: op.method as 'GET',
    url: pathOf(op.url),
    ...(token ? { token } : {}),
    select,
    ...(['POST', 'PUT', 'PATCH'].includes(op.method) ? { payload: (op.body ?? {}) as object } : {}),
    ...(op.headers ? { headers: op.headers } : {}),
    ...(STREAMS.has(op.key) ? { payloadAsStream: true } : {}),
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
      Object.keys(AUTHZ_MATRIX).filter((k) => !keys.includes(k as OperationId)),
      'stale lines',
    ).toEqual([]);
    // The rule each line was reviewed against is the registry's, the one the route enforces.
    for (const op of operations)
      expect(t.app.routeTable.find((r) => r.operationId === op.key)?.access).toEqual(registry[op.key].access);
  });

  it('sends bodies that pass validation, so what refuses a role is authorisation, wherever it is checked', async () => {
    const refused: string[] = [];
    for (const op of operations.filter((o) => o.body !== undefined && !HANDLER_REFUSALS.has(o.key))) {
      const res = await send(op, tokens.admin, selections.admin);
      if (res.statusCode === 422 && res.json().code === 'validation_failed')
        refused.push(`${op.key}: ${JSON.stringify(res.json().errors)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('lets each demo role through exactly where the table says, in its own tenant; every answer has the security headers', async () => {
    const actual: Partial<Record<OperationId, DemoRole[]>> = {};
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
    // Who am I, sign out, stop acting as someone, answer one's own invitations: they act for the
    // caller alone and read no selection (`config.selection: false`), wherever a stale one points.
    for (const op of operations.filter((o) => o.selects)) {
      expect((await send(op, globex, selections.owner)).statusCode, `${op.key} as Globex in Acme`).toBe(403);
    }
  }, 120_000);

  it('answers the caller-only routes for the caller, whatever tenant the selection names', async () => {
    const callerOnly = operations.filter((o) => !o.selects).map((o) => o.key);
    expect(callerOnly).toEqual([
      'logout',
      'stopImpersonation',
      'me',
      'myInvitations',
      'passkeys',
      'twoFactorStatus',
      'renamePasskey',
      'acceptInvitation',
      'declineInvitation',
      'addPasskey',
      'removePasskey',
      'passkeyOptions',
      'confirmTwoFactor',
      'disableTwoFactor',
      'regenerateRecoveryCodes',
      'startTwoFactor',
    ]);
    const globex = await t.login('owner@globex.test');
    const me = await t.call({ method: 'GET', url: '/portal/auth/me', token: globex, select: selections.owner });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.accounts.map((a: { name: string }) => a.name)).toEqual(['Globex Recruitment']);
  });
});

function writeTable(actual: Partial<Record<OperationId, DemoRole[]>>) {
  const lines = (Object.entries(actual) as [OperationId, DemoRole[]][])
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, roles]) =>
        `  // ${registry[key].route}: ${describeAccess(registry[key].access)}\n  ${key}: [${roles.map((r) => `'${r}'`).join(', ')}],`,
    );
  const file = fileURLToPath(new URL('./authz-matrix.table.ts', import.meta.url));
  const head = `import type { OperationId } from '@talent/contract';

/**
 * Reviewed authorisation table: for each operation, the demo roles that get past authorisation in
 * their own tenant (admin: platform; owner: Acme account; manager, moderator: Acme Jobs staff;
 * hr, recruiter: Northwind Traders on Acme Jobs; nobody: no membership). Operations open to
 * everyone signed in narrow further inside (an upload checks its purpose, a team its employer,
 * an id its tenant); those checks have their own tests. Regenerate with AUTHZ_MATRIX_WRITE=1 and
 * review the diff: a change here is a change of who may do what. Keyed by operationId; above each
 * line, the operation's route and the rule the contract's registry gives it.
 */
export type DemoRole = 'admin' | 'owner' | 'manager' | 'moderator' | 'hr' | 'recruiter' | 'nobody';

export const AUTHZ_MATRIX: Partial<Record<OperationId, readonly DemoRole[]>> = {
`;
  writeFileSync(file, `${head}${lines.join('\n')}\n};\n`);
}
