import type { UploadedFileResponse, UploadPurpose } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './client.js';

/** POST /v1/forms/upload-file: an image for a form field; resolves to the stored file's URL. */
export function uploadFormFile(purpose: UploadPurpose, file: File): Promise<string> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  return api<z.infer<typeof UploadedFileResponse>>('/v1/forms/upload-file', { method: 'POST', body }).then(
    (r) => r.data.url,
  );
}

export const useUploadFormFile = (purpose: UploadPurpose) =>
  useMutation({ mutationFn: (file: File) => uploadFormFile(purpose, file) });
