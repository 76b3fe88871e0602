import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_CREDENTIALS, type S3Server, startS3Server } from '../../test/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage-port.js';
import { parseStorageUrl, type S3Target } from './storage-url.js';

// One behaviour for every Storage: local disk and an S3-compatible bucket (a real s3rver process)
// must answer the same calls the same way, so the app cannot tell which one it runs on.

let s3: S3Server;
let localDir: string;
const stores: Storage[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  localDir = mkdtempSync(join(tmpdir(), 'tp-storage-'));
});
afterAll(async () => {
  for (const store of stores) store.close?.();
  await s3?.stop();
  rmSync(localDir, { recursive: true, force: true });
});

function s3Target(prefix = ''): S3Target {
  const parsed = parseStorageUrl(s3.storageUrl(prefix), undefined);
  if (!('target' in parsed) || parsed.target.kind !== 's3') throw new Error('not an s3 target');
  return parsed.target;
}

const kinds: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(localDir)],
  ['S3', () => createS3Storage(s3Target(), { credentials: S3_TEST_CREDENTIALS })],
  ['S3 under a prefix', () => createS3Storage(s3Target('deploy-a/uploads'), { credentials: S3_TEST_CREDENTIALS })],
];

const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(64)]);
const name = (ext: string) => `${randomBytes(8).toString('hex')}.${ext}`;

describe.each(kinds)('Storage on %s', (_kind, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
    stores.push(storage);
  });

  it('stores bytes and gives them back with the type of their extension', async () => {
    const key = `avatars/${name('png')}`;
    const bytes = png();
    await storage.put(key, bytes, 'image/png');
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'image/png' });
    expect(await storage.exists(key)).toBe(true);
  });

  it('streams an object out with its size', async () => {
    const key = `brand-stylesheets/${name('css')}`;
    const bytes = Buffer.from(':root { --brand: #123456 }');
    await storage.put(key, bytes, 'text/css; charset=utf-8');
    const opened = await storage.open(key);
    expect(opened?.contentType).toBe('text/css; charset=utf-8');
    expect(opened?.size).toBe(bytes.length);
    expect(await buffer(opened!.stream)).toEqual(bytes);
  });

  it('takes a stream in, larger than one upload part (6 MB)', async () => {
    const key = `submissions/${name('pdf')}`;
    const bytes = randomBytes(6 * 1024 * 1024);
    const chunks = Array.from({ length: 6 }, (_, i) => bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    await storage.put(key, Readable.from(chunks), 'application/pdf');
    const opened = await storage.open(key);
    expect(opened?.size).toBe(bytes.length);
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);
  });

  it('replaces an object written again under the same key', async () => {
    const key = `avatars/${name('png')}`;
    await storage.put(key, png(), 'image/png');
    const second = png();
    await storage.put(key, second, 'image/png');
    expect((await storage.get(key))?.bytes).toEqual(second);
  });

  it('answers null / false for a key that was never stored, and deletes quietly', async () => {
    const key = `avatars/${name('png')}`;
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes an object', async () => {
    const key = `job-banners/${name('webp')}`;
    await storage.put(key, randomBytes(32), 'image/webp');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  it('lists the objects directly in a folder, with when each was written', async () => {
    const folder = `list-${randomBytes(4).toString('hex')}`;
    const before = Date.now() - 5_000;
    const keys = [`${folder}/${name('png')}`, `${folder}/${name('jpg')}`];
    await storage.put(keys[0]!, png(), 'image/png');
    await storage.put(keys[1]!, randomBytes(16), 'image/jpeg');
    await storage.put(`${folder}/nested/${name('png')}`, png(), 'image/png');
    const listed = [];
    for await (const entry of storage.list(folder)) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual([...keys].sort());
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
    const empty = [];
    for await (const entry of storage.list(`${folder}-none`)) empty.push(entry);
    expect(empty).toEqual([]);
  });

  it('refuses keys a client could have shaped and a type its extension does not say', async () => {
    for (const key of ['../escape.png', '/abs.png', 'Avatars/x.png', 'avatars/x', 'avatars/.hidden.png']) {
      await expect(storage.put(key, png(), 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
    await expect(storage.put(`avatars/${name('png')}`, png(), 'text/html')).rejects.toThrow(/does not match/);
  });
});

describe('S3 storage', () => {
  it('keeps deployments that share a bucket apart by their prefix', async () => {
    const a = createS3Storage(s3Target('deploy-a'), { credentials: S3_TEST_CREDENTIALS });
    const b = createS3Storage(s3Target('deploy-b'), { credentials: S3_TEST_CREDENTIALS });
    stores.push(a, b);
    const key = `avatars/${name('png')}`;
    await a.put(key, png(), 'image/png');
    expect(await a.exists(key)).toBe(true);
    expect(await b.exists(key)).toBe(false);
  });

  it('fails loudly with unknown credentials rather than answering "not found"', async () => {
    // s3rver knows its access key but does not check V4 signatures: an unknown key is what it refuses.
    const wrong = createS3Storage(s3Target(), { credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' } });
    stores.push(wrong);
    await expect(wrong.get(`avatars/${name('png')}`)).rejects.toThrow();
    await expect(wrong.put(`avatars/${name('png')}`, png(), 'image/png')).rejects.toThrow();
  });
});
