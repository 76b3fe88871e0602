import type { AccessRule, NotificationKind, NotificationParams } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { type Audience, type Place, recipients } from './recipients.js';

/** NOTIFY channel: the payload lists the user ids whose unread count changed. */
export const NOTIFICATION_CHANNEL = 'portal_notifications';

export type NewNotification = { kind: NotificationKind; params: NotificationParams; link: string | null };

/** Site-relative portal path, e.g. `jobs/hold` → `/1/2/jobs/hold`. */
export const sitePath = (place: Place, path: string) => `/${place.accountId}/${place.siteId}/${path}`;

/** Tells listeners (in every API process) that these users' notifications changed, on commit. */
export async function announce(q: Queryable, userIds: number[]) {
  if (!userIds.length) return;
  await q.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userIds.join(',')})`);
}

/** Notifies the given users, in the caller's transaction. */
export async function notifyUsers(q: Queryable, accountId: number | null, userIds: number[], n: NewNotification) {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await q.insert(notifications).values(
    unique.map((userId) => ({
      userId,
      accountId,
      kind: n.kind,
      params: n.params as Record<string, string>,
      link: n.link,
    })),
  );
  await announce(q, unique);
}

/** Notifies everyone of `audience` who holds `rule` at `place`, in the caller's transaction. */
export async function notify(q: Queryable, place: Place, rule: AccessRule, audience: Audience, n: NewNotification) {
  await notifyUsers(q, place.accountId, await recipients(q, place, rule, audience), n);
}
