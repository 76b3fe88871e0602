import { randomBytes } from 'node:crypto';
import { mkdir, open, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertContentType, assertStorageKey, contentTypeOf, STORAGE_KEY, type Storage } from './storage-port.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

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
      assertContentType(key, contentType);
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
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      // Opened before answering, so a missing file is a null here rather than a stream error later.
      const handle = await open(path, 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is destroyed.
        return { stream: handle.createReadStream(), contentType: contentTypeOf(key), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      return (await stat(pathOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(folder) {
      let dir: Awaited<ReturnType<typeof opendir>>;
      try {
        dir = await opendir(resolve(base, folder));
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of dir) {
        const key = `${folder}/${entry.name}`;
        // Half-written temp files start with a dot and fail the key pattern: not ours to list.
        if (!entry.isFile() || !STORAGE_KEY.test(key)) continue;
        const info = await stat(join(dir.path, entry.name)).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
