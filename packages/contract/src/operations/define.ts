import type { z } from 'zod';

/*
 * Why a registry of operations in the contract, and not openapi-typescript + openapi-fetch:
 * the zod schemas here are already the source of the OpenAPI document, so types inferred from
 * them are exact (z.input for what a client sends, z.output for what the server answers) with no
 * generated file to keep fresh; and callers name an operation (`listJobs`), so no path string is
 * written twice, which openapi-fetch would still ask of every caller.
 *
 * Schemas are named here, not referenced: the registry holds only strings at run time, so the
 * web client reads method and path without pulling zod and every schema into the app chunk.
 * The names are checked against the contract's exports by the compiler, and an API test holds
 * each entry to the route the API registers (same method, path and schema objects).
 */
type Contract = typeof import('../index.js');
// The registry's own exports are left out before their types are read: they depend on this one.
type SchemaExport = Exclude<keyof Contract, 'operations' | 'operationPath'>;

/** The name of a zod schema the contract exports. */
export type SchemaName = { [K in SchemaExport]: Contract[K] extends z.ZodType ? K : never }[SchemaExport];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OperationSpec = {
  method: HttpMethod;
  /** Under `/portal`, with Fastify's `:name` path parameters. */
  path: string;
  params?: SchemaName;
  query?: SchemaName;
  /** A JSON body; `multipart` operations take form data instead. */
  body?: SchemaName;
  /** The JSON answer of a 2xx; none means 204 No Content (or a file or stream, by `kind`). */
  response?: SchemaName;
  /** `file`: answers a download (CSV, résumé); `stream`: server-sent events; `multipart`: takes an upload. */
  kind?: 'file' | 'stream' | 'multipart';
};

/** Keeps each entry's literal types (for inference) while checking it against `OperationSpec`. */
export const defineOperations = <const T extends Record<string, OperationSpec>>(operations: T): T => operations;

export type SchemaOf<N> = N extends SchemaName ? Contract[N] : never;
