import { catalogues } from '@talent/contract';
import { expect } from 'vitest';

/** An answer as the fault tests read it: over the HTTP client or straight off a socket. */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A 503 in the one error shape, as a load balancer and the web app expect it: the catalogue
 * message, `Retry-After`, JSON, and the security headers every answer carries.
 */
export function expectUnavailable(res: Answer, what: string) {
  expect(res.status, `${what}: ${res.body}`).toBe(503);
  expect(JSON.parse(res.body), what).toEqual({
    message: catalogues.en.errors.service_unavailable,
    code: 'service_unavailable',
  });
  expect(res.headers['retry-after'], what).toMatch(/^\d+$/);
  expect(res.headers['content-type'], what).toContain('application/json');
  expect(res.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
}
