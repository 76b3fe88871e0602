/**
 * The smallest body an operation's own JSON schema (from the OpenAPI document) accepts, for tests
 * that must get past validation into the handler: the authorisation matrix sends one to every
 * role, so a check made inside a handler or service shows up as a refusal instead of hiding
 * behind a 422 for an empty body. Ids point at nothing (`MISSING_ID`), so an allowed call ends in
 * 404 before it changes anything that has an id.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
};

export const MISSING_ID = 2_147_483_646;
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

/** Strings some schemas constrain by pattern: a value that matches each. */
const BY_PATTERN: [RegExp, string][] = [
  [/#|\[0-9a-fA-F\]\{6\}|\[0-9a-f\]\{6\}/i, '#1f4f8f'],
  [/\^\[a-z0-9/, 'matrix-key'],
  // An undo ticket's token (256 bits, base64url): one nothing issued.
  [/\{43\}/, 'MatrixCheckUndoTokenThatNoChangeWasGivenAAA'],
  // A content version (sha-256 in hex) that no job has.
  [/\{64\}/, '0'.repeat(64)],
  // An ISO 4217 currency code.
  [/^\^\[A-Z\]\{3\}\$$/, 'GBP'],
];

const SAMPLE_DATE = '2030-01-15';
const OPTIONAL_SENT = ['client_secret'];

function sampleString(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'email':
      return 'matrix.check@example.test';
    case 'uuid':
      return MISSING_UUID;
    case 'date-time':
      return `${SAMPLE_DATE}T09:00:00.000Z`;
    case 'date':
      return SAMPLE_DATE;
    case 'uri':
    case 'url':
      return 'https://example.test/';
  }
  if (schema.pattern) {
    const known = BY_PATTERN.find(([p]) => p.test(schema.pattern!));
    if (known) return known[1];
  }
  if (/password/i.test(name)) return 'Matrix!Check-2345';
  if (/domain|host/i.test(name)) return 'matrix-check.example.test';
  // An identity provider's: Google's issuer fits the first preset (google).
  if (name === 'issuer') return 'https://accounts.google.com';
  const length = Math.max(schema.minLength ?? 0, 8);
  return 'Matrix check value'.padEnd(length, 'x').slice(0, Math.min(length + 10, schema.maxLength ?? 60));
}

function sampleNumber(schema: JsonSchema, name: string): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  // Ids point at nothing; quantities and amounts take their smallest allowed value.
  if (/(^id$|_id$|^ids?$)/.test(name) && (schema.maximum ?? Number.POSITIVE_INFINITY) >= MISSING_ID) return MISSING_ID;
  return min ?? 1;
}

export function sampleOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema, name = '', depth = 0): unknown {
  if (depth > 12) return null;
  if (schema.$ref) return sampleOf(resolve(schema.$ref), resolve, name, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const chosen = options.find((o) => o.type !== 'null') ?? options[0]!;
    return sampleOf(chosen, resolve, name, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, resolve, name, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((x) => x !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, name);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, resolve, name, depth + 1));
    }
    default: {
      if (!schema.properties) return {};
      const body: Record<string, unknown> = {};
      // Optional in the schema but required by a service on create: a new identity provider's secret.
      const alsoSent = OPTIONAL_SENT.filter((key) => schema.properties?.[key]);
      for (const key of [...(schema.required ?? []), ...alsoSent]) {
        body[key] = sampleOf(schema.properties[key] ?? {}, resolve, key, depth + 1);
      }
      return body;
    }
  }
}
