import {
  type AccessRule,
  type AppAbility,
  checkAccess,
  DEFAULT_LOCALE,
  defineAbility,
  HEADERS,
  type Locale,
  type OperationAccess,
  type OperationId,
  type OperationRules,
  operationAt,
  type PermissionMap,
} from '@talent/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { hasSecondFactor } from './auth/amr.js';
import { type Grant, toPermissionMap } from './auth/grants.repo.js';
import { findRequestContext } from './auth/request-context.repo.js';
import { mayStillImpersonate } from './auth/rights.js';
import { revokeSession, type SessionUser, touchSession } from './auth/sessions.repo.js';
import { hashToken } from './auth/tokens.js';
import { AppError } from './errors.js';
import { pickLocale } from './i18n.js';
import { servedOnlyWhenConfigured, unservedOperations } from './operations.js';
import { NO_SELECTION, readSelectionHeaders, type Selection, verifySelection } from './tenancy/selection.js';

/** What a route requires: the contract's rule of its operation (see `OperationAccess` there). */
export type RouteAccess = OperationAccess;
export type RouteRules = OperationRules;

/** The permissions a route names, whichever way it combines them. */
export const rulesOf = (access: RouteRules): readonly AccessRule[] =>
  'anyOf' in access ? access.anyOf : 'allOf' in access ? access.allOf : [access];

/** Whether `ability` passes the route's rules (one of `anyOf`, every one of `allOf`). */
export const passesRules = (ability: AppAbility, access: RouteRules): boolean =>
  'allOf' in access
    ? access.allOf.every((r) => checkAccess(ability, r.action, r.subject))
    : rulesOf(access).some((r) => checkAccess(ability, r.action, r.subject));

/** The declared access in words, for the OpenAPI document (`x-access`) and its readers. */
export function describeAccess(access: RouteAccess): string {
  if (access === 'public') return 'public';
  const names = rulesOf(access).map((r) => `${r.subject}.${r.action}`);
  const rules = names.length === 1 ? names[0]! : `${'allOf' in access ? 'all of' : 'any of'} ${names.join(', ')}`;
  const places = [
    ...(access.staff ? ['as site staff (no employer selected)'] : []),
    ...(access.atSite ? [`at the site :${access.atSite}`] : []),
    ...(access.platform ? ['as platform staff'] : []),
  ];
  return [rules, ...places].join(' ');
}

export type RouteEntry = {
  /** The contract's operation the route serves. */
  operationId: OperationId;
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** false for routes that act for the caller alone and read no selection headers. */
  selects: boolean;
  /** The route's zod schemas, so a test can hold the contract's operation registry to them. */
  schema: FastifySchema | undefined;
};

export type AuthState = SessionUser & { grants: Grant[]; permissions: PermissionMap; ability: AppAbility };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** false: X-AF-EID is not required (health, branding, docs, provider webhooks). */
    enterprise?: boolean;
    /**
     * true: the route changes the person's own sign-in, profile or settings, which someone acting
     * as them must leave alone (SECURITY 28): 403 `not_while_impersonating` in an impersonation.
     */
    notWhileImpersonating?: boolean;
    /**
     * true: answers a session that still owes its account's second factor (who am I, sign out, the
     * two-factor set-up); every other route says 403 `two_factor_enrolment_required` to it.
     */
    beforeTwoFactor?: boolean;
    /**
     * false: the route acts for the caller alone, in no tenant (who am I, sign out, stop acting as
     * someone), so the X-AF-AID/SID/EMPID headers are not read: a stale selection in a browser
     * can never keep anyone from these.
     */
    selection?: boolean;
    /**
     * true: a route a test adds to see how the platform answers a crash or a database error. It is
     * no operation of the contract; accepted only under the test runner, so no server ever has one.
     */
    testOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its access rule, for authorisation tests and the OpenAPI matrix. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    locale: Locale;
    auth: AuthState | null;
    selection: Selection;
  }
}

// Routes under this prefix must declare `access`; the docs page is served by a plugin we do not own.
const GUARDED_PREFIX = '/portal/';
const UNGUARDED = ['/portal/docs'];
// A session's last use is written at most this often, so reads do not each cost a write.
const TOUCH_AFTER_MS = 60_000;

const unauthenticated = () => new AppError('unauthenticated', { headers: { 'www-authenticate': 'Bearer' } });
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

export const isGuardedPath = (url: string) =>
  url.startsWith(GUARDED_PREFIX) && !UNGUARDED.some((p) => url === p || url.startsWith(`${p}/`));

