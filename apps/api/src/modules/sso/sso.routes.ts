import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { linkContextOf } from '../branding/links.js';
import { bindingCookie, bindingOf, newBinding } from './binding-cookie.js';
import { exchangeSsoCode, publicProviders, ssoCallback, startSso } from './sso.service.js';

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: String(request.id),
});

const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);

/** Single sign-on through an account's OpenID Connect providers (issue 20), under /portal/auth/oauth. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  registerOperations(app, {
    oauthProviders: async (request) => ({ data: await publicProviders(app.ctx, request.host) }),
    startOAuthSignIn: async (request, reply) => {
      const binding = bindingOf(request, publicUrl) ?? newBinding();
      const { location } = await startSso(app.ctx, {
        uuid: request.params.provider,
        to: request.query.to,
        requestHost: request.host,
        binding,
        ip: request.ip,
      });
      reply.header('set-cookie', bindingCookie(publicUrl, binding));
      return redirect(reply, location);
    },
    oauthCallback: async (request, reply) => {
      const query = request.raw.url?.split('?')[1] ?? '';
      const { location } = await ssoCallback(app.ctx, {
        uuid: request.params.provider,
        search: query,
        requestHost: request.host,
        binding: bindingOf(request, publicUrl),
        links: linkContextOf(app, request),
        actor: actorOf(request),
      });
      return redirect(reply, location);
    },
    oauthExchange: async (request, reply) => {
      const answer = await exchangeSsoCode(app.ctx, request.body.code, bindingOf(request, publicUrl), client(request));
      reply.header('set-cookie', bindingCookie(publicUrl, null));
      return answer;
    },
  });
};
