import {
  DEFAULT_LOCALE,
  DEFAULT_NOTIFICATION_PREFERENCES,
  isLocale,
  type NotificationPreferences,
  type Profile,
  type UpdateProfileBody,
} from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findProfile, type ProfileRow, updateProfile } from './my-account.repo.js';

/** Stored preferences may be partial (or `{}`): every missing switch takes its default. */
export function withDefaults(stored: ProfileRow['notificationPreferences']): NotificationPreferences {
  const email = { ...DEFAULT_NOTIFICATION_PREFERENCES.email };
  for (const key of Object.keys(email) as (keyof typeof email)[]) {
    const value = stored?.email?.[key];
    if (typeof value === 'boolean') email[key] = value;
  }
  return { email };
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    notification_preferences: withDefaults(row.notificationPreferences),
  };
}

export async function getProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const row = await findProfile(ctx.db, userId);
  if (!row) throw notFound();
  return toProfile(row);
}

/** Name, language and e-mail switches. The e-mail address is not changed here. */
export async function saveProfile(
  ctx: AppContext,
  userId: number,
  input: UpdateProfileBody,
  actor: AuditActor,
): Promise<Profile> {
  return ctx.db.transaction(async (tx) => {
    const row = await findProfile(tx, userId, true);
    if (!row) throw notFound();
    const before = toProfile(row);
    const next: ProfileRow = {
      ...row,
      name: input.name,
      locale: input.locale,
      notificationPreferences: input.notification_preferences,
    };
    const after = toProfile(next);

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before.name !== after.name) changes.name = { from: before.name, to: after.name };
    if (before.locale !== after.locale) changes.locale = { from: before.locale, to: after.locale };
    for (const key of Object.keys(after.notification_preferences.email) as (keyof NotificationPreferences['email'])[]) {
      const [from, to] = [before.notification_preferences.email[key], after.notification_preferences.email[key]];
      if (from !== to) changes[`notification_preferences.email.${key}`] = { from, to };
    }
    if (Object.keys(changes).length === 0) return before;

    await updateProfile(tx, userId, {
      name: next.name,
      locale: next.locale,
      notificationPreferences: after.notification_preferences,
    });
    await recordAudit(tx, actor, {
      action: 'user.profile_updated',
      subjectType: 'user',
      subjectId: userId,
      data: { changes },
    });
    return after;
  });
}
