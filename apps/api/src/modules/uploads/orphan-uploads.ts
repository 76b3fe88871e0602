import type { UploadPurpose } from '@talent/contract';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accounts, consultants, employers, jobs } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import { uploadUrlPrefix } from '../../platform/storage/uploads.js';
import { forgetStoredKeys } from '../plan-limits/plan-limits.repo.js';
import { UPLOAD_FOLDERS } from './upload-folders.js';

/** An upload gets this long to be saved on a form before it counts as abandoned. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Which of these URLs a row still points at, per purpose. */
const IN_USE: Record<UploadPurpose, (q: Queryable, urls: string[]) => Promise<(string | null)[]>> = {
  employer_logo: async (q, urls) =>
    (await q.select({ url: employers.logo }).from(employers).where(inArray(employers.logo, urls))).map((r) => r.url),
  job_banner: async (q, urls) =>
    (await q.select({ url: jobs.banner }).from(jobs).where(inArray(jobs.banner, urls))).map((r) => r.url),
  consultant_photo: async (q, urls) =>
    (await q.select({ url: consultants.photo }).from(consultants).where(inArray(consultants.photo, urls))).map(
      (r) => r.url,
    ),
  brand_logo: async (q, urls) =>
    (await q.select({ url: accounts.logoSquare }).from(accounts).where(inArray(accounts.logoSquare, urls))).map(
      (r) => r.url,
    ),
  brand_stylesheet: async (q, urls) =>
    (await q.select({ url: accounts.stylesheetPath }).from(accounts).where(inArray(accounts.stylesheetPath, urls))).map(
      (r) => r.url,
    ),
};

/**
 * Deletes form uploads (logos, banners, brand stylesheets) nothing points at: uploads whose form was never saved,
 * and files that were replaced. Young files are left alone, since a form may still be open.
 */
export async function purgeOrphanUploads(q: Queryable, storage: Storage, now = Date.now()): Promise<number> {
  let deleted = 0;
  for (const [purpose, folder] of Object.entries(UPLOAD_FOLDERS) as [UploadPurpose, string][]) {
    const urlOf = (key: string) => `${uploadUrlPrefix(folder)}${key.slice(folder.length + 1)}`;
    let batch: string[] = [];
    const sweep = async () => {
      const keep = new Set(await IN_USE[purpose](q, batch.map(urlOf)));
      const gone: string[] = [];
      for (const key of batch) {
        if (keep.has(urlOf(key))) continue;
        await storage.delete(key);
        gone.push(key);
        deleted++;
      }
      // Deleted files no longer count towards their account's storage limit.
      await forgetStoredKeys(q, gone);
      batch = [];
    };
    for await (const file of storage.list(folder)) {
      if (now - file.modifiedAt.getTime() < ORPHAN_AFTER_MS) continue;
      batch.push(file.key);
      if (batch.length === BATCH) await sweep();
    }
    if (batch.length) await sweep();
  }
  return deleted;
}
