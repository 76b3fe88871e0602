import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';

// A web build as Vite writes it: hashed assets with their `.br` and `.gz` (apps/web/vite.config.ts).
const dist = mkdtempSync(join(tmpdir(), 'tp-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets/app-abc123.js'), script);
writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
writeFileSync(join(dist, 'boot.css'), 'html { background: #fff; }');

let api: Harness;
beforeAll(async () => {
  api = await setupApi({ webDist: dist });
});
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('the web build', () => {
  it('serves a hashed asset brotli-compressed to a browser that takes it, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps files that are not hashed revalidated, and index.html with its runtime settings', async () => {
    expect((await get('/boot.css')).headers['cache-control']).toBe('no-cache');
    const page = await get('/1/1/jobs', { accept: 'text/html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<meta name="portal-config"');
  });
});
