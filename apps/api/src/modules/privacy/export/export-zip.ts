import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Storage } from '../../../platform/storage/storage-port.js';
import type { ExportDocument, ExportFile } from './export.builder.js';

/** Counts the bytes that pass, so the stored ZIP's size is known without reading it back. */
function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, size: () => bytes };
}

/**
 * Streams the ZIP (`data.json` and the files, each read from storage as it is reached) into
 * storage under `key`; returns its size. A stored file that is gone is left out and noted in
 * `data.json` as missing (the export still answers with everything else).
 */
export async function writeExportZip(
  storage: Storage,
  key: string,
  built: { document: ExportDocument; files: ExportFile[] },
): Promise<{ size: number; files: number }> {
  const present: ExportFile[] = [];
  for (const file of built.files) {
    const there = file.disk ? (await stat(file.key).catch(() => null))?.isFile() : await storage.exists(file.key);
    if (there) present.push(file);
  }
  const missing = built.files.filter((f) => !present.includes(f)).map((f) => f.path);
  const document = missing.length ? { ...built.document, missing_files: missing } : built.document;

  const zip = new ZipFile();
  const output = new PassThrough();
  const counter = byteCounter();
  // yazl reports a file's stream failing on the zip object: the upload fails with it.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8'), 'data.json');
  for (const file of present) {
    zip.addReadStreamLazy(file.path, (callback) => {
      if (file.disk) return callback(null, createReadStream(file.key) as Readable);
      storage.open(file.key).then(
        (opened) => callback(opened ? null : new Error('export file vanished while zipping'), opened?.stream as never),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  }
  zip.end();
  const counted = new PassThrough();
  const upload = storage.put(key, counted, 'application/octet-stream');
  await Promise.all([pipeline(output, counter.stream, counted), upload]);
  return { size: counter.size(), files: present.length };
}
