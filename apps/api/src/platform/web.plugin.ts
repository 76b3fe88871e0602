import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.js';

/** Settings the single web build learns at run time, so one build serves any deployment. */
function runtimeSettings(app: FastifyInstance) {
  return {
    enterpriseId: app.config.enterpriseId,
    paymentProvider: app.config.paymentProvider,
    publicUrl: app.config.publicUrl,
  };
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built SPA: hashed assets cached for a year (brotli or gzip, compressed at build
 * time), index.html never cached, and every other GET that wants HTML answered with index.html.
 * Everything else gets the JSON 404.
 */
export type WebOptions = {
  /**
   * How a feature's own page answers (null: not one of its pages, a 200 nobody may frame): its
   * status, and the origins that may frame it (none keeps 'none').
   */
  page?: (path: string, host: string | undefined) => Promise<WebPageAnswer | null>;
};

/** A feature page's answer: index.html with this status, framed only by these origins. */
export type WebPageAnswer = { status: 200 | 404; frameAncestors: string[] };

/** The app-wide CSP with `frame-ancestors` opened to `origins` (SPACE-separated https origins). */
const withFrameAncestors = (csp: string, origins: string[]) =>
  csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origins.join(' ')}`);

async function web(app: FastifyInstance, options: WebOptions) {
  const dist = app.config.webDist;
  const indexPath = dist ? join(dist, 'index.html') : undefined;
  let indexHtml: string | undefined;
  if (indexPath && existsSync(indexPath)) {
    const meta = `<meta name="portal-config" content="${escapeAttr(JSON.stringify(runtimeSettings(app)))}">`;
    indexHtml = readFileSync(indexPath, 'utf8').replace('</head>', `${meta}</head>`);
    await app.register(fastifyStatic, {
      root: dist!,
      index: false,
      // The build writes `.br` and `.gz` beside each file (apps/web/vite.config.ts).
      preCompressed: true,
      // index.html always goes through sendIndex, which adds the runtime settings; the build's
      // manifest (.vite/) is for the bundle-budget check, not for browsers.
      allowedPath: (path) => path !== '/index.html' && !path.startsWith('/.vite/'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (dist) {
    app.log.warn({ dist }, 'web build not found; serving the API only');
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  // The static wildcard would answer `/` as a directory listing (403); the root is the app.
  if (indexHtml) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

  const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      indexHtml &&
      request.method === 'GET' &&
      !path.startsWith('/portal/') &&
      path !== '/portal' &&
      wantsHtml(request)
    ) {
      const answer = options.page ? await options.page(path, request.host) : null;
      const origins = answer?.frameAncestors ?? [];
      if (origins.length) {
        const csp = reply.getHeader('content-security-policy');
        if (typeof csp === 'string') reply.header('content-security-policy', withFrameAncestors(csp, origins));
        // CSP's frame-ancestors governs framing; the legacy header would forbid what it allows.
        reply.removeHeader('x-frame-options');
      }
      return sendIndex(reply.code(answer?.status ?? 200));
    }
    return reply.status(404).send(errorBody(request.locale, 'not_found'));
  });
}

export const webPlugin = fp(web, { name: 'web' });
