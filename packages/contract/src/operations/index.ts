import type { z } from 'zod';
import { accountOperations } from './account.js';
import { applicationOperations } from './applications.js';
import { creditOperations } from './credits.js';
import type { OperationSpec, SchemaOf } from './define.js';
import { employerOperations } from './employers.js';
import { jobOperations } from './jobs.js';
import { peopleOperations } from './people.js';
import { sessionOperations } from './session.js';

export type { HttpMethod, OperationSpec, SchemaName } from './define.js';

/** Every operation of the portal API a client calls, by name: method, path and schemas. */
export const operations = {
  ...accountOperations,
  ...applicationOperations,
  ...creditOperations,
  ...employerOperations,
  ...jobOperations,
  ...peopleOperations,
  ...sessionOperations,
};

type Operations = typeof operations;
export type OperationId = keyof Operations;
type Field<K extends OperationId, F extends keyof OperationSpec> =
  Operations[K] extends Record<F, infer N> ? SchemaOf<N> : never;

/** What a caller sends: the schemas' input types (before defaults and coercion). */
export type OperationParams<K extends OperationId> = z.input<Field<K, 'params'>>;
export type OperationQuery<K extends OperationId> = z.input<Field<K, 'query'>>;
export type OperationBody<K extends OperationId> = z.input<Field<K, 'body'>>;
/** What the server answers: the response schema's output (it serialises through it); void for 204. */
export type OperationResponse<K extends OperationId> = Operations[K] extends { response: infer N }
  ? z.output<SchemaOf<N>>
  : undefined;

/** Operations of one kind (`file`, `stream`, `multipart`), or the plain JSON ones (`json`). */
export type OperationsOfKind<Kind extends NonNullable<OperationSpec['kind']> | 'json'> = {
  [K in OperationId]: Operations[K] extends { kind: infer O }
    ? O extends Kind
      ? K
      : never
    : Kind extends 'json'
      ? K
      : never;
}[OperationId];

/** The operations whose answer is `response` (e.g. every activity feed). */
export type OperationsAnswering<N extends string> = {
  [K in OperationId]: Operations[K] extends { response: N } ? K : never;
}[OperationId];

/** `/v1/jobs/:uuid` with `{ uuid }` → `/v1/jobs/0f…`; each value URL-encoded. */
export function operationPath(id: OperationId & string, params: Record<string, unknown> = {}): string {
  return operations[id].path.replace(/:(\w+)/g, (_: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}
