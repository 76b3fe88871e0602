import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.BaseSchema;
type Serialize = (data: unknown) => string;

/**
 * A response's zod schema as the JSON Schema fast-json-stringify compiles: the output side (what
 * the handler returns), draft-07 (fast-json-stringify's dialect), ISO strings for dates, and a
 * nullable value as one schema with `type: [T, 'null']` rather than an `anyOf` (which
 * fast-json-stringify can only settle by validating each value at run time).
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    // What JSON cannot describe (a custom check) is written as it is, like JSON.stringify would.
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    // No ids or descriptions (those are for OpenAPI): a named schema is written in place, not as a
    // `$ref`, so a nullable one collapses like any other.
    metadata: z.registry(),
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return collapseNullable(json) as JsonSchema;
}

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

/** `anyOf: [T, {type: 'null'}]` → T with `type: [T.type, 'null']`, wherever T has a single plain type. */
function collapseNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = collapseNullable(value);
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (
      nullAt >= 0 &&
      other &&
      typeof other.type === 'string' &&
      !SUBSCHEMA_LISTS.some((k) => k in other) &&
      !('$ref' in other) &&
      !('const' in other)
    ) {
      const { anyOf: _dropped, ...rest } = out;
      const merged: Record<string, unknown> = { ...rest, ...other, type: [other.type, 'null'] };
      // An enum must admit the null it now allows, for the validators that read it.
      if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
      return merged;
    }
  }
  return out;
}

const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * The compiled serializer of a zod schema, built once per schema object (many routes share one,
 * and test files build the app many times in one process). Properties the schema does not name
 * are never written, so a field a handler adds by mistake does not leave the server.
 */
export function serializerOf(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(responseJsonSchema(schema) as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** A response that does not match its schema: a bug of ours, answered as a 500. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly detail: unknown,
  ) {
    super(`Response of ${route} does not match its schema`);
    this.name = 'ResponseContractError';
  }
}

/**
 * Responses are written by fast-json-stringify from each route's zod schema converted to JSON
 * Schema (once per schema, at start-up), instead of running zod on every response. It drops
 * unknown properties and refuses a missing required one, but, unlike zod, it coerces a wrong
 * type (a number where a string is declared is written as a string, a null as "") and does not
 * check enums or formats. So with `checkResponses` (on unless NODE_ENV=production: tests and
 * development) each response is also checked by zod, and fast-json-stringify's text must say
 * what zod's output says; any difference is a 500, so the test suite catches a handler or a
 * schema that drifts. Production pays for the compiled serializer only.
 */
export function responseSerializerCompiler(checkResponses: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const route = `${method} ${url}`;
    const serialize = serializerOf(schema);
    if (!checkResponses) return serialize;
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) throw new ResponseContractError(route, checked.error.issues);
      const text = serialize(data);
      const expected: unknown = JSON.parse(JSON.stringify(checked.data));
      if (!isDeepStrictEqual(JSON.parse(text), expected)) {
        throw new ResponseContractError(route, { serialized: text, expected });
      }
      return text;
    };
  };
}
