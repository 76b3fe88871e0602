import { LoginResponse, PublicProviderListResponse, SsoExchangeBody, SsoStartQuery } from '@talent/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit.js';
import { linkContextOf } from '../branding/links.js';
import { bindingCookie, bindingOf, newBinding } from './binding-cookie.js';
import { exchangeSsoCode, publicProviders, ssoCallback, startSso } from './sso.service.js';

const ProviderParam = z.object({ provider: z.string().max(100) });
const Redirect = { 302: z.null().describe('To the identity provider, or back to the login page') };

// Browser navigations, not API calls: no enterprise header, and no page may frame or cache them.
const NAVIGATION = { access: 'public', enterprise: false } as const;

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

  app.get(
    '/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The identity providers of the brand host’s account, for the login page',
        description: 'Enabled providers only; none on a host that is no brand host.',
        response: { 200: PublicProviderListResponse },
      },
    },
    async (request) => ({ data: await publicProviders(app.ctx, request.host) }),
  );

  app.get(
    '/:provider/start',
    {
      config: NAVIGATION,
      schema: {
        tags: ['auth'],
        summary: 'Start a sign-in with an identity provider (a browser navigation)',
        description:
          'Redirects to the IdP (code flow, PKCE S256, state, nonce) and sets the browser-binding cookie. A provider that is unknown, disabled or another account’s (relative to the host’s brand) redirects to `/login?sso_error=unknown_oauth_provider`. `to`: a same-site path to land on afterwards.',
        params: ProviderParam,
        querystring: SsoStartQuery,
        response: Redirect,
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/:provider/callback',
    {
      config: NAVIGATION,
      schema: {
        tags: ['auth'],
        summary: 'The identity provider’s redirect back (register this URL at the IdP)',
        description:
          'On success redirects to `/login/sso#code=…&to=…` (a one-time code for `POST /auth/oauth/exchange`, in the fragment so it reaches no log or Referer); otherwise to `/login?sso_error=<code>`.',
        params: ProviderParam,
        response: Redirect,
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/exchange',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code of an SSO sign-in for a session',
        description:
          'Needs the browser-binding cookie of the same sign-in. Answers like `/auth/login`: a token, or a `SecondFactorChallenge` when the person has TOTP and the IdP’s `amr` shows no second factor. A used, expired or other browser’s code is 422 `sso_code_invalid`.',
        body: SsoExchangeBody,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const answer = await exchangeSsoCode(app.ctx, request.body.code, bindingOf(request, publicUrl), client(request));
      reply.header('set-cookie', bindingCookie(publicUrl, null));
      return answer;
    },
  );
};
