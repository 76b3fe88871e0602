import type { UploadPurpose } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from './client.js';

/** An image for a form field; resolves to the stored file's URL. */
export function uploadFormFile(purpose: UploadPurpose, file: File): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return api('uploadFormFile', { form }).then((r) => r.data.url);
}

export const useUploadFormFile = (purpose: UploadPurpose) =>
  useMutation({ mutationFn: (file: File) => uploadFormFile(purpose, file) });
