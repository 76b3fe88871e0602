import { catalogues } from '@talent/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsApplied, newestShippedMigration } from '../../db/migration-status.js';
import { APP_VERSION } from '../../platform/version.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { withNewestMigrationPending } from '../../test/pending-migration.js';

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
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind, version: APP_VERSION });
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

describe('GET /portal/health/live and /portal/health/ready', () => {
  it('live answers without asking the database, and needs no headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready says the database is reachable and migrated to this build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind, version: APP_VERSION });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(await migrationsApplied(t.database.db)).toBe(true);
    // A build that ships one migration more than the database holds is not ready on it.
    const next = { tag: 'next', when: newestShippedMigration().when + 1 };
    expect(await migrationsApplied(t.database.db, next)).toBe(false);
  });

  it('ready is 503 migrations_pending while the newest migration is not recorded', async () => {
    await withNewestMigrationPending(t.database, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/portal/health/ready',
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'migrations_pending', message: catalogues.fr.errors.migrations_pending });
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      // Alive all the same: an orchestrator must not restart it for this.
      expect((await t.app.inject({ method: 'GET', url: '/portal/health/live' })).statusCode).toBe(200);
    });
    expect((await t.app.inject({ method: 'GET', url: '/portal/health/ready' })).statusCode).toBe(200);
  });
  // database_unreachable (and live staying 200) is checked on a real outage: faults/database-outage.test.ts.
});
