import { describe, expect, it } from 'vitest';
import { auditLogSearch, auditQueryOf } from './search.js';

describe('audit log URL state', () => {
  it('keeps the good parts and drops a bad one alone', () => {
    const s = auditLogSearch.parse({ q: ' approve ', subject: 'job', site: '2', impersonated: 'yes', per_page: '7' });
    expect(s).toEqual({ q: 'approve', subject: 'job', site: 2 });
  });

  it('maps to the API filters with defaults for paging', () => {
    expect(auditQueryOf({ subject: 'seeker', impersonated: 'true', from: '2026-11-01' })).toMatchObject({
      'filter[action]': 'seeker',
      'filter[impersonated]': 'true',
      'filter[from]': '2026-11-01',
      page: 1,
      per_page: 25,
    });
  });
});
