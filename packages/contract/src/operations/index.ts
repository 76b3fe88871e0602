import type { z } from 'zod';
import { accountOperations, accountRoutes } from './account.js';
import { applicationsOperations, applicationsRoutes } from './applications.js';
import { creditsOperations, creditsRoutes } from './credits.js';
import type { HttpMethod, KindOf, OperationKind, OperationSpec, RouteSpec, SchemaOf } from './define.js';
import { employersOperations, employersRoutes } from './employers.js';
import { jobsOperations, jobsRoutes } from './jobs.js';
import { peopleOperations, peopleRoutes } from './people.js';
import { platformOperations, platformRoutes } from './platform.js';
import { platformAccountsOperations, platformAccountsRoutes } from './platform-accounts.js';
import { privacyAdminOperations, privacyAdminRoutes } from './privacy-admin.js';
import { publicOperations, publicRoutes } from './public.js';
import { seekerPrivacyOperations, seekerPrivacyRoutes } from './seeker-privacy.js';
import { sessionOperations, sessionRoutes } from './session.js';
import { siteFormsOperations, siteFormsRoutes } from './site-forms.js';

export type {
  HttpMethod,
  OperationAccess,
  OperationDefinition,
  OperationKind,
  OperationMap,
  OperationRules,
  OperationSpec,
  RouteSpec,
  SchemaName,
  SchemaOf,
} from './define.js';

/** Every operation's `METHOD /path` (under `/portal`), by operationId: all a client needs at run time. */
export const operationRoutes = {
  ...accountRoutes,
  ...applicationsRoutes,
  ...seekerPrivacyRoutes,
  ...creditsRoutes,
  ...employersRoutes,
  ...jobsRoutes,
  ...peopleRoutes,
  ...platformRoutes,
  ...platformAccountsRoutes,
  ...privacyAdminRoutes,
  ...publicRoutes,
  ...sessionRoutes,
  ...siteFormsRoutes,
} as const satisfies Record<string, RouteSpec>;

type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? H & Merged<R>
  : unknown;
/** Object spread could run getters, so a bundler keeps it even unused; this call it can drop. */
const merge = <const T extends readonly object[]>(...parts: T) =>
  parts.reduce<object>((all, part) => Object.assign(all, part), {}) as Merged<T>;

/** Every operation of the portal API, by operationId (unused by the web app at run time, so left out of it). */
export const operations = /* @__PURE__ */ merge(
  accountOperations,
  applicationsOperations,
  seekerPrivacyOperations,
  creditsOperations,
  employersOperations,
  jobsOperations,
  peopleOperations,
  platformOperations,
  platformAccountsOperations,
  privacyAdminOperations,
  publicOperations,
  sessionOperations,
  siteFormsOperations,
);

type Operations = typeof operations;
export type OperationId = keyof typeof operationRoutes;

type Field<K extends OperationId, F extends 'params' | 'query' | 'body'> =
  Operations[K] extends Record<F, infer N> ? SchemaOf<N> : never;

/** What a caller sends: the schemas' input types (before defaults and coercion). */
export type OperationParams<K extends OperationId> = z.input<Field<K, 'params'>>;
export type OperationQuery<K extends OperationId> = z.input<Field<K, 'query'>>;
export type OperationBody<K extends OperationId> = z.input<Field<K, 'body'>>;
/** What the server answers: the response schema's output (it serialises through it); undefined for none. */
export type OperationResponse<K extends OperationId> = Operations[K] extends { response: infer N }
  ? z.output<SchemaOf<N>>
  : undefined;
/** The definition of `K`: which parts a call carries (`params`, `query`, `body`), its rule, its media types. */
export type OperationParts<K extends OperationId> = Operations[K] & { kind: KindOf<Operations[K]> };

/** Operations of one kind (`file`, `stream`, `multipart`), or the plain JSON ones (`json`). */
export type OperationsOfKind<Kind extends OperationKind> = {
  [K in OperationId]: KindOf<Operations[K]> extends Kind ? K : never;
}[OperationId];

/** The operations whose answer is `response` (e.g. every activity feed). */
export type OperationsAnswering<N extends string> = {
  [K in OperationId]: Operations[K] extends { response: N } ? K : never;
}[OperationId];

/** The kind of an operation at run time (see `KindOf`). */
export function kindOf(spec: OperationSpec): OperationKind {
  if (spec.consumes) return spec.consumes.includes('multipart/form-data') ? 'multipart' : 'json';
  if (spec.produces) return spec.produces.includes('text/event-stream') ? 'stream' : 'file';
  return 'json';
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The method of an operation and its path, `:name` parameters filled from `params` (URL-encoded). */
export function operationRequest(
  id: OperationId,
  params: Record<string, unknown> = {},
): { method: HttpMethod; path: string } {
  const route: string = operationRoutes[id];
  const space = route.indexOf(' ');
  const method = METHODS.find((m) => m === route.slice(0, space));
  if (!method) throw new Error(`${id}: no method in ${route}`);
  const path = route.slice(space + 1).replace(/:(\w+)/g, (_: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  return { method, path };
}

/** What a call of `K` takes: each part typed by the contract's schema for it, present only if it has one. */
export type RequestInput<K extends OperationId> = (Operations[K] extends { params: string }
  ? { params: OperationParams<K> }
  : { params?: undefined }) &
  (Operations[K] extends { query: string } ? { query?: OperationQuery<K> } : { query?: undefined }) &
  (Operations[K] extends { body: string } ? { body: OperationBody<K> } : { body?: undefined });

/** Arguments after the id: none needed when the operation takes no part. */
export type RequestArgs<K extends OperationId> =
  object extends RequestInput<K> ? [input?: RequestInput<K>] : [input: RequestInput<K>];

/**
 * A call of operation `K` as an HTTP request: method, URL under `/portal` (path parameters
 * filled, query values that are not empty as a query string) and the JSON body, if any. For tests
 * and scripts that speak HTTP themselves (e.g. Playwright's `request.fetch(url, { method, data })`).
 */
export function requestOf<K extends OperationId>(
  id: K,
  ...[input]: RequestArgs<K>
): { method: HttpMethod; url: string; body?: unknown } {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const { method, path } = operationRequest(id, { ...parts.params });
  const query = Object.entries(parts.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const url = `/portal${path}${query ? `?${query}` : ''}`;
  return parts.body === undefined ? { method, url } : { method, url, body: parts.body };
}

/** The operation registered at `METHOD /portal/path` (Fastify's `:name` form), if any. */
export function operationAt(method: string, url: string): OperationId | undefined {
  const route = `${method} ${url.replace(/^\/portal/, '')}`;
  return (Object.keys(operationRoutes) as OperationId[]).find((id) => operationRoutes[id] === route);
}
