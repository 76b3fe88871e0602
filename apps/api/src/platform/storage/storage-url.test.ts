import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { parseStorageUrl } from './storage-url.js';

describe('STORAGE_URL', () => {
  it('is local disk when unset', () => {
    expect(parseStorageUrl(undefined, undefined)).toEqual({ target: { kind: 'local' } });
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads bucket, folder, endpoint, region and path style', () => {
    expect(
      parseStorageUrl(
        's3://portal-uploads/prod/eu?endpoint=https://s3.example.net:9000&region=eu-west-3&forcePathStyle=true',
        undefined,
      ),
    ).toEqual({
      target: {
        kind: 's3',
        bucket: 'portal-uploads',
        prefix: 'prod/eu',
        endpoint: 'https://s3.example.net:9000',
        region: 'eu-west-3',
        forcePathStyle: true,
      },
    });
    // AWS itself: no endpoint, the region from AWS_REGION, virtual-hosted addresses.
    expect(loadConfig({ STORAGE_URL: 's3://portal-uploads', AWS_REGION: 'ca-central-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'portal-uploads',
      prefix: '',
      endpoint: undefined,
      region: 'ca-central-1',
      forcePathStyle: false,
    });
  });

  it.each([
    ['no bucket', 's3://?endpoint=http://127.0.0.1:9000', /names no bucket/],
    ['no bucket but a folder', 's3:///uploads', /names no bucket/],
    ['another scheme', 'https://bucket.s3.amazonaws.com', /must start with s3:\/\//],
    ['not a URL', 'bucket', /not a URL/],
    ['a bad bucket name', 's3://Portal_Uploads', /bucket name/],
    ['a typo in a parameter', 's3://portal-uploads?endpiont=http://x', /unknown parameter "endpiont"/],
    ['an endpoint with a path', 's3://portal-uploads?endpoint=http://x/y', /endpoint must be/],
    ['a path style that is not a yes or no', 's3://portal-uploads?forcePathStyle=yes', /forcePathStyle/],
  ])('refuses %s', (_what, value, problem) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(problem);
  });

  it('refuses credentials in the URL without repeating them', () => {
    const value = 's3://AKIAEXAMPLE:wJalrXUtnFEMI@portal-uploads?region=eu-west-3';
    let message = '';
    try {
      loadConfig({ STORAGE_URL: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/must not carry credentials: set AWS_ACCESS_KEY_ID/);
    expect(message).not.toContain('wJalrXUtnFEMI');
    expect(message).not.toContain('AKIAEXAMPLE');
  });

  it('warns in production when uploads would travel to the bucket unencrypted', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_RANDOM_SECRETS: 'true',
      SECRETS_KEY: 'a'.repeat(64),
      DATABASE_URL: 'postgres://portal@db.example.test/portal',
      PUBLIC_URL: 'https://portal.example.test',
    };
    const plain = loadConfig({ ...production, STORAGE_URL: 's3://b-1?endpoint=http://10.0.0.5:9000' });
    expect(plain.warnings.join('\n')).toMatch(/STORAGE_URL uses an http:\/\/ endpoint/);
    const tls = loadConfig({ ...production, STORAGE_URL: 's3://b-1?endpoint=https://s3.internal' });
    expect(tls.warnings.join('\n')).not.toMatch(/STORAGE_URL/);
  });
});
