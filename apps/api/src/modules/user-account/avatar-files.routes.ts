import { AVATAR_FILE_NAME, AvatarFileParams } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.js';

/**
 * GET /portal/uploads/avatars/:name — public, so `<img src>` works without a token. Names are
 * random (128 bits) and server-made; anything else is 404 before storage is asked.
 */
export const avatarFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:name',
    {
      config: { access: 'public', enterprise: false },
      schema: {
        tags: ['user-account'],
        summary: 'An avatar image',
        description: 'Served with its content type, `nosniff`, a restrictive CSP and a one-year immutable cache.',
        params: AvatarFileParams,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!AVATAR_FILE_NAME.test(name)) throw notFound();
      const object = await app.storage.get(`avatars/${name}`);
      if (!object) throw notFound();
      return reply
        .type(object.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(object.bytes);
    },
  );
};
