import type { z } from 'zod';

/*
 * Why a registry of operations in the contract, and not openapi-typescript + openapi-fetch:
 * the zod schemas here are already the source of the OpenAPI document, so types inferred from
 * them are exact (z.input for what a client sends, z.output for what the server answers) with no
 * generated file to keep fresh; and callers name an operation (`listJobs`), so no path string is
 * written twice, which openapi-fetch would still ask of every caller.
 *
 * Each domain file declares its operations in two maps with the same keys, checked by the
 * compiler (`SchemasOf`): `…Routes` holds method and path, all the web client needs at run time,
 * and `…Schemas` names the schemas. Named, not referenced, so neither map pulls zod into the app;
 * apart, so the web bundle carries only the short route strings (the schema names are read by
 * types and by the API test that holds each entry to the route the API registers).
 */
type Contract = typeof import('../index.js');
// The registry's own exports are left out before their types are read: they depend on this one.
type SchemaExport = Exclude<keyof Contract, 'operationRoutes' | 'operationSchemas' | 'operationRequest'>;

/** The name of a zod schema the contract exports. */
export type SchemaName = { [K in SchemaExport]: Contract[K] extends z.ZodType ? K : never }[SchemaExport];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path` under `/portal`, with Fastify's `:name` path parameters. */
export type RouteSpec = `${HttpMethod} /${string}`;

export type SchemaSpec = {
  params?: SchemaName;
  query?: SchemaName;
  /** A JSON body; `multipart` operations take form data instead. */
  body?: SchemaName;
  /** The JSON answer of a 2xx; none means 204 No Content (or a file or stream, by `kind`). */
  response?: SchemaName;
  /** `file`: answers a download (CSV, résumé); `stream`: server-sent events; `multipart`: takes an upload. */
  kind?: 'file' | 'stream' | 'multipart';
};

/** One schema entry for every route, and none for a route that does not exist. */
export type SchemasOf<Routes> = { [K in keyof Routes]: SchemaSpec };

export type SchemaOf<N> = N extends SchemaName ? Contract[N] : never;
