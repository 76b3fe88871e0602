import { BrandSettingsResponse, SaveBrandBody } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { isStoredUpload, uploadUrlPrefix } from '../../platform/storage/uploads.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { UPLOAD_FOLDERS } from '../forms/upload-folders.js';
import { findBrandSettings, saveBrand } from './account-brand.repo.js';

const tags = ['branding'];
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

/**
 * The brand editor of the selected account (account staff): what `/accounts/branding` serves on
 * the account's hosts, so a save changes the login page there at once.
 */
export const accountBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/brand',
    {
      config: { access: { action: 'update', subject: 'accounts' } },
      schema: {
        tags,
        summary: 'The account’s brand as the editor shows it (title, logo, colours, stylesheet, login texts)',
        response: { 200: BrandSettingsResponse },
      },
    },
    async (request) => {
      const brand = await findBrandSettings(app.db, requireAccount(request.selection));
      if (!brand) throw notFound();
      return { data: brand };
    },
  );

  app.put(
    '/accounts/brand',
    {
      config: { access: { action: 'update', subject: 'accounts' } },
      schema: {
        tags,
        summary: 'Change the account’s brand',
        description:
          'Colours must keep white text readable (contrast at least 4.5:1, else 422 `contrast` on the field). The logo is an upload (`purpose=brand_logo`) and the stylesheet an upload (`purpose=brand_stylesheet`, content-checked CSS), or one of the platform’s `/brands/…` files; no other site’s address (SECURITY 22).',
        body: SaveBrandBody,
        response: { 200: BrandSettingsResponse },
      },
    },
    async (request) => {
      const accountId = requireAccount(request.selection);
      await requireStoredAssets(app.storage, request.body);
      await app.db.transaction(async (tx) => {
        const before = await findBrandSettings(tx, accountId);
        if (!before) throw notFound();
        await saveBrand(tx, accountId, request.body);
        const changed = EDITABLE.filter(
          (k) => JSON.stringify(before[k]) !== JSON.stringify(k === 'login' ? request.body.login : request.body[k]),
        );
        await recordAudit(tx, actorOf(request), {
          action: 'account.brand_updated',
          subjectType: 'account',
          subjectId: accountId,
          accountId,
          data: { changed, primary_color: request.body.primary_color },
        });
      });
      return { data: (await findBrandSettings(app.db, accountId))! };
    },
  );
};
