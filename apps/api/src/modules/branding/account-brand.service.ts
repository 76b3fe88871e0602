import type { BrandSettings, SaveBrandBody } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import { isStoredUpload, uploadUrlPrefix } from '../../platform/storage/uploads.js';
import { UPLOAD_FOLDERS } from '../uploads/upload-folders.js';
import { findBrandSettings, saveBrand } from './account-brand.repo.js';

const EDITABLE = [
  'title',
  'logo_square',
  'primary_color',
  'primary_darken_color',
  'stylesheet_path',
  'login',
] as const satisfies readonly (keyof SaveBrandBody)[];

/** Upload paths must name a file storage holds (a path of the right shape is not enough). */
async function requireStoredAssets(storage: Storage, body: SaveBrandBody) {
  const fields: FieldProblems = {};
  for (const [field, folder] of [
    ['logo_square', UPLOAD_FOLDERS.brand_logo],
    ['stylesheet_path', UPLOAD_FOLDERS.brand_stylesheet],
  ] as const) {
    const path = body[field];
    if (path?.startsWith(uploadUrlPrefix(folder)) && !(await isStoredUpload(storage, folder, path))) {
      fields[field] = [{ rule: 'invalid' }];
    }
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
}

/** The account's brand as its editor shows it; 404 for an account that is gone. */
export async function brandOf(ctx: AppContext, accountId: number): Promise<BrandSettings> {
  const brand = await findBrandSettings(ctx.db, accountId);
  if (!brand) throw notFound();
  return brand;
}

/** Saves the brand (its uploads must exist) and audits which fields changed. */
export async function saveAccountBrand(
  ctx: AppContext,
  storage: Storage,
  accountId: number,
  body: SaveBrandBody,
  actor: AuditActor,
): Promise<BrandSettings> {
  await requireStoredAssets(storage, body);
  await ctx.db.transaction(async (tx) => {
    const before = await findBrandSettings(tx, accountId);
    if (!before) throw notFound();
    await saveBrand(tx, accountId, body);
    const changed = EDITABLE.filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(k === 'login' ? body.login : body[k]),
    );
    await recordAudit(tx, actor, {
      action: 'account.brand_updated',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      data: { changed, primary_color: body.primary_color },
    });
  });
  return brandOf(ctx, accountId);
}
