import { AVATAR_FIELD, catalogues } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { invalidFields } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { readUpload, registerImageMultipart } from '../../platform/storage/uploads.js';
import { checkAvatar, removeAvatar, replaceAvatar } from './avatar.service.js';
import { changePassword } from './my-account.service.js';
import { getProfile, saveProfile } from './profile.service.js';
import { getShortcutTiles, saveShortcutTiles } from './shortcut-tiles.service.js';

export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    changePassword: async (request) => {
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
    // Read by the security page, where someone whose account requires 2FA is sent to enrol.
    profile: async (request) => ({ data: await getProfile(app.ctx, authOf(request).user.id) }),
    updateProfile: async (request) => ({
      data: await saveProfile(app.ctx, authOf(request).user.id, request.body, actorOf(request)),
    }),
    shortcutTiles: async (request) => ({ data: await getShortcutTiles(app.ctx, authOf(request).user.id) }),
    // Like the e-mail switches of the profile: the person's own settings, left alone by whoever acts as them.
    saveShortcutTiles: async (request) => ({
      data: await saveShortcutTiles(app.ctx, authOf(request).user.id, request.body),
    }),
  });

  // Multipart is registered for the avatar routes only: every other route stays JSON-only.
  await app.register(async (uploads) => {
    await registerImageMultipart(uploads);

    registerOperations(uploads, {
      uploadAvatar: async (request) => {
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
      removeAvatar: async (request) => ({
        data: await removeAvatar(app.ctx, app.storage, request.log, authOf(request).user.id, actorOf(request)),
      }),
    });
  });
};
