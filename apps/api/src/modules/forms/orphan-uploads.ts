import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { employers } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage/storage.js';
import { uploadUrlPrefix } from '../../platform/storage/uploads.js';
import { UPLOAD_FOLDERS } from './upload-folders.js';

/** An upload gets this long to be saved on a form before it counts as abandoned. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes employer logos that no employer points at: uploads whose form was never saved, and
 * logos that were replaced. Young files are left alone, since a form may still be open.
 */
export async function purgeOrphanLogos(q: Queryable, storage: Storage, now = Date.now()): Promise<number> {
  const folder = UPLOAD_FOLDERS.employer_logo;
  const urlOf = (key: string) => `${uploadUrlPrefix(folder)}${key.slice(folder.length + 1)}`;
  let deleted = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const urls = batch.map(urlOf);
    const used = await q.select({ logo: employers.logo }).from(employers).where(inArray(employers.logo, urls));
    const keep = new Set(used.map((r) => r.logo));
    for (const key of batch) {
      if (keep.has(urlOf(key))) continue;
      await storage.delete(key);
      deleted++;
    }
    batch = [];
  };
  for await (const file of storage.list(folder)) {
    if (now - file.modifiedAt.getTime() < ORPHAN_AFTER_MS) continue;
    batch.push(file.key);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length) await sweep();
  return deleted;
}
