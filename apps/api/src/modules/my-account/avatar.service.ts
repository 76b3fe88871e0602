import { AVATAR_MAX_PIXELS, type Profile } from '@talent/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { ImageInfo } from '../../platform/storage/image.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import { checkImage, newUploadKey, uploadKeyOf } from '../../platform/storage/uploads.js';
import { findProfile, setAvatar } from './my-account.repo.js';
import { toProfile } from './profile.service.js';

const AVATARS = 'avatars';

/** The storage key behind one of our avatar URLs; null for anything else (e.g. an external URL). */
export const avatarKeyOf = (url: string | null) => uploadKeyOf(AVATARS, url);

/** PNG, JPEG or WebP judged from the bytes, of at most AVATAR_MAX_PIXELS (the shared image rule). */
export const checkAvatar = (bytes: Buffer, declaredType: string): Promise<ImageInfo> =>
  checkImage(bytes, declaredType, AVATAR_MAX_PIXELS);

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
  const { key, url } = newUploadKey(AVATARS, input.image);
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
