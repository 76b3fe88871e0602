import { catalogues, interpolate, type Locale, type Notification, roleNameIn } from '@talent/contract';
import { and, count, desc, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

type Row = typeof notifications.$inferSelect;

/** Subject and content in the reader's language. */
export function render(r: Row, locale: Locale): Notification {
  const kind = r.kind as Notification['kind'];
  const text = catalogues[locale].notifications[kind];
  // A role is kept by name: the portal's own roles read in the reader's language.
  const params = r.params.role
    ? { ...r.params, role: roleNameIn(catalogues[locale], { name: r.params.role }) }
    : r.params;
  return {
    id: r.id,
    kind,
    subject: interpolate(text.subject, params),
    content: interpolate(text.content, params),
    link: r.link,
    notified_at: r.createdAt.toISOString(),
    read_at: r.readAt?.toISOString() ?? null,
  };
}

/**
 * Whose notices: the person's, and only one account's when their session acts in one account
 * alone (signed in through its identity provider, or an impersonation opened there).
 */
export type InboxOwner = { userId: number; accountId: number | null };

const mine = (owner: InboxOwner, extra?: SQL) =>
  and(
    eq(notifications.userId, owner.userId),
    owner.accountId === null ? undefined : inTenant(notifications, owner.accountId),
    extra,
  )!;

export async function unreadCount(q: Queryable, owner: InboxOwner): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notifications)
    .where(mine(owner, isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function inbox(
  q: Queryable,
  owner: InboxOwner,
  query: { page: number; per_page: number; 'filter[unread]'?: 'true' | undefined },
) {
  const where = mine(owner, query['filter[unread]'] ? isNull(notifications.readAt) : undefined);
  const [rows, [totals], unread] = await Promise.all([
    q
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ n: count() }).from(notifications).where(where),
    unreadCount(q, owner),
  ]);
  return { rows, total: totals?.n ?? 0, unread };
}

/** One of the user's notifications; null when it is not theirs. */
export async function findNotification(q: Queryable, owner: InboxOwner, id: string) {
  const [row] = await q
    .select()
    .from(notifications)
    .where(mine(owner, eq(notifications.id, id)));
  return row ?? null;
}

/** Marks one read or unread; null when it is not the user's. */
export async function markNotification(q: Queryable, owner: InboxOwner, id: string, read: boolean) {
  const [row] = await q
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(mine(owner, eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

/** Marks every unread one read, except those of the kinds given; answers how many. */
export async function markAllRead(
  q: Queryable,
  owner: InboxOwner,
  exceptKinds: readonly string[] = [],
): Promise<number> {
  const rows = await q
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      mine(
        owner,
        and(
          isNull(notifications.readAt),
          exceptKinds.length ? notInArray(notifications.kind, [...exceptKinds]) : undefined,
        ),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(q: Queryable, owner: InboxOwner, id: string): Promise<boolean> {
  const rows = await q
    .delete(notifications)
    .where(mine(owner, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Drops the user's notifications that point at `link` (an offer withdrawn or sent again: one notice, not a stale one). */
export async function deleteNotificationsLinkedTo(q: Queryable, userId: number, link: string) {
  await q.delete(notifications).where(mine({ userId, accountId: null }, eq(notifications.link, link)));
}
