import {
  type AppAbility,
  checkAccess,
  UPLOAD_PURPOSES,
  UploadedFileResponse,
  type UploadPurpose,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { forbidden, invalidFields } from '../../platform/errors.js';
import { checkStylesheet } from '../../platform/storage/stylesheet.js';
import {
  checkImage,
  newUploadKey,
  readUpload,
  registerImageMultipart,
  type Upload,
} from '../../platform/storage/uploads.js';
import { UPLOAD_FOLDERS } from './upload-folders.js';

const MAX_PIXELS = 25_000_000;

/** Who may upload for each purpose: whoever may save the form the file belongs to. */
const MAY_UPLOAD: Record<UploadPurpose, (ability: AppAbility) => boolean> = {
  // Staff creating or editing employers, or an employer user editing its own profile.
  employer_logo: (a) =>
    checkAccess(a, 'create', 'employers') ||
    checkAccess(a, 'update', 'employers') ||
    checkAccess(a, 'update', 'employer_profile'),
  job_banner: (a) => checkAccess(a, 'create', 'jobs') || checkAccess(a, 'update', 'jobs'),
  consultant_photo: (a) => checkAccess(a, 'create', 'consultants') || checkAccess(a, 'update', 'consultants'),
  brand_logo: (a) => checkAccess(a, 'update', 'accounts'),
  brand_stylesheet: (a) => checkAccess(a, 'update', 'accounts'),
};

/** What a stored file of each purpose must be: an image judged from its bytes, or checked CSS. */
async function checkFile(purpose: UploadPurpose, file: Upload): Promise<{ ext: string; mime: string }> {
  if (purpose === 'brand_stylesheet') {
    checkStylesheet(file.bytes, file.declaredType);
    return { ext: 'css', mime: 'text/css; charset=utf-8' };
  }
  return checkImage(file.bytes, file.declaredType, MAX_PIXELS);
}

/**
 * POST /v1/forms/upload-file: an image for a form field, checked like avatars, or a brand
 * stylesheet, checked as CSS (SECURITY 22); stored, and its URL returned.
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here: every other route stays JSON-only.
  await registerImageMultipart(app);

  app.post(
    '/upload-file',
    {
      config: { access: { action: 'access', subject: 'portal' } },
      schema: {
        tags: ['forms'],
        summary: 'Upload a file for a form field',
        description:
          '`multipart/form-data` with `purpose` (`employer_logo`, `job_banner`, `consultant_photo`, `brand_logo`, `brand_stylesheet`) and one file in field `file`: PNG, JPEG or WebP (judged from the bytes), up to 2 MB; for `brand_stylesheet` a `text/css` file of UTF-8 CSS up to 256 KB with no `@import`, no `url()` outside this portal and nothing that runs script (`expression`, `behavior`, `-moz-binding`, `javascript:`). Larger → 413; anything else → 422. `employer_logo` needs create or update on employers, or update on the caller’s own employer profile (with X-AF-EMPID); `job_banner` create or update on jobs; `brand_logo` and `brand_stylesheet` update on accounts.',
        consumes: ['multipart/form-data'],
        response: { 200: UploadedFileResponse },
      },
    },
    async (request) => {
      const { ability } = authOf(request);
      const { file, fields } = await readUpload(request, 'file');
      const purpose = fields.purpose;
      if (!purpose) throw invalidFields({ purpose: [{ rule: 'required' }] });
      if (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose))
        throw invalidFields({ purpose: [{ rule: 'invalid' }] });
      if (!MAY_UPLOAD[purpose as UploadPurpose](ability)) throw forbidden();
      if (!file) throw invalidFields({ file: [{ rule: 'required' }] });
      const checked = await checkFile(purpose as UploadPurpose, file);
      const { key, url } = newUploadKey(UPLOAD_FOLDERS[purpose as UploadPurpose], checked);
      await app.storage.put(key, file.bytes, checked.mime);
      const { accountId, siteId } = request.selection;
      await recordAudit(app.db, actorOf(request), {
        action: 'upload.created',
        subjectType: 'upload',
        subjectId: key,
        accountId,
        siteId,
        data: { purpose, type: checked.mime, bytes: file.bytes.length },
      });
      return { data: { url, content_type: checked.mime, size: file.bytes.length } };
    },
  );
};
