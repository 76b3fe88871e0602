import multipart from '@fastify/multipart';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  ChangePasswordBody,
  catalogues,
  MessageResponse,
  ProfileResponse,
  UpdateProfileBody,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { checkAvatar, removeAvatar, replaceAvatar } from './avatar.service.js';
import { getProfile, saveProfile } from './profile.service.js';
import { changePassword } from './user-account.service.js';

const PORTAL = { action: 'access', subject: 'portal' } as const;

// Limits of the multipart parser: one image, nothing else of any size.
const MULTIPART_LIMITS = {
  files: 1,
  fileSize: AVATAR_MAX_BYTES,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 20,
};
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The one file of field `file`, read into memory (at most AVATAR_MAX_BYTES), with its declared type. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; declaredType: string } | null> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  let upload: { bytes: Buffer; declaredType: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === AVATAR_FIELD) upload = { bytes, declaredType: part.mimetype };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) throw new AppError('payload_too_large', { cause: error });
    if (error instanceof AppError) throw error;
    // Anything else the parser says is a malformed body.
    throw new AppError('bad_request', { cause: error });
  }
  return upload;
}

export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/change-password',
    {
      config: { access: PORTAL },
      schema: {
        tags: ['user-account'],
        summary: 'Change the signed-in user’s password',
        body: ChangePasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { current_password, password, password_confirmation } = request.body;
      await changePassword(
        app.ctx,
        {
          userId: auth.user.id,
          sessionId: auth.sessionId,
          current: current_password,
          password,
          confirmation: password_confirmation,
        },
        actorOf(request),
      );
      return { message: catalogues[request.locale].messages.passwordChanged };
    },
  );

  app.get(
    '/profile',
    {
      config: { access: PORTAL },
      schema: {
        tags: ['user-account'],
        summary: 'The signed-in user’s profile',
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({ data: await getProfile(app.ctx, authOf(request).user.id) }),
  );

  app.put(
    '/profile',
    {
      config: { access: PORTAL },
      schema: {
        tags: ['user-account'],
        summary: 'Update name, language and e-mail notifications',
        description: 'The e-mail address cannot be changed here; an `email` field is ignored.',
        body: UpdateProfileBody,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      data: await saveProfile(app.ctx, authOf(request).user.id, request.body, actorOf(request)),
    }),
  );

  // Multipart is registered for the avatar routes only: every other route stays JSON-only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    uploads.post(
      '/avatar',
      {
        config: { access: PORTAL },
        schema: {
          tags: ['user-account'],
          summary: 'Upload a new avatar',
          description:
            '`multipart/form-data` with one file in field `file`: PNG, JPEG or WebP (judged from the bytes), up to 2 MB and 25 megapixels. Larger → 413; anything else → 422 on `file`.',
          consumes: ['multipart/form-data'],
          response: { 200: ProfileResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const upload = await readUpload(request);
        if (!upload) throw invalidFields({ [AVATAR_FIELD]: [{ rule: 'required' }] });
        const image = await checkAvatar(upload.bytes, upload.declaredType);
        const profile = await replaceAvatar(
          app.ctx,
          app.storage,
          request.log,
          { userId: auth.user.id, bytes: upload.bytes, image },
          actorOf(request),
        );
        return { data: profile };
      },
    );

    uploads.delete(
      '/avatar',
      {
        config: { access: PORTAL },
        schema: {
          tags: ['user-account'],
          summary: 'Remove the avatar',
          response: { 200: ProfileResponse },
        },
      },
      async (request) => ({
        data: await removeAvatar(app.ctx, app.storage, request.log, authOf(request).user.id, actorOf(request)),
      }),
    );
  });
};
