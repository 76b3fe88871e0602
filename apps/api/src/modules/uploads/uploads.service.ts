import type { UploadPurpose } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import { checkStylesheet } from '../../platform/storage/stylesheet.js';
import { checkImage, newUploadKey, type Upload } from '../../platform/storage/uploads.js';
import type { Selection } from '../../platform/tenancy/selection.js';
import { forgetStoredFile, recordStoredFile } from '../plan-limits/plan-limits.repo.js';
import { ensureRoom } from '../plan-limits/plan-limits.service.js';
import { UPLOAD_FOLDERS } from './upload-folders.js';

const MAX_PIXELS = 25_000_000;

/** What a stored file of each purpose must be: an image judged from its bytes, or checked CSS. */
async function checkFile(purpose: UploadPurpose, file: Upload): Promise<{ ext: string; mime: string }> {
  if (purpose === 'brand_stylesheet') {
    checkStylesheet(file.bytes, file.declaredType);
    return { ext: 'css', mime: 'text/css; charset=utf-8' };
  }
  return checkImage(file.bytes, file.declaredType, MAX_PIXELS);
}

/**
 * Checks the file for its purpose, stores it under a server-made name and audits the upload. The
 * file counts towards the account's storage limit (409 `plan_limit_storage` when it does not fit):
 * its place is taken in a transaction first, so two uploads cannot both fit in the last megabytes.
 */
export async function storeFormUpload(
  ctx: AppContext,
  storage: Storage,
  purpose: UploadPurpose,
  file: Upload,
  where: Selection,
  actor: AuditActor,
) {
  const checked = await checkFile(purpose, file);
  const { key, url } = newUploadKey(UPLOAD_FOLDERS[purpose], checked);
  const bytes = file.bytes.length;
  const accountId = where.accountId;
  await ctx.db.transaction(async (tx) => {
    if (accountId != null) {
      await ensureRoom(tx, accountId, 'storage_mb', bytes);
      await recordStoredFile(tx, accountId, { key, bytes });
    }
    await recordAudit(tx, actor, {
      action: 'upload.created',
      subjectType: 'upload',
      subjectId: key,
      accountId,
      siteId: where.siteId,
      data: { purpose, type: checked.mime, bytes },
    });
  });
  try {
    await storage.put(key, file.bytes, checked.mime);
  } catch (error) {
    // Not stored: the place it took is given back (the audit row stays, as an attempt).
    if (accountId != null) await forgetStoredFile(ctx.db, accountId, key);
    throw error;
  }
  return { url, content_type: checked.mime, size: bytes };
}
