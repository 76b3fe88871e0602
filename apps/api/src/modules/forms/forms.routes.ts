import { checkAccess, UPLOAD_PURPOSES, UploadedFileResponse, type UploadPurpose } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { forbidden, invalidFields } from '../../platform/errors.js';
import { checkImage, newUploadKey, readUpload, registerImageMultipart } from '../../platform/storage/uploads.js';
import { UPLOAD_FOLDERS } from './upload-folders.js';

const MAX_PIXELS = 25_000_000;

/** POST /v1/forms/upload-file: an image for a form field, checked like avatars, stored, and its URL returned. */
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
          '`multipart/form-data` with `purpose` (`employer_logo`) and one file in field `file`: PNG, JPEG or WebP (judged from the bytes), up to 2 MB. Larger → 413; anything else → 422. `employer_logo` needs create or update on employers, or update on the caller’s own employer profile (with X-AF-EMPID).',
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
      // Staff creating or editing employers, or an employer user editing its own profile.
      const mayUpload =
        checkAccess(ability, 'create', 'employers') ||
        checkAccess(ability, 'update', 'employers') ||
        checkAccess(ability, 'update', 'employer_profile');
      if (!mayUpload) throw forbidden();
      if (!file) throw invalidFields({ file: [{ rule: 'required' }] });
      const image = await checkImage(file.bytes, file.declaredType, MAX_PIXELS);
      const { key, url } = newUploadKey(UPLOAD_FOLDERS[purpose as UploadPurpose], image);
      await app.storage.put(key, file.bytes, image.mime);
      const { accountId, siteId } = request.selection;
      await recordAudit(app.db, actorOf(request), {
        action: 'upload.created',
        subjectType: 'upload',
        subjectId: key,
        accountId,
        siteId,
        data: { purpose, type: image.mime, bytes: file.bytes.length },
      });
      return { data: { url, content_type: image.mime, size: file.bytes.length } };
    },
  );
};
