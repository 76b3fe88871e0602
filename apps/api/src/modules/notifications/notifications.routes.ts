import { NOTIFICATION_STREAM_EVENT } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { NotificationHub } from './notification-hub.js';
import { deleteOne, inboxOf, markAllOfReader, markOne, type Reader, unreadOf } from './notifications.service.js';

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Streams end after this long; the client reconnects, and its session is checked again. */
const STREAM_MAX_MS = 5 * 60_000;

const readerOf = (request: FastifyRequest): Reader => {
  const auth = authOf(request);
  return { userId: auth.user.id, accountId: auth.boundAccountId, impersonated: auth.impersonatorUserId !== null };
};

/** The signed-in user's own notifications: inbox, read state, deletion, and a live unread count. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new NotificationHub(app);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());

  registerOperations(app, {
    notificationInbox: async (request) => {
      const { rows, total, unread } = await inboxOf(app.ctx, readerOf(request), request.query, request.locale);
      return { data: rows, meta: { ...pageMeta(request.query, total), unread } };
    },
    unreadCount: async (request) => ({ data: { unread: await unreadOf(app.ctx, readerOf(request)) } }),
    markNotification: async (request) => {
      return {
        data: await markOne(app.ctx, readerOf(request), request.params.uuid, request.body.read, request.locale),
      };
    },
    markAllNotificationsRead: async (request) => ({
      data: { unread: await markAllOfReader(app.ctx, readerOf(request)) },
    }),
    deleteNotification: async (request) => {
      await deleteOne(app.ctx, readerOf(request), request.params.uuid);
      return { message: 'deleted' };
    },
    notificationStream: async (request, reply) => {
      const reader = readerOf(request);
      const first = await unreadOf(app.ctx, reader);
      reply.hijack();
      const res = reply.raw;
      // Hijacked: copy the headers hooks already set (security headers, request id).
      const set = Object.entries(reply.getHeaders()).filter(
        (h): h is [string, string | number | string[]] => h[1] !== undefined,
      );
      res.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // One stream per connection: when it ends (timeout, shutdown) the socket goes too, so a
        // shutdown is never held open by it.
        connection: 'close',
      });
      const send = (unread: number) =>
        res.write(`event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify({ unread })}\n\n`);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(limit);
        unsubscribe();
        res.end();
      };
      const unsubscribe = hub.subscribe(reader, { send, end });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const limit = setTimeout(end, STREAM_MAX_MS);
      // The response closes when the client goes away (or we end it).
      res.on('close', end);
      send(first);
    },
  });
};
