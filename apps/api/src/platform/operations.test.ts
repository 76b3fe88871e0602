import * as contract from '@talent/contract';
import { operationRoutes, operationSchemas, type SchemaSpec } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

// The registry names schemas by their export; a plain record of the exports looks them up.
const exported: Record<string, unknown> = { ...contract };
const schemaNamed = (name: string | undefined) => (name === undefined ? undefined : exported[name]);

type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  consumes?: string[];
  produces?: string[];
};

/**
 * The web client calls the API through the contract's registry of operations; this holds each
 * entry to the route the API really registers, so the two cannot drift apart: same method and
 * path, and the very same schema objects for path parameters, query, body and 2xx answer.
 */
describe('the contract’s registry of operations', () => {
  const schemas: Record<string, SchemaSpec> = operationSchemas;
  it.each(Object.entries(operationRoutes))('%s matches its API route', (id, spec) => {
    const [method, path] = spec.split(' ');
    const op = schemas[id] ?? {};
    const route = t.app.routeTable.find((r) => r.method === method && r.url === `/portal${path}`);
    expect(route, `${spec} is registered under /portal`).toBeDefined();
    const schema = (route?.schema ?? {}) as RouteSchema;
    expect(schema.params).toBe(schemaNamed(op.params));
    expect(schema.querystring).toBe(schemaNamed(op.query));
    expect(schema.body).toBe(schemaNamed(op.body));

    const answers = Object.entries(schema.response ?? {}).filter(([code]) => code.startsWith('2') && code !== '204');
    if (op.response === undefined) expect(answers).toEqual([]);
    else {
      expect(answers.length).toBeGreaterThan(0);
      for (const [, answer] of answers) expect(answer).toBe(schemaNamed(op.response));
    }

    if (op.kind === 'multipart') expect(schema.consumes).toContain('multipart/form-data');
    if (op.kind === 'stream') expect(schema.produces).toEqual(['text/event-stream']);
    if (op.kind === 'file') expect(schema.produces?.some((type) => !type.includes('json'))).toBe(true);
    if (op.kind === undefined) expect(schema.produces ?? []).toEqual([]);
  });
});
