import { UPLOAD_PURPOSES, UploadedFileResponse, type UploadPurpose } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, passesRules } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { forbidden, invalidFields } from '../../platform/errors.js';
import { readUpload, registerImageMultipart } from '../../platform/storage/uploads.js';
import { ANY_UPLOAD_RIGHT, UPLOAD_RIGHTS } from './upload-rights.js';
import { storeFormUpload } from './uploads.service.js';

const isPurpose = (value: string): value is UploadPurpose => (UPLOAD_PURPOSES as readonly string[]).includes(value);

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
      // Whoever may upload for some purpose; the purpose sent narrows it below.
      config: { access: { anyOf: ANY_UPLOAD_RIGHT } },
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
      const { file, fields } = await readUpload(request, 'file');
      const purpose = fields.purpose;
      if (!purpose) throw invalidFields({ purpose: [{ rule: 'required' }] });
      if (!isPurpose(purpose)) throw invalidFields({ purpose: [{ rule: 'invalid' }] });
      // The purpose is a field of the multipart body, which no declared rule can see: its own
      // rights are checked here (UPLOAD_RIGHTS), one of which the route already required.
      if (!passesRules(authOf(request).ability, { anyOf: UPLOAD_RIGHTS[purpose] })) throw forbidden();
      if (!file) throw invalidFields({ file: [{ rule: 'required' }] });
      const data = await storeFormUpload(app.ctx, app.storage, purpose, file, request.selection, actorOf(request));
      return { data };
    },
  );
};
