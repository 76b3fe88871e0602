import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { purgeOrphanUploads } from '../../modules/uploads/orphan-uploads.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';
import { multipart, PNG_1X1 } from '../../test/multipart.js';
import { S3_TEST_CREDENTIALS, type S3Server, startS3Server } from '../../test/s3-server.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage-port.js';

// The API with STORAGE_URL on a real S3-compatible server (s3rver): uploads go to the bucket and
// are served from it, nothing lands on local disk. The app gets its credentials the production
// way, from the AWS variables.

let s3: S3Server;
let t: Harness;
let bucket: Storage;
let uploadsDir: string;
let acmeJobs: Selection;

beforeAll(async () => {
  s3 = await startS3Server();
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3_TEST_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3_TEST_CREDENTIALS.secretAccessKey);
  const storage = loadConfig({ STORAGE_URL: s3.storageUrl('portal') }).storage;
  uploadsDir = mkdtempSync(join(tmpdir(), 'tp-uploads-s3-'));
  t = await setupApi({ storage, uploadsDir });
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  // A second client on the same bucket, as another process would be.
  if (storage.kind !== 's3') throw new Error('expected an S3 target');
  bucket = createS3Storage(storage, { credentials: S3_TEST_CREDENTIALS });
});
afterAll(async () => {
  bucket?.close?.();
  await t?.close();
  await s3?.stop();
  vi.unstubAllEnvs();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const upload = async (token: string) => {
  const body = multipart([
    { name: 'file', filename: 'logo.png', type: 'image/png', data: PNG_1X1 },
    { name: 'purpose', data: 'employer_logo' },
  ]);
  const res = await t.call({
    method: 'POST',
    url: '/portal/v1/forms/upload-file',
    payload: body.payload,
    headers: body.headers,
    token,
    select: acmeJobs,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url as string;
};
const keyOf = (url: string) => url.replace('/portal/uploads/', '');

describe('uploads on S3-compatible storage', () => {
  it('stores an uploaded logo in the bucket and serves it back from there', async () => {
    const token = await t.login('manager@acme.test');
    const url = await upload(token);
    expect(await bucket.exists(keyOf(url))).toBe(true);
    expect(readdirSync(uploadsDir)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG_1X1.length));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG_1X1.length));
    expect(head.rawPayload.length).toBe(0);

    // The logo is accepted on an employer, and an unknown name in the same folder is a 404.
    const id = t.ids.employer('Contoso Ltd');
    const employer = (
      await t.call({ method: 'GET', url: `/portal/v1/employers/${id}`, token, select: acmeJobs })
    ).json().data;
    const put = await t.call({
      method: 'PUT',
      url: `/portal/v1/employers/${id}`,
      token,
      select: acmeJobs,
      payload: { ...employer, logo: url },
    });
    expect(put.statusCode).toBe(200);
    const missing = url.replace(/[a-f0-9]{32}/, '0'.repeat(32));
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });

  it('serves a file another process put in the bucket, and the clean-up finds orphans there', async () => {
    const token = await t.login('manager@acme.test');
    const orphan = await upload(token);
    // An object written by "another process" is served by this one.
    const key = 'employer-logos/0123456789abcdef0123456789abcdef.png';
    await bucket.put(key, PNG_1X1, 'image/png');
    const served = await t.app.inject({ method: 'GET', url: `/portal/uploads/${key}` });
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    // Two days on, the unreferenced uploads are gone from the bucket; the employer's logo stays.
    const later = Date.now() + 2 * 24 * 60 * 60 * 1000;
    expect(await purgeOrphanUploads(t.database.db, t.app.storage, later)).toBeGreaterThanOrEqual(2);
    expect(await bucket.exists(keyOf(orphan))).toBe(false);
    expect(await bucket.exists(key)).toBe(false);
    const kept = [];
    for await (const entry of bucket.list('employer-logos')) kept.push(entry.key);
    expect(kept).toHaveLength(1);
  });
});
