import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, invalidFields, notFound } from '../errors.js';
import { registerOperation } from '../operations.js';
import { type ImageInfo, inspectImage } from './image.js';
import type { Storage } from './storage-port.js';

/**
 * Shared parts of every image upload (avatars, employer logos): the multipart limits, reading the
 * one file, judging it from its bytes, naming and storing it, and serving it back.
 */

/** The largest image upload (spec §5: the form shows it in MB). */
export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

// Limits of the multipart parser: one file and a few short fields, nothing else of any size.
const MULTIPART_LIMITS = {
  files: 1,
  fileSize: IMAGE_MAX_BYTES,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 20,
};
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Registers multipart parsing on an (encapsulated) instance, so other routes stay JSON-only. */
export async function registerUploadMultipart(app: FastifyInstance, maxFileBytes: number) {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: maxFileBytes }, throwFileSizeLimit: true });
}

/** Multipart for image uploads (at most IMAGE_MAX_BYTES). */
export const registerImageMultipart = (app: FastifyInstance) => registerUploadMultipart(app, IMAGE_MAX_BYTES);

/** One uploaded file: its bytes, the type and the name the client gave (neither trusted). */
export type Upload = { bytes: Buffer; declaredType: string; fileName: string | null };

/** The one file of field `fileField` (read into memory, at most IMAGE_MAX_BYTES) and the text fields. */
export async function readUpload(
  request: FastifyRequest,
  fileField: string,
): Promise<{ file: Upload | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  let file: Upload | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField) file = { bytes, declaredType: part.mimetype, fileName: part.filename || null };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) throw new AppError('payload_too_large', { cause: error });
    if (error instanceof AppError) throw error;
    // Anything else the parser says is a malformed body.
    throw new AppError('bad_request', { cause: error });
  }
  return { file, fields };
}

/**
 * Accepts PNG, JPEG or WebP judged from the bytes; the declared type must say the same thing,
 * and the header may not promise more than `maxPixels` (a decompression bomb). 422 on `field`.
 */
export async function checkImage(
  bytes: Buffer,
  declaredType: string,
  maxPixels: number,
  field = 'file',
): Promise<ImageInfo> {
  if (bytes.length === 0) throw invalidFields({ [field]: [{ rule: 'required' }] });
  const imageError = () => invalidFields({ [field]: [{ rule: 'image' }] });
  const image = await inspectImage(bytes);
  if (!image) throw imageError();
  const declared = declaredType.toLowerCase().split(';')[0]!.trim();
  if ((declared === 'image/jpg' ? 'image/jpeg' : declared) !== image.mime) throw imageError();
  if (image.width * image.height > maxPixels) throw imageError();
  return image;
}

/** Server-made file names: 128 random bits and the extension of what the bytes are (images, brand CSS). */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|css)$/;

/** Public URL prefix of a folder of uploads (served by `publicFileRoutes`). */
export const uploadUrlPrefix = (folder: string) => `/portal/uploads/${folder}/`;

/** A fresh storage key and its public URL for a file about to be stored in `folder`. */
export function newUploadKey(folder: string, file: { ext: string }): { key: string; url: string } {
  const name = `${randomBytes(16).toString('hex')}.${file.ext}`;
  return { key: `${folder}/${name}`, url: `${uploadUrlPrefix(folder)}${name}` };
}

/** Whether `url` is one of our uploads of `folder` that storage still holds. */
export async function isStoredUpload(storage: Storage, folder: string, url: string): Promise<boolean> {
  const key = uploadKeyOf(folder, url);
  return key !== null && (await storage.exists(key));
}

/** The storage key behind one of our URLs of `folder`; null for anything else (e.g. an external URL). */
export function uploadKeyOf(folder: string, url: string | null): string | null {
  const prefix = uploadUrlPrefix(folder);
  if (!url?.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return UPLOAD_FILE_NAME.test(name) ? `${folder}/${name}` : null;
}

/**
 * GET /portal/uploads/<folder>/:name — public, so `<img src>` works without a token. Names are
 * random and server-made; anything else is 404 before storage is asked.
 */
export type UploadedFileOperation =
  | 'avatarFile'
  | 'employerLogoFile'
  | 'jobBannerFile'
  | 'consultantPhotoFile'
  | 'brandLogoFile'
  | 'brandStylesheetFile';

export const publicFileRoutes =
  (id: UploadedFileOperation, folder: string): FastifyPluginAsyncZod =>
  async (app) => {
    registerOperation(app, id, async (request, reply) => {
      const { name } = request.params;
      if (!UPLOAD_FILE_NAME.test(name)) throw notFound();
      const object = await app.storage.open(`${folder}/${name}`);
      if (!object) throw notFound();
      return (
        reply
          .type(object.contentType)
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, a file is downloaded, never rendered as a page of this origin;
          // <img> ignores the disposition, so pictures still show.
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-length', object.size)
          .send(object.stream)
      );
    });
  };
