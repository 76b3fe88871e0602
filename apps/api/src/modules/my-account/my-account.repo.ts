import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  locale: users.locale,
  notificationPreferences: users.notificationPreferences,
};

export type ProfileRow = {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  locale: string;
  notificationPreferences: typeof users.$inferSelect.notificationPreferences;
};

/** The user's own row; `forUpdate` locks it so concurrent edits audit the right "before". */
export async function findProfile(q: Queryable, userId: number, forUpdate = false): Promise<ProfileRow | null> {
  const query = q.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function updateProfile(
  q: Queryable,
  userId: number,
  values: Pick<ProfileRow, 'name' | 'locale' | 'notificationPreferences'>,
): Promise<void> {
  await q
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setAvatar(q: Queryable, userId: number, avatar: string | null): Promise<void> {
  await q.update(users).set({ avatar, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function findShortcutTiles(q: Queryable, userId: number): Promise<string[] | null | undefined> {
  const [row] = await q.select({ tiles: users.shortcutTiles }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.tiles : undefined;
}

export async function setShortcutTiles(q: Queryable, userId: number, tiles: string[] | null): Promise<void> {
  await q.update(users).set({ shortcutTiles: tiles, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
