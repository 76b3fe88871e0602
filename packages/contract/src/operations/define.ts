import type { z } from 'zod';
import type { AccessRule, Action, Subject } from '../permissions/vocabulary.js';

/*
 * Why a registry of operations in the contract, and not openapi-typescript + openapi-fetch:
 * the zod schemas here are already the source of the OpenAPI document, so types inferred from
 * them are exact (z.input for what a client sends, z.output for what the server answers) with no
 * generated file to keep fresh; and callers name an operation (`listJobs`), so no path string is
 * written twice, which openapi-fetch would still ask of every caller.
 *
 * Each operation is defined once, keyed by its operationId: method and path, who may call it, its
 * schemas, and its documentation. The API registers a handler per id from it (method, URL,
 * schema, access, tags, summary); the authorisation matrix reads its rule; clients build requests
 * from it. Schemas are named, not referenced, so the registry pulls no zod into the web app.
 *
 * A domain file writes method and path in a map of their own (`…Routes`), and the rest of each
 * definition beside it, key for key (`defineOperations`, checked by the compiler both ways): the
 * web app needs only the short route strings at run time, and the call that joins the two is pure,
 * so a bundler drops the access rules, schema names and documentation from it.
 */
type Contract = typeof import('../index.js');
// The registry's own exports are left out before their types are read: they depend on this one.
type SchemaExport = Exclude<
  keyof Contract,
  'operations' | 'operationRoutes' | 'operationRequest' | 'requestOf' | 'operationAt' | 'kindOf'
>;

/** The name of a zod schema the contract exports. */
export type SchemaName = { [K in SchemaExport]: Contract[K] extends z.ZodType ? K : never }[SchemaExport];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path` under `/portal`, with Fastify's `:name` path parameters. */
export type RouteSpec = `${HttpMethod} /${string}`;

/**
 * Who may call an operation: anyone (`public`), a permission checked against the caller's
 * selection, any one of several (staff reach an employer's team through `employers`, its own users
 * through `employer_users`; the handler then narrows what each may touch), or all of several
 * (acting as a candidate needs the right to impersonate and the right to read candidates).
 *
 * Where a rule is held, beyond the selection itself:
 * - `staff: true` — only as the site's or account's staff, with no employer selected: an
 *   employer's own users never reach the staff tools, whatever their role says (403 `forbidden`).
 * - `atSite: '<param>'` — judged at the site the path parameter names, inside the selected
 *   account, instead of at the selected site: a site's staff change their own board, never a
 *   neighbour (issue 16). An id that is not one is left for validation to refuse (422).
 * - `platform: true` — judged by the caller's platform-wide grants alone (scope `all`): an
 *   account's owner holds every right inside the account, so only the place tells platform staff
 *   apart (the bounds every account's retention rule keeps to).
 */
export type OperationAccess = 'public' | OperationRules;
export type OperationRules = (AccessRule | { anyOf: readonly AccessRule[] } | { allOf: readonly AccessRule[] }) & {
  staff?: true;
  atSite?: string;
  platform?: true;
};

/** One permission written as it reads: `'read employers'`. */
export type RuleText = `${Action} ${Subject}`;

/**
 * Access for holders of any of `rules` (site staff over a whole area, or the people of one employer
 * or account over their own): `anyOf('update employers', 'delete employer_users')` stands for
 * `{ anyOf: [{ action: 'update', subject: 'employers' }, { action: 'delete', subject: 'employer_users' }] }`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function anyOf(...rules: readonly RuleText[]): { anyOf: readonly AccessRule[] } {
  return {
    anyOf: rules.map((rule) => {
      const [action, subject] = rule.split(' ') as [Action, Subject];
      return { action, subject };
    }),
  };
}

export type OperationSpec = { route: RouteSpec } & OperationDefinition;

/** An operation's definition beside its route. */
export type OperationDefinition = {
  access: OperationAccess;
  /** false: the enterprise header is not required (health, branding, browser navigations, provider webhooks). */
  enterprise?: false;
  /**
   * false: acts for the caller alone, in no tenant (who am I, sign out, stop acting as someone),
   * so the selection headers are not read: a stale selection can never keep anyone from these.
   */
  selection?: false;
  /** Changes the person's own sign-in or profile, which someone acting as them must leave alone. */
  notWhileImpersonating?: true;
  /** Answers a session that still owes its account's second factor. */
  beforeTwoFactor?: true;
  params?: SchemaName;
  query?: SchemaName;
  /** A JSON body (a `multipart/form-data` operation parses its parts itself). */
  body?: SchemaName;
  /** The JSON answer of a 2xx; none: a file, a page, a stream, or no content. */
  response?: SchemaName;
  /** The status of the answer when not 200 (both when it says whether it created something). */
  status?: 201 | 202 | 204 | 302 | readonly [200, 201];
  /** The media types of a non-JSON answer (a download, a page, `text/event-stream`). */
  produces?: readonly string[];
  /** The media types of a body that is not only JSON. */
  consumes?: readonly string[];
  tags: readonly string[];
  summary: string;
  description?: string;
};

export type OperationMap = Record<string, OperationSpec>;

/** How an operation is called: plain JSON, a download (or page), a server-sent stream, an upload. */
export type OperationKind = 'json' | 'file' | 'stream' | 'multipart';

/** The kind of an operation, read from its media types. */
export type KindOf<S> = S extends { consumes: readonly (infer C)[] }
  ? 'multipart/form-data' extends C
    ? 'multipart'
    : 'json'
  : S extends { produces: readonly (infer P)[] }
    ? 'text/event-stream' extends P
      ? 'stream'
      : 'file'
    : 'json';

export type SchemaOf<N> = N extends SchemaName ? Contract[N] : never;

/** The definitions of a domain's operations, joined to their routes; a key in one map only is an error. */
export function defineOperations<
  const Routes extends Record<string, RouteSpec>,
  const Definitions extends { [K in keyof Routes]: OperationDefinition },
>(
  routes: Routes,
  definitions: Definitions & Record<Exclude<keyof Definitions, keyof Routes>, never>,
): { [K in keyof Routes]: { route: Routes[K] } & Definitions[K] } {
  return Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { route, ...definitions[id] }])) as {
    [K in keyof Routes]: { route: Routes[K] } & Definitions[K];
  };
}
