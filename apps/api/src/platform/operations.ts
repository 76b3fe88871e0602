import * as contract from '@talent/contract';
import {
  type OperationId,
  type OperationSpec,
  operationRoutes,
  operations,
  type SchemaName,
  type SchemaOf,
} from '@talent/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface } from 'fastify';
import { z } from 'zod';

/*
 * Routes are registered from the contract's registry of operations: a route file hands over a
 * handler per operationId, and the method, URL, schemas, access rule, tags, summary and
 * operationId all come from the one definition in packages/contract/src/operations.
 */

type Operations = typeof operations;
type Part<K extends OperationId, F extends 'params' | 'query' | 'body'> =
  Operations[K] extends Record<F, infer N> ? z.output<SchemaOf<N>> : unknown;

/** What Fastify hands the handler of `K`: parsed params, query and body; the answer it serialises. */
export type OperationRoute<K extends OperationId> = RouteGenericInterface & {
  Params: Part<K, 'params'>;
  Querystring: Part<K, 'query'>;
  Body: Part<K, 'body'>;
  Reply: Operations[K] extends { response: infer N } ? z.input<SchemaOf<N>> : unknown;
};

export type OperationHandler<K extends OperationId> = (
  request: FastifyRequest<OperationRoute<K>>,
  reply: FastifyReply<OperationRoute<K>>,
) => unknown;

/** A route file's handlers, one per operation it serves. */
export type OperationHandlers<K extends OperationId> = { [P in K]: OperationHandler<P> };

// The registry names schemas by their export; a plain record of the exports looks them up.
const exported: Record<string, unknown> = { ...contract };
const schemaNamed = (name: SchemaName): z.ZodType => {
  const schema = exported[name];
  if (!(schema instanceof z.ZodType)) throw new Error(`${name} is not a schema the contract exports`);
  return schema;
};

/** The Fastify schema of an operation, built from its definition (OpenAPI reads it as it is). */
export function routeSchemaOf(id: OperationId): FastifySchema & Record<string, unknown> {
  const spec: OperationSpec = operations[id];
  const statuses = spec.status === undefined ? [200] : typeof spec.status === 'number' ? [spec.status] : spec.status;
  const response = spec.response
    ? Object.fromEntries(statuses.map((code) => [code, schemaNamed(spec.response!)]))
    : spec.status === 204
      ? { 204: z.null().describe('No content') }
      : spec.status === 302
        ? { 302: z.null().describe('A redirect (see the description)') }
        : undefined;
  return {
    operationId: id,
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.params ? { params: schemaNamed(spec.params) } : {}),
    ...(spec.query ? { querystring: schemaNamed(spec.query) } : {}),
    ...(spec.body ? { body: schemaNamed(spec.body) } : {}),
    ...(spec.consumes ? { consumes: [...spec.consumes] } : {}),
    ...(spec.produces ? { produces: [...spec.produces] } : {}),
    ...(response ? { response } : {}),
  };
}

/**
 * Registers each handler as the route its operation defines. The registry's paths are full (under
 * `/portal`); a route file registered under a prefix gets the rest of the path, and one registered
 * where the operation's path does not lead is a mistake that stops the app.
 */
export function registerOperations<K extends OperationId>(app: FastifyInstance, handlers: OperationHandlers<K>) {
  for (const id of Object.keys(handlers) as K[]) registerOperation(app, id, handlers[id]);
}

/** Registers one operation's handler (for a plugin made for one of several operations). */
export function registerOperation<K extends OperationId>(app: FastifyInstance, id: K, handler: OperationHandler<K>) {
  const spec: OperationSpec | undefined = operations[id];
  if (!spec) throw new Error(`${id} is no operation of the contract`);
  const space = spec.route.indexOf(' ');
  const method = spec.route.slice(0, space);
  const full = `/portal${spec.route.slice(space + 1)}`;
  if (!full.startsWith(app.prefix)) throw new Error(`${id} (${full}) is registered under ${app.prefix}`);
  const { access, enterprise, selection, notWhileImpersonating, beforeTwoFactor } = spec;
  app.route({
    method,
    url: full.slice(app.prefix.length),
    schema: routeSchemaOf(id),
    config: {
      access,
      ...(enterprise === false ? { enterprise } : {}),
      ...(selection === false ? { selection } : {}),
      ...(notWhileImpersonating ? { notWhileImpersonating } : {}),
      ...(beforeTwoFactor ? { beforeTwoFactor } : {}),
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}

/** The operations of the registry that no route serves (an app must serve them all, see `access.ts`). */
export function unservedOperations(served: Iterable<string>): OperationId[] {
  const have = new Set(served);
  return (Object.keys(operationRoutes) as OperationId[]).filter((id) => !have.has(id));
}

/** The built-in test checkout exists only with the test payment provider (SECURITY 25). */
const TEST_CHECKOUT: readonly OperationId[] = ['testCheckoutPage', 'payTestCheckout', 'cancelTestCheckout'];

/** Operations an app serves only in some configurations, so their absence is no mistake there. */
export const servedOnlyWhenConfigured = (app: FastifyInstance, id: OperationId) =>
  TEST_CHECKOUT.includes(id) && app.config.paymentProvider !== 'test';
