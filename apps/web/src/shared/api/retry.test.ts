import { describe, expect, it, vi } from 'vitest';

vi.mock('../config.js', () => ({ readPortalConfig: () => ({ enterpriseId: 'test' }) }));
const { ApiError } = await import('./client.js');
const { retryUnlessRefused } = await import('./retry.js');

describe('retryUnlessRefused', () => {
  it('never retries a refusal', () => {
    expect(retryUnlessRefused(0, new ApiError(403, 'forbidden', 'Forbidden'))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(404, 'not_found', 'Not found'))).toBe(false);
  });

  it('retries server and network errors twice', () => {
    expect(retryUnlessRefused(0, new ApiError(503, 'unavailable', 'Unavailable'))).toBe(true);
    expect(retryUnlessRefused(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
