import {
  MarkNotificationBody,
  MessageResponse,
  NOTIFICATION_STREAM_EVENT,
  NotificationIdParam,
  NotificationInboxQuery,
  NotificationInboxResponse,
  NotificationResponse,
  UnreadCountResponse,
} from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { pageMeta } from '../../platform/pagination.js';
import { NotificationHub } from './notification-hub.js';
import { deleteOne, inboxOf, markAllOfReader, markOne, type Reader, unreadOf } from './notifications.service.js';

const PORTAL = { action: 'access', subject: 'portal' } as const;
const tags = ['notifications'];
/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Streams end after this long; the client reconnects, and its session is checked again. */
const STREAM_MAX_MS = 5 * 60_000;

const readerOf = (request: FastifyRequest): Reader => {
  const auth = authOf(request);
  return { userId: auth.user.id, accountId: auth.boundAccountId, impersonated: auth.impersonatorUserId !== null };
};
const TRAIL_RULE =
  'While someone acts as the person, a notice that they were acted as (`impersonated`) cannot be marked read or deleted: 403 `not_while_impersonating`.';

/** The signed-in user's own notifications: inbox, read state, deletion, and a live unread count. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new NotificationHub(app);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());

  app.get(
    '/notifications/inbox',
    {
      config: { access: PORTAL },
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        querystring: NotificationInboxQuery,
        response: { 200: NotificationInboxResponse },
      },
    },
    async (request) => {
      const { rows, total, unread } = await inboxOf(app.ctx, readerOf(request), request.query, request.locale);
      return { data: rows, meta: { ...pageMeta(request.query, total), unread } };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: PORTAL },
      schema: { tags, summary: 'How many of my notifications are unread', response: { 200: UnreadCountResponse } },
    },
    async (request) => ({ data: { unread: await unreadOf(app.ctx, readerOf(request)) } }),
  );

  app.patch(
    '/notifications/:uuid',
    {
      config: { access: PORTAL },
      schema: {
        tags,
        summary: 'Mark one notification read or unread',
        description: TRAIL_RULE,
        params: NotificationIdParam,
        body: MarkNotificationBody,
        response: { 200: NotificationResponse },
      },
    },
    async (request) => {
      return {
        data: await markOne(app.ctx, readerOf(request), request.params.uuid, request.body.read, request.locale),
      };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: PORTAL },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        description:
          'Answers how many are still unread: while someone acts as the person, their `impersonated` notices stay unread.',
        response: { 200: UnreadCountResponse },
      },
    },
    async (request) => ({ data: { unread: await markAllOfReader(app.ctx, readerOf(request)) } }),
  );

  app.delete(
    '/notifications/:uuid',
    {
      config: { access: PORTAL },
      schema: {
        tags,
        summary: 'Delete one of my notifications',
        description: TRAIL_RULE,
        params: NotificationIdParam,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await deleteOne(app.ctx, readerOf(request), request.params.uuid);
      return { message: 'deleted' };
    },
  );

  app.get(
    '/notifications/stream',
    {
      config: { access: PORTAL },
      schema: {
        tags,
        summary: 'Server-sent events: my unread count now and whenever it changes',
        description: `\`text/event-stream\` of \`${NOTIFICATION_STREAM_EVENT}\` events whose data is \`{"unread": n}\`, from any API process. Streams end after ${STREAM_MAX_MS / 60_000} minutes; reconnect.`,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
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
  );
};
