import { catalogues } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { pickLocale } from './i18n.js';

let t: Harness;
beforeAll(async () => {
  // A route that fails the way a bug would, to check nothing internal leaks.
  t = await setupApi({}, (app) => {
    app.get('/portal/v1/test-boom', { config: { access: 'public', testOnly: true } }, async () => {
      throw new Error('relation "secret_table" does not exist at /work/main/src/secret.ts:1');
    });
    // What Drizzle throws when the server is shutting down under a query.
    app.get('/portal/v1/test-db-down', { config: { access: 'public', testOnly: true } }, async () => {
      const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      throw new Error('Failed query: select secret from vault', { cause });
    });
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('a 500 carries the generic message and the request id, never the detail or a stack', async () => {
    const res = await t.call({ method: 'GET', url: '/portal/v1/test-boom', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Unknown error.', code: 'unknown_error' });
    expect(res.body).not.toMatch(/secret|stack|\.ts/);
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('a database that is away is a 503 with Retry-After, translated, never a 500 or its detail', async () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/portal/v1/test-db-down',
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: catalogues[locale].errors.service_unavailable,
        code: 'service_unavailable',
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).not.toMatch(/vault|terminating/);
    }
  });

  it('an unknown API path answers the JSON 404 shape, with security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/portal/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested resource was not found.', code: 'not_found' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('messages follow Accept-Language', async () => {
    for (const [header, locale] of [
      ['fr-FR,fr;q=0.9', 'fr'],
      ['ar', 'ar'],
      ['de-DE, en;q=0.5', 'en'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: '/portal/auth/me', headers: { 'accept-language': header } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(catalogues[locale].errors.unauthenticated);
    }
  });

  it('validation errors in French carry translated field messages', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/portal/auth/login',
      payload: { email: '', password: '' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: catalogues.fr.errors.validation_failed,
      code: 'validation_failed',
      errors: { email: [catalogues.fr.fields.required], password: [catalogues.fr.fields.required] },
    });
  });

  it('bad query parameters are a 422 with the field named, not a 400 or a 500', async () => {
    const token = await t.login('owner@acme.test');
    const res = await t.call({
      method: 'GET',
      url: '/portal/v1/employers?page=-3&per_page=abc&sort=password',
      token,
      select: { site: t.ids.acmeJobs },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['page', 'per_page', 'sort']);
  });

  it('a non-numeric path id is a 422, a huge one too', async () => {
    const token = await t.login('owner@acme.test');
    for (const id of ['abc', '99999999999', '-1']) {
      const res = await t.call({
        method: 'GET',
        url: `/portal/v1/employers/${id}`,
        token,
        select: { site: t.ids.acmeJobs },
      });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.id).toEqual(['This value is invalid.']);
    }
  });
});

describe('pickLocale', () => {
  it('honours q-values and falls back to English', () => {
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale('ar-EG')).toBe('ar');
    expect(pickLocale('de;q=1, fr;q=0.8, ar;q=0.9')).toBe('ar');
    expect(pickLocale('fr;q=0, en-GB')).toBe('en');
    expect(pickLocale('*')).toBe('en');
  });
});
