import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from './serialization.js';

const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['owner', 'member']),
  manager: z.object({ id: z.number().int() }).nullable(),
  tags: z.array(z.object({ label: z.string() })),
  note: z.string().optional(),
});
const valid = { id: 1, name: 'Amira', role: 'owner', manager: null, tags: [{ label: 'a' }] };

/** A bare app with the portal's response serializer and one route that answers `body`. */
async function answer(checkResponses: boolean, body: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(responseSerializerCompiler(checkResponses));
  // The handler's return type is what a bug would break: typed loosely on purpose.
  app.get('/person', { schema: { response: { 200: Person } } }, async () => body as z.infer<typeof Person>);
  const response = await app.inject({ method: 'GET', url: '/person' });
  await app.close();
  return response;
}

describe.each([
  ['checking each response (tests, development)', true],
  ['compiled serializer only (production)', false],
])('response serializer, %s', (_label, checkResponses) => {
  it('writes what the schema names', async () => {
    const response = await answer(checkResponses, { ...valid, note: 'n' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...valid, note: 'n' });
  });

  it('never sends a field the schema does not name, at any depth', async () => {
    const response = await answer(checkResponses, {
      ...valid,
      passwordHash: 'secret-1',
      manager: { id: 2, totpSecret: 'secret-2' },
      tags: [{ label: 'a', internal: 'secret-3' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/secret|passwordHash|totpSecret|internal/);
    expect(response.json()).toEqual({ ...valid, manager: { id: 2 } });
  });

  it('refuses a response without a required field or with a number that is not one: 500', async () => {
    const { name: _missing, ...withoutName } = valid;
    expect((await answer(checkResponses, withoutName)).statusCode).toBe(500);
    expect((await answer(checkResponses, { ...valid, id: 'not-a-number' })).statusCode).toBe(500);
  });
});

describe('response serializer, what only the check refuses', () => {
  // fast-json-stringify writes a wrong type as the declared one and checks no enum; zod refuses
  // both. Tests and development run the check, so a handler that drifts fails there.
  const drifts = {
    'a number for a string': { ...valid, name: 42 },
    'a value outside the enum': { ...valid, role: 'admin' },
    'null for a string': { ...valid, name: null },
  };
  it.each(Object.entries(drifts))('with the check, %s is a 500', async (_label, body) => {
    expect((await answer(true, body)).statusCode).toBe(500);
  });
  it('without it (production), the compiled serializer coerces a wrong type rather than failing', async () => {
    const response = await answer(false, drifts['a number for a string']);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('42');
  });
});

describe('responseJsonSchema', () => {
  it('writes a nullable value as one schema with a null type, not an anyOf', () => {
    const json = responseJsonSchema(z.object({ at: z.iso.datetime().nullable(), n: z.number().nullable() }));
    expect(json.properties?.at).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    expect(json.properties?.n).toEqual({ type: ['number', 'null'] });
    expect(JSON.stringify(json)).not.toContain('anyOf');
  });

  it('keeps a union of objects as alternatives', () => {
    const json = responseJsonSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]));
    expect(json.anyOf).toHaveLength(2);
  });
});
