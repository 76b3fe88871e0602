import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
beforeAll(async () => {
  // inject() comes from 127.0.0.1: that is the trusted proxy here.
  t = await setupApi({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

describe('GET /portal/health', () => {
  it('checks the database and needs no headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('sends the security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/health' });
    const csp = res.headers['content-security-policy'] as string;
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over HTTPS (behind a proxy)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('grants no CORS to a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/portal/auth/me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
