import { describe, expect, it } from 'vitest';
import { consultantListQueryOf, consultantsSearch } from './search.js';

describe('consultants URL state', () => {
  it('keeps good parts, drops a bad one, and lists by name', () => {
    const s = consultantsSearch.parse({ q: ' farouk ', status: 'archived', page: '2', per_page: '7' });
    expect(s).toEqual({ q: 'farouk', page: 2 });
    expect(consultantListQueryOf(s)).toEqual({
      q: 'farouk',
      'filter[status]': undefined,
      sort: 'name',
      page: 2,
      per_page: 25,
    });
    expect(consultantListQueryOf(consultantsSearch.parse({ status: 'disabled' }))).toMatchObject({
      'filter[status]': 'disabled',
      page: 1,
    });
  });
});
