import { randomBytes } from 'node:crypto';
import { AVATAR_FILE_NAME, AVATAR_MAX_PIXELS, type Profile } from '@talent/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { type ImageInfo, inspectImage } from '../../platform/storage/image.js';
import type { Storage } from '../../platform/storage/storage.js';
import { toProfile } from './profile.service.js';
import { findProfile, setAvatar } from './user-account.repo.js';

/** Public URL prefix of avatar files (served by avatar-files.routes.ts). */
export const AVATAR_URL_PREFIX = '/portal/uploads/avatars/';

const imageError = () => invalidFields({ file: [{ rule: 'image' }] });

/** The storage key behind one of our avatar URLs; null for anything else (e.g. an external URL). */
export function avatarKeyOf(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_FILE_NAME.test(name) ? `avatars/${name}` : null;
}

/**
 * Accepts PNG, JPEG or WebP judged from the bytes; the declared type must say the same thing,
 * and the header may not promise more than AVATAR_MAX_PIXELS (a decompression bomb).
 */
export async function checkAvatar(bytes: Buffer, declaredType: string): Promise<ImageInfo> {
  if (bytes.length === 0) throw invalidFields({ file: [{ rule: 'required' }] });
  const image = await inspectImage(bytes);
  if (!image) throw imageError();
  const declared = declaredType.toLowerCase().split(';')[0]!.trim();
  if ((declared === 'image/jpg' ? 'image/jpeg' : declared) !== image.mime) throw imageError();
  if (image.width * image.height > AVATAR_MAX_PIXELS) throw imageError();
  return image;
}

async function removeQuietly(storage: Storage, key: string | null, log: FastifyBaseLogger) {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (err) {
    // The profile is already right; an orphan file is a housekeeping matter, not the user's.
    log.error({ err, key }, 'could not delete a stored avatar');
  }
}

/** Stores the image under a new random name, points the user at it and deletes the previous file. */
export async function replaceAvatar(
  ctx: AppContext,
  storage: Storage,
  log: FastifyBaseLogger,
  input: { userId: number; bytes: Buffer; image: ImageInfo },
  actor: AuditActor,
): Promise<Profile> {
  const name = `${randomBytes(16).toString('hex')}.${input.image.ext}`;
  const key = `avatars/${name}`;
  const url = `${AVATAR_URL_PREFIX}${name}`;
  await storage.put(key, input.bytes, input.image.mime);
  let previous: string | null = null;
  let profile: Profile;
  try {
    profile = await ctx.db.transaction(async (tx) => {
      const row = await findProfile(tx, input.userId, true);
      if (!row) throw notFound();
      previous = row.avatar;
      await setAvatar(tx, input.userId, url);
      await recordAudit(tx, actor, {
        action: 'user.avatar_updated',
        subjectType: 'user',
        subjectId: input.userId,
        data: { from: previous, to: url, type: input.image.mime, bytes: input.bytes.length },
      });
      return toProfile({ ...row, avatar: url });
    });
  } catch (error) {
    await removeQuietly(storage, key, log);
    throw error;
  }
  await removeQuietly(storage, avatarKeyOf(previous), log);
  return profile;
}

export async function removeAvatar(
  ctx: AppContext,
  storage: Storage,
  log: FastifyBaseLogger,
  userId: number,
  actor: AuditActor,
): Promise<Profile> {
  let previous: string | null = null;
  const profile = await ctx.db.transaction(async (tx) => {
    const row = await findProfile(tx, userId, true);
    if (!row) throw notFound();
    previous = row.avatar;
    if (previous !== null) {
      await setAvatar(tx, userId, null);
      await recordAudit(tx, actor, {
        action: 'user.avatar_removed',
        subjectType: 'user',
        subjectId: userId,
        data: { from: previous },
      });
    }
    return toProfile({ ...row, avatar: null });
  });
  await removeQuietly(storage, avatarKeyOf(previous), log);
  return profile;
}
