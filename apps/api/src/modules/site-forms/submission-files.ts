import { randomBytes } from 'node:crypto';
import { SITE_FORM_FILE_FIELDS_MAX, SITE_FORM_FILE_MAX_BYTES, type SiteFormField } from '@talent/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { SiteFormFileRef } from '../../db/schema/site-forms.js';
import { AppError, type FieldProblems, invalidFields } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage-port.js';

export const SITE_FORM_FILE_FOLDER = 'site-form-files';

/** What a file field takes, judged from the bytes (the extension is ours, never the visitor's). */
const FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Limits of the parser: the JSON part, one part per file field, nothing else of any size. */
export const SUBMISSION_MULTIPART_LIMITS = {
  files: SITE_FORM_FILE_FIELDS_MAX,
  fileSize: SITE_FORM_FILE_MAX_BYTES,
  fields: 1,
  fieldSize: 256 * 1024,
  parts: SITE_FORM_FILE_FIELDS_MAX + 1,
  headerPairs: 20,
};
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export type SubmittedFile = { bytes: Buffer; declaredType: string; fileName: string | null };

/** The `data` JSON text and the file parts (by field name) of a multipart submission. */
export async function readSubmissionParts(
  request: FastifyRequest,
): Promise<{ data: unknown; files: Map<string, SubmittedFile> }> {
  const files = new Map<string, SubmittedFile>();
  let data: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (files.has(part.fieldname)) throw new AppError('bad_request');
        files.set(part.fieldname, { bytes, declaredType: part.mimetype, fileName: part.filename || null });
      } else if (part.fieldname === 'data' && typeof part.value === 'string') {
        try {
          data = JSON.parse(part.value);
        } catch (error) {
          throw new AppError('malformed_json', { cause: error });
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) throw new AppError('payload_too_large', { cause: error });
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', { cause: error });
  }
  return { data, files };
}

/**
 * Checks every file against its field: only file fields take files, and each must be a PDF,
 * DOCX, PNG or JPEG by its bytes, labelled as what it is (a renamed executable or a PNG sent as
 * a PDF is refused with `file_type`). Returns the accepted files' types.
 */
export async function checkSubmissionFiles(
  fields: readonly SiteFormField[],
  files: Map<string, SubmittedFile>,
): Promise<Map<string, { file: SubmittedFile; type: string; ext: string }>> {
  const problems: FieldProblems = {};
  const accepted = new Map<string, { file: SubmittedFile; type: string; ext: string }>();
  for (const [key, file] of files) {
    const field = fields.find((f) => f.key === key);
    if (field?.type !== 'file') {
      problems[`answers.${key}`] = [{ rule: 'invalid' }];
      continue;
    }
    if (file.bytes.length === 0) {
      if (field.required) problems[`answers.${key}`] = [{ rule: 'required' }];
      continue;
    }
    const detected = (await fileTypeFromBuffer(file.bytes))?.mime;
    const declared = file.declaredType.toLowerCase().split(';')[0]!.trim();
    const ext = detected ? FILE_TYPES[detected] : undefined;
    // Browsers label some Word files `application/octet-stream`; the bytes decide either way.
    if (!detected || !ext || (declared !== detected && declared !== 'application/octet-stream')) {
      problems[`answers.${key}`] = [{ rule: 'file_type' }];
      continue;
    }
    accepted.set(key, { file, type: detected, ext });
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  return accepted;
}

/** Stores accepted files under server-made names; the caller deletes them if the submission fails. */
export async function storeSubmissionFiles(
  storage: Storage,
  accepted: Map<string, { file: SubmittedFile; type: string; ext: string }>,
): Promise<Record<string, SiteFormFileRef>> {
  const stored: Record<string, SiteFormFileRef> = {};
  for (const [key, { file, type, ext }] of accepted) {
    const storageKey = `${SITE_FORM_FILE_FOLDER}/${randomBytes(16).toString('hex')}.${ext}`;
    await storage.put(storageKey, file.bytes, type);
    stored[key] = {
      key: storageKey,
      name: (file.fileName ?? '').trim().slice(0, 200) || `${key}.${ext}`,
      type,
      size: file.bytes.length,
    };
  }
  return stored;
}
