import * as contract from '@talent/contract';
import { type OperationSpec, operations } from '@talent/contract';
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
  it.each(Object.entries(operations) as [string, OperationSpec][])('%s matches its API route', (_id, op) => {
    const route = t.app.routeTable.find((r) => r.method === op.method && r.url === `/portal${op.path}`);
    expect(route, `${op.method} /portal${op.path} is registered`).toBeDefined();
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
