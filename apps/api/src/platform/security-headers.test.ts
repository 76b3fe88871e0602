import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';

// SECURITY 16: the same headers on every answer, whoever makes it: the web build's static files,
// the SPA's index.html, the not-found answers, the API documentation and every kind of error.
// (authz-matrix.test.ts checks them on every operation of the API.)

/** A minimal web build, as Vite lays it out. */
function fakeWebBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'tp-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("portal");');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

let t: Harness;
beforeAll(async () => {
  t = await setupApi({ webDist: fakeWebBuild() }, (app) => {
    app.get('/portal/v1/test-crash', { config: { access: 'public', testOnly: true } }, async () => {
      throw new Error('a bug');
    });
  });
});
afterAll(() => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };
const cases: [string, InjectOptions, number][] = [
  ['the SPA at /', { method: 'GET', url: '/', headers: html }, 200],
  ['the SPA at a deep link', { method: 'GET', url: '/1/2/jobs?page=3', headers: html }, 200],
  ['a hashed asset', { method: 'GET', url: '/assets/index-abc123.js' }, 200],
  ['a static file at the root', { method: 'GET', url: '/favicon.svg' }, 200],
  ['a missing static file', { method: 'GET', url: '/assets/missing.js' }, 404],
  ['the build manifest, which is not served', { method: 'GET', url: '/.vite/manifest.json' }, 404],
  ['an unknown API path', { method: 'GET', url: '/portal/v1/nothing-here', headers: html }, 404],
  ['an unknown method', { method: 'DELETE', url: '/portal/health' }, 404],
  ['the API documentation page', { method: 'GET', url: '/portal/docs/', headers: html }, 200],
  ['the OpenAPI document', { method: 'GET', url: '/portal/docs/json' }, 200],
  ['a documentation asset', { method: 'GET', url: '/portal/docs/static/swagger-ui.css' }, 200],
  ['health', { method: 'GET', url: '/portal/health' }, 200],
  ['401', { method: 'GET', url: '/portal/auth/me', headers: { 'x-af-eid': 'test-enterprise' } }, 401],
  ['400 for a missing enterprise header', { method: 'GET', url: '/portal/auth/me' }, 400],
  [
    '400 for malformed JSON',
    {
      method: 'POST',
      url: '/portal/auth/login',
      headers: { 'x-af-eid': 'test-enterprise', 'content-type': 'application/json' },
      payload: '{"email":',
    },
    400,
  ],
  [
    '415',
    {
      method: 'POST',
      url: '/portal/auth/login',
      headers: { 'x-af-eid': 'test-enterprise', 'content-type': 'text/plain' },
      payload: 'x',
    },
    415,
  ],
  [
    '413',
    {
      method: 'POST',
      url: '/portal/auth/login',
      headers: { 'x-af-eid': 'test-enterprise', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    },
    413,
  ],
  ['422', { method: 'POST', url: '/portal/auth/login', headers: { 'x-af-eid': 'test-enterprise' }, payload: {} }, 422],
  ['500', { method: 'GET', url: '/portal/v1/test-crash', headers: { 'x-af-eid': 'test-enterprise' } }, 500],
];

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "script-src 'self'",
  ])
    expect(csp, what).toContain(directive);
  // SECURITY 22: no source names a whole scheme of other sites (`https:`, `http:`, `*`).
  for (const directive of csp.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    for (const source of sources) expect(source, `${what}: ${name}`).not.toMatch(/^(https?:|\*)$/);
  }
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-request-id'], what).toBeDefined();
}

describe('security headers on every kind of answer', () => {
  it.each(cases)('%s', async (what, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
    expectSecurityHeaders(res, what);
    if (status >= 400 && !String(res.headers['content-type']).includes('text/html')) {
      expect(Object.keys(res.json()).sort(), what).toEqual(
        Object.keys(res.json()).includes('errors') ? ['code', 'errors', 'message'] : ['code', 'message'],
      );
    }
  });

  it('serves the documentation under the app’s own policy, not a looser one of its own', async () => {
    const app = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const docs = await t.app.inject({ method: 'GET', url: '/portal/docs/', headers: html });
    expect(docs.body).toContain('swagger-ui');
    expect(docs.headers['content-security-policy']).toBe(app.headers['content-security-policy']);
  });

  it('gives the SPA its runtime settings and keeps index.html out of caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/1/2/jobs', headers: html });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<meta name="portal-config"');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
