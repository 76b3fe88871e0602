import type { z } from 'zod';
import { accountRoutes, accountSchemas } from './account.js';
import { applicationRoutes, applicationSchemas } from './applications.js';
import { candidatePrivacyRoutes, candidatePrivacySchemas } from './candidate-privacy.js';
import { creditRoutes, creditSchemas } from './credits.js';
import type { HttpMethod, RouteSpec, SchemaOf, SchemaSpec } from './define.js';
import { employerRoutes, employerSchemas } from './employers.js';
import { jobRoutes, jobSchemas } from './jobs.js';
import { peopleRoutes, peopleSchemas } from './people.js';
import { privacyAdminRoutes, privacyAdminSchemas } from './privacy-admin.js';
import { sessionRoutes, sessionSchemas } from './session.js';
import { siteFormRoutes, siteFormSchemas } from './site-forms.js';

export type { HttpMethod, SchemaName, SchemaSpec } from './define.js';

/** Every operation of the portal API a client calls, by name: `METHOD /path`. */
export const operationRoutes = {
  ...accountRoutes,
  ...applicationRoutes,
  ...candidatePrivacyRoutes,
  ...creditRoutes,
  ...employerRoutes,
  ...jobRoutes,
  ...peopleRoutes,
  ...privacyAdminRoutes,
  ...sessionRoutes,
  ...siteFormRoutes,
} as const satisfies Record<string, RouteSpec>;

type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? H & Merged<R>
  : unknown;
/** Object spread could run getters, so a bundler keeps it even unused; this call it can drop. */
const merge = <const T extends readonly object[]>(...parts: T) =>
  parts.reduce<object>((all, part) => Object.assign(all, part), {}) as Merged<T>;

/** The schemas of every operation, by name (unused by the web app at run time, so left out of it). */
export const operationSchemas = /* @__PURE__ */ merge(
  accountSchemas,
  applicationSchemas,
  candidatePrivacySchemas,
  creditSchemas,
  employerSchemas,
  jobSchemas,
  peopleSchemas,
  privacyAdminSchemas,
  sessionSchemas,
  siteFormSchemas,
);

type Schemas = typeof operationSchemas;
export type OperationId = keyof typeof operationRoutes;
type Field<K extends OperationId, F extends keyof SchemaSpec> =
  Schemas[K] extends Record<F, infer N> ? SchemaOf<N> : never;

/** What a caller sends: the schemas' input types (before defaults and coercion). */
export type OperationParams<K extends OperationId> = z.input<Field<K, 'params'>>;
export type OperationQuery<K extends OperationId> = z.input<Field<K, 'query'>>;
export type OperationBody<K extends OperationId> = z.input<Field<K, 'body'>>;
/** What the server answers: the response schema's output (it serialises through it); undefined for 204. */
export type OperationResponse<K extends OperationId> = Schemas[K] extends { response: infer N }
  ? z.output<SchemaOf<N>>
  : undefined;
/** Which parts a call of `K` carries (`params`, `query`, `body`) and its `kind`. */
export type OperationParts<K extends OperationId> = Schemas[K];

/** Operations of one kind (`file`, `stream`, `multipart`), or the plain JSON ones (`json`). */
export type OperationsOfKind<Kind extends NonNullable<SchemaSpec['kind']> | 'json'> = {
  [K in OperationId]: Schemas[K] extends { kind: infer O }
    ? O extends Kind
      ? K
      : never
    : Kind extends 'json'
      ? K
      : never;
}[OperationId];

/** The operations whose answer is `response` (e.g. every activity feed). */
export type OperationsAnswering<N extends string> = {
  [K in OperationId]: Schemas[K] extends { response: N } ? K : never;
}[OperationId];

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
