import * as contract from '@talent/contract';
import { kindOf, type OperationId, type OperationSpec, operations } from '@talent/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { registerOperations, unservedOperations } from './operations.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

// The registry names schemas by their export; a plain record of the exports looks them up.
const exported: Record<string, unknown> = { ...contract };
const schemaNamed = (name: string | undefined) => (name === undefined ? undefined : exported[name]);

type RouteSchema = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  consumes?: string[];
  produces?: string[];
};

/**
 * Every operation of the contract's registry is served by the route the API registers from it:
 * same method and path, the very same schema objects for path parameters, query, body and 2xx
 * answer, and the registry's access rule, documentation and media types.
 */
/** Downloads that are JSON documents, streamed as an attachment (too big for one response schema). */
const JSON_DOWNLOADS = new Set(['exportPlatformAccount']);

describe('the contract’s registry of operations', () => {
  const all: [string, OperationSpec][] = Object.entries(operations);
  it.each(all)('%s is served as its definition says', (id, op) => {
    const [method, path] = op.route.split(' ');
    const entry = t.app.routeTable.find((r) => r.method === method && r.url === `/portal${path}`);
    expect(entry, `${op.route} is registered under /portal`).toBeDefined();
    expect(entry?.operationId).toBe(id);
    expect(entry?.access).toEqual(op.access);
    expect(entry?.selects).toBe(op.selection !== false);
    const schema = (entry?.schema ?? {}) as RouteSchema;
    expect(schema.operationId).toBe(id);
    expect(schema.tags).toEqual(op.tags);
    expect(schema.summary).toBe(op.summary);
    expect(schema.description).toBe(op.description);
    expect(schema.params).toBe(schemaNamed(op.params));
    expect(schema.querystring).toBe(schemaNamed(op.query));
    expect(schema.body).toBe(schemaNamed(op.body));
    expect(schema.consumes).toEqual(op.consumes);
    expect(schema.produces).toEqual(op.produces);

    const answers = Object.entries(schema.response ?? {}).filter(([code]) => code.startsWith('2') && code !== '204');
    if (op.response === undefined) expect(answers).toEqual([]);
    else {
      expect(answers.map(([code]) => Number(code))).toEqual(
        op.status === undefined ? [200] : typeof op.status === 'number' ? [op.status] : op.status,
      );
      for (const [, answer] of answers) expect(answer).toBe(schemaNamed(op.response));
    }
    if (kindOf(op) === 'stream') expect(schema.produces).toEqual(['text/event-stream']);
    if (kindOf(op) === 'file' && !JSON_DOWNLOADS.has(id))
      expect(schema.produces?.some((type) => !type.includes('json'))).toBe(true);
  });

  it('serves nothing under /portal that is not one of its operations', () => {
    const ids = t.app.routeTable.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(unservedOperations(ids)).toEqual([]);
  });
});

describe('registering handlers by operationId', () => {
  it('stops the app when an operation of the contract has no route', () => {
    expect(unservedOperations(['listJobs'])).toContain('getJob');
    expect(unservedOperations(Object.keys(operations))).toEqual([]);
  });

  it('refuses a handler for an id the contract does not define, and one registered off its path', async () => {
    const app = Fastify();
    const unknown = { noSuchOperation: async () => ({}) } as unknown as Parameters<typeof registerOperations>[1];
    expect(() => registerOperations(app, unknown)).toThrow(/noSuchOperation is no operation/);
    await app.register(
      async (auth) => {
        expect(() => registerOperations(auth, { listJobs: async () => ({ data: [], meta: {} }) } as never)).toThrow(
          /listJobs \(\/portal\/v1\/jobs\) is registered under \/portal\/auth/,
        );
      },
      { prefix: '/portal/auth' },
    );
    await app.close();
  });

  it('gives every operation an id the OpenAPI document names it by', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/portal/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    for (const [id, op] of Object.entries(operations) as [OperationId, OperationSpec][]) {
      const [method, path] = op.route.split(' ');
      const openApiPath = `/portal${path}`.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openApiPath]?.[method!.toLowerCase()]?.operationId, op.route).toBe(id);
    }
  });
});