async function accessPlugin(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('auth', null);
  // Fastify forbids object defaults on decorators; every request gets NO_SELECTION in onRequest.
  app.decorateRequest('selection', null as unknown as Selection);

  // Fail at start-up, not in production, when a portal route forgets to say who may call it.
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    if (!isGuardedPath(route.url)) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    if (route.config.testOnly) {
      if (!process.env.VITEST) throw new Error(`Route ${route.method} ${route.url} is a test's route`);
      return;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const operationId = operationOf(route.schema, method, route.url);
      if (!operationId)
        throw new Error(
          `Route ${method} ${route.url} is no operation of the contract (register it with registerOperations)`,
        );
      app.routeTable.push({
        operationId,
        method,
        url: route.url,
        access: route.config.access,
        selects: route.config.selection !== false,
        schema: route.schema,
      });
    }
  });
  // …and when an operation of the contract has no route at all (a handler left out).
  app.addHook('onReady', async () => {
    const missing = unservedOperations(app.routeTable.map((r) => r.operationId)).filter(
      (id) => !servedOnlyWhenConfigured(app, id),
    );
    if (missing.length > 0) throw new Error(`Operations without a route: ${missing.join(', ')}`);
  });

  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    request.selection = NO_SELECTION;
    const {
      access,
      enterprise,
      selection: selects,
      notWhileImpersonating,
      beforeTwoFactor,
    } = request.routeOptions.config;
    if (!access) return; // static files, docs and the not-found handler
    if (enterprise !== false && request.headers[HEADERS.enterprise] !== app.config.enterpriseId) {
      throw new AppError('invalid_enterprise');
    }
    if (access === 'public') return;
    const { context, selectionError } = await requestContextOf(app, request, selects !== false);
    // A malformed selection header counts only once the caller is known (401 comes first).
    if (selectionError) throw selectionError;
    // Routes open to everyone signed in (me, logout, profile) keep working for the users of a
    // disabled employer; everything that acts for the employer answers `employer_unavailable`.
    const rules = rulesOf(access);
    const portalOnly = rules.every((r) => r.action === 'access' && r.subject === 'portal');
    const selection = verifySelection(context.grants, context.requested, context.selected, {
      dropUnavailableEmployer: portalOnly,
    });
    // The account asks for a second factor and this session proved none: only the way to enrol
    // answers. An impersonation is judged by its impersonator's own session instead (above).
    if (mustEnrolTwoFactor(context) && beforeTwoFactor !== true) throw new AppError('two_factor_enrolment_required');
    const { selected: _selected, requested: _requested, impersonation: _impersonation, ...session } = context;
    const permissions = toPermissionMap(session.grants);
    const auth: AuthState = { ...session, permissions, ability: defineAbility({ permissions }, selection) };
    if (!passesRules(auth.ability, access) || !heldAtItsPlace(request, access, auth, selection)) {
      throw new AppError('forbidden');
    }
    if (notWhileImpersonating && auth.impersonatorUserId !== null) throw new AppError('not_while_impersonating');
    request.auth = auth;
    request.selection = selection;
  });
}

/** The operation a route serves: registered from the contract's registry (`registerOperations`), it names it. */
function operationOf(schema: FastifySchema | undefined, method: string, url: string): OperationId | undefined {
  const id = (schema as { operationId?: OperationId } | undefined)?.operationId;
  // Only the registrar sets it, from the entry at this very method and path.
  return id !== undefined && operationAt(method, url) === id ? id : undefined;
}

/** The place checks a route declares (see `RouteRules`), after its rules passed at the selection. */
function heldAtItsPlace(request: FastifyRequest, access: RouteRules, auth: AuthState, selection: Selection) {
  if (access.staff && selection.employerId !== null) return false;
  // An empty selection matches only `all`-scope grants, whatever account the headers name.
  if (access.platform && !passesRules(defineAbility({ permissions: auth.permissions }, {}), access)) return false;
  if (access.atSite === undefined || selection.accountId === null) return true;
  const raw = (request.params as Record<string, string | undefined>)[access.atSite] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return true;
  const there = defineAbility(
    { permissions: auth.permissions },
    { accountId: selection.accountId, siteId: Number(raw) },
  );
  return passesRules(there, access);
}

/** The caller's live session, grants and selected rows (one query), or 401. */
async function requestContextOf(app: FastifyInstance, request: FastifyRequest, selects: boolean) {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthenticated();
  let requested = NO_SELECTION;
  let selectionError: AppError | null = null;
  try {
    if (selects) requested = readSelectionHeaders(request);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    selectionError = error;
  }
  const found = await findRequestContext(app.db, hashToken(match[1]), app.config.session.idleMinutes, requested);
  if (!found) throw unauthenticated();
  // An impersonation whose impersonator lost the right to it ends, for good (SECURITY 19); so does
  // one in an account that requires a second factor the impersonator's own session never proved
  // (the account may have turned the rule on since), with the reason.
  const acting = found.impersonation;
  if (acting && !mayStillImpersonate(acting.impersonatorGrants, acting.accountId, acting.targetGrants)) {
    await revokeSession(app.db, found.sessionId);
    throw unauthenticated();
  }
  if (acting?.owesSecondFactor) {
    await revokeSession(app.db, found.sessionId);
    throw new AppError('impersonation_second_factor_required');
  }
  if (Date.now() - found.lastUsedAt.getTime() > TOUCH_AFTER_MS) await touchSession(app.db, found.sessionId);
  return { context: { ...found, requested }, selectionError };
}

/** A session that must set up two-factor sign-in before anything else (see `beforeTwoFactor`). */
export const mustEnrolTwoFactor = (session: SessionUser) =>
  session.twoFactorRequired && session.impersonatorUserId === null && !hasSecondFactor(session.amr);

/** The signed-in caller of a route that is not public; throws if a public route asks. */
export function authOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}

export const accessPluginFp = fp(accessPlugin, { name: 'access', dependencies: ['database'] });
