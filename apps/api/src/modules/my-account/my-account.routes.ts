import {
  AVATAR_FIELD,
  ChangePasswordBody,
  catalogues,
  MessageResponse,
  ProfileResponse,
  SaveShortcutTilesBody,
  ShortcutTilesResponse,
  UpdateProfileBody,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { invalidFields } from '../../platform/errors.js';
import { readUpload, registerImageMultipart } from '../../platform/storage/uploads.js';
import { checkAvatar, removeAvatar, replaceAvatar } from './avatar.service.js';
import { changePassword } from './my-account.service.js';
import { getProfile, saveProfile } from './profile.service.js';
import { getShortcutTiles, saveShortcutTiles } from './shortcut-tiles.service.js';

const PORTAL = { action: 'access', subject: 'portal' } as const;
// SECURITY 19 and 28: staff acting as someone never change that person's credentials or profile.
const OWN = { access: PORTAL, notWhileImpersonating: true } as const;

export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/change-password',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Change the signed-in user’s password',
        description: 'Refused while someone acts as the person (403 `not_while_impersonating`).',
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
      // Read by the security page, where someone whose account requires 2FA is sent to enrol.
      config: { access: PORTAL, beforeTwoFactor: true },
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
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Update name, language and e-mail notifications',
        description:
          'The e-mail address cannot be changed here; an `email` field is ignored. Refused while someone acts as the person (403 `not_while_impersonating`).',
        body: UpdateProfileBody,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      data: await saveProfile(app.ctx, authOf(request).user.id, request.body, actorOf(request)),
    }),
  );

  app.get(
    '/shortcut-tiles',
    {
      config: { access: PORTAL },
      schema: {
        tags: ['user-account'],
        summary: 'The signed-in user’s header shortcut tiles',
        description: '`tiles: null` until the user chooses: the defaults then apply.',
        response: { 200: ShortcutTilesResponse },
      },
    },
    async (request) => ({ data: await getShortcutTiles(app.ctx, authOf(request).user.id) }),
  );

  app.put(
    '/shortcut-tiles',
    {
      // Like the e-mail switches of the profile: the person's own settings, left alone by whoever acts as them.
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Choose and order the header shortcut tiles',
        description:
          'Known tile keys only, each once, at most 12; `null` resets to the defaults. Refused while someone acts as the person (403 `not_while_impersonating`).',
        body: SaveShortcutTilesBody,
        response: { 200: ShortcutTilesResponse },
      },
    },
    async (request) => ({
      data: await saveShortcutTiles(app.ctx, authOf(request).user.id, request.body),
    }),
  );

  // Multipart is registered for the avatar routes only: every other route stays JSON-only.
  await app.register(async (uploads) => {
    await registerImageMultipart(uploads);

    uploads.post(
      '/avatar',
      {
        config: OWN,
        schema: {
          tags: ['user-account'],
          summary: 'Upload a new avatar',
          description:
            '`multipart/form-data` with one file in field `file`: PNG, JPEG or WebP (judged from the bytes), up to 2 MB and 25 megapixels. Larger → 413; anything else → 422 on `file`. Refused while someone acts as the person (403 `not_while_impersonating`).',
          consumes: ['multipart/form-data'],
          response: { 200: ProfileResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { file: upload } = await readUpload(request, AVATAR_FIELD);
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
        config: OWN,
        schema: {
          tags: ['user-account'],
          summary: 'Remove the avatar',
          description: 'Refused while someone acts as the person (403 `not_while_impersonating`).',
          response: { 200: ProfileResponse },
        },
      },
      async (request) => ({
        data: await removeAvatar(app.ctx, app.storage, request.log, authOf(request).user.id, actorOf(request)),
      }),
    );
  });
};
