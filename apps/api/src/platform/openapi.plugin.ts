import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeAccess } from './access.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod schemas as JSON Schema, and each operation's declared access as `x-access`. */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  return access ? { ...out, schema: { ...out.schema, 'x-access': describeAccess(access) } } : out;
}

/** OpenAPI generated from the same zod schemas that validate requests; page at /portal/docs. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Talent Portal API',
        version: '1.0.0',
        description: 'Portal API. Every call but the public ones needs `Authorization: Bearer` and `X-AF-EID`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  // No CSP of its own (its `staticCSP` would replace ours with `base-uri 'self'` and
  // `frame-ancestors 'self'`): the page loads only its own scripts and styles, so the app-wide
  // policy of the security plugin serves it as it is.
  await app.register(swaggerUi, { routePrefix: '/portal/docs', staticCSP: false });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
