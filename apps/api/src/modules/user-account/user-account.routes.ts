import { ChangePasswordBody, catalogues, MessageResponse } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { changePassword } from './user-account.service.js';

export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/change-password',
    {
      config: { access: { action: 'access', subject: 'portal' } },
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
};
