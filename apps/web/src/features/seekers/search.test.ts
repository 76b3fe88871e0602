import { describe, expect, it } from 'vitest';
import { isFiltered, seekerListQueryOf, seekersSearch } from './search.js';

describe('candidates URL state', () => {
  it('keeps good parts, drops a bad one, and maps to API filters', () => {
    const s = seekersSearch.parse({ q: ' amira ', status: 'archived', tag: 'priority', sort: 'last_name', page: '2' });
    expect(s).toEqual({ q: 'amira', tag: 'priority', sort: 'last_name', page: 2 });
    expect(seekerListQueryOf(s)).toEqual({
      q: 'amira',
      'filter[status]': undefined,
      'filter[tag]': 'priority',
      sort: 'last_name',
      page: 2,
      per_page: 25,
    });
    expect(isFiltered(seekersSearch.parse({ sort: '-created_at' }))).toBe(false);
  });
});
