import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertStorageKey, type Storage } from './storage.js';

// The content type is derived from the extension the server chose when it named the file.
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Files on local disk under `root` (`DATA_DIR/uploads`). */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // Belt and braces: the key pattern already rules out `..` and absolute paths.
    const rel = relative(base, path);
    if (rel.startsWith('..') || rel.startsWith(sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentType !== contentTypeOf(key)) {
        throw new Error(`Content type ${contentType} does not match the extension of ${key}`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx', mode: 0o640 });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return { bytes: await readFile(path), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
