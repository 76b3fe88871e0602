// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/client.js';
import { createQueryClient, retryRule } from './query-client.js';

describe('query defaults', () => {
  it('retries server and network errors twice, never a 4xx', () => {
    const status = (s: number) => new ApiError(s, 'x', 'x');
    expect(retryRule(0, status(503))).toBe(true);
    expect(retryRule(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryRule(2, status(500))).toBe(false);
    expect(retryRule(0, status(404))).toBe(false);
    expect(retryRule(0, status(403))).toBe(false);
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryRule);
  });
});
