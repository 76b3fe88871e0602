import {
  AddPasskeyBody,
  PasskeyCeremonyResponse,
  PasskeyListResponse,
  PasskeyOptionsBody,
  PasskeyResponse,
  PasskeyUuidParams,
  RemovePasskeyBody,
  RenamePasskeyBody,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { linkContextOf } from '../branding/links.js';
import {
  finishRegistration,
  passkeysOf,
  removeOwnPasskey,
  renameOwnPasskey,
  startRegistration,
} from './passkeys.service.js';

const PORTAL = { action: 'access', subject: 'portal' } as const;
// The person's own sign-in (SECURITY 28: never while someone acts as them). Open to a session that
// still owes its account's second factor: a passkey is one.
const OWN = { access: PORTAL, notWhileImpersonating: true, selection: false, beforeTwoFactor: true } as const;
const IMPERSONATION_NOTE = 'Refused while someone acts as the person (403 `not_while_impersonating`).';

const callerOf = (request: FastifyRequest) => {
  const { user, sessionId } = authOf(request);
  return { userId: user.id, sessionId, email: user.email, name: user.name };
};

/** The signed-in person's passkeys: list, add (password, then the browser's ceremony), rename and remove (password). */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: PORTAL, selection: false, beforeTwoFactor: true },
      schema: {
        tags: ['user-account'],
        summary: 'The person’s passkeys',
        response: { 200: PasskeyListResponse },
      },
    },
    async (request) => ({ data: await passkeysOf(app.db, authOf(request).user.id) }),
  );

  app.post(
    '/options',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Start adding a passkey (password again): options for navigator.credentials.create and a ticket',
        description: `The relying party is the brand host the request came to, else PUBLIC_URL's host. A wrong password is 422 on \`password\`. ${IMPERSONATION_NOTE}`,
        body: PasskeyOptionsBody,
        response: { 200: PasskeyCeremonyResponse },
      },
    },
    async (request) => ({
      data: await startRegistration(app.ctx, callerOf(request), request.body.password, linkContextOf(app, request)),
    }),
  );

  app.post(
    '/',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Finish adding a passkey with the authenticator’s answer',
        description: `422 \`passkey_failed\` when it does not verify, \`passkey_ticket_invalid\` for a used or expired ticket. The person is mailed. ${IMPERSONATION_NOTE}`,
        body: AddPasskeyBody,
        response: { 201: PasskeyResponse },
      },
    },
    async (request, reply) => {
      const data = await finishRegistration(
        app.ctx,
        callerOf(request),
        request.body,
        actorOf(request),
        linkContextOf(app, request),
      );
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    '/:uuid',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Rename a passkey (password again)',
        description: `A wrong password is 422 on \`password\`. ${IMPERSONATION_NOTE}`,
        params: PasskeyUuidParams,
        body: RenamePasskeyBody,
        response: { 200: PasskeyResponse },
      },
    },
    async (request) => ({
      data: await renameOwnPasskey(
        app.ctx,
        authOf(request).user.id,
        request.params.uuid,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/:uuid/remove',
    {
      config: OWN,
      schema: {
        tags: ['user-account'],
        summary: 'Remove a passkey (password again); the person is mailed',
        description: `A wrong password is 422 on \`password\`. ${IMPERSONATION_NOTE}`,
        params: PasskeyUuidParams,
        body: RemovePasskeyBody,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await removeOwnPasskey(
        app.ctx,
        authOf(request).user.id,
        request.params.uuid,
        request.body.password,
        actorOf(request),
        linkContextOf(app, request),
      );
      return reply.status(204).send(null);
    },
  );
};
