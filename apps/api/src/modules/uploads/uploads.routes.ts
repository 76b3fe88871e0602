import { UPLOAD_PURPOSES, type UploadPurpose } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, passesRules } from '../../platform/access.js';
import { actorOf } from '../../platform/audit.js';
import { forbidden, invalidFields } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { readUpload, registerImageMultipart } from '../../platform/storage/uploads.js';
import { UPLOAD_RIGHTS } from './upload-rights.js';
import { storeFormUpload } from './uploads.service.js';

const isPurpose = (value: string): value is UploadPurpose => (UPLOAD_PURPOSES as readonly string[]).includes(value);

/**
 * POST /v1/forms/upload-file: an image for a form field, checked like avatars, or a brand
 * stylesheet, checked as CSS (SECURITY 22); stored, and its URL returned.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here: every other route stays JSON-only.
  await registerImageMultipart(app);

  registerOperations(app, {
    // Whoever may upload for some purpose; the purpose sent narrows it below.
    uploadFormFile: async (request) => {
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
  });
};
