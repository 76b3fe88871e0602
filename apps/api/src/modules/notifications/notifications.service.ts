import { IMPERSONATION_TRAIL_KINDS, type Locale, type Notification } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import {
  deleteNotification,
  findNotification,
  type InboxOwner,
  inbox,
  markAllRead,
  markNotification,
  render,
  unreadCount,
} from './notifications.repo.js';
import { announce } from './notify.js';

/**
 * Whose inbox (of one account only when the session is bound to one), and whether someone else is
 * acting as them (then their trail stays as it is).
 */
export type Reader = InboxOwner & { impersonated: boolean };

const isTrail = (kind: string) => (IMPERSONATION_TRAIL_KINDS as readonly string[]).includes(kind);

/** Another's notice that they were acted as: not for the one acting to hide (SECURITY 28). */
async function ownNotice(q: Queryable, reader: Reader, id: string) {
  const row = await findNotification(q, reader, id);
  if (!row) throw notFound();
  if (reader.impersonated && isTrail(row.kind)) throw new AppError('not_while_impersonating');
  return row;
}

export type InboxQuery = Parameters<typeof inbox>[2];

/** A page of the reader's notifications in their language, with the totals the list shows. */
export async function inboxOf(ctx: AppContext, reader: Reader, query: InboxQuery, locale: Locale) {
  const { rows, total, unread } = await inbox(ctx.db, reader, query);
  return { rows: rows.map((r) => render(r, locale)), total, unread };
}

export const unreadOf = (ctx: AppContext, reader: Reader): Promise<number> => unreadCount(ctx.db, reader);

/** Marks one read or unread; a trail notice may only be marked unread while impersonated. */
export async function markOne(
  ctx: AppContext,
  reader: Reader,
  id: string,
  read: boolean,
  locale: Locale,
): Promise<Notification> {
  const row = await ctx.db.transaction(async (tx) => {
    if (read) await ownNotice(tx, reader, id);
    const marked = await markNotification(tx, reader, id, read);
    if (!marked) throw notFound();
    await announce(tx, [reader.userId]);
    return marked;
  });
  return render(row, locale);
}

/** Marks all read, except, while impersonated, the trail notices; answers what is still unread. */
export async function markAllOfReader(ctx: AppContext, reader: Reader): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const except = reader.impersonated ? IMPERSONATION_TRAIL_KINDS : [];
    if (await markAllRead(tx, reader, except)) await announce(tx, [reader.userId]);
    return unreadCount(tx, reader);
  });
}

export async function deleteOne(ctx: AppContext, reader: Reader, id: string) {
  await ctx.db.transaction(async (tx) => {
    await ownNotice(tx, reader, id);
    if (!(await deleteNotification(tx, reader, id))) throw notFound();
    await announce(tx, [reader.userId]);
  });
}
