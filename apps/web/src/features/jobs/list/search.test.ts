import { describe, expect, it } from 'vitest';
import { flaggedSearch, isFiltered, jobExportQuery, jobListQueryOf, jobsSearch } from '../search.js';

describe('jobs URL search', () => {
  it('keeps valid values and coerces numbers', () => {
    const s = jobsSearch.parse({
      q: ' driver ',
      status: 'live',
      employer: '4',
      classification: 'logistics',
      tag: 'urgent',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: '-end_date',
      page: '2',
      per_page: '50',
    });
    expect(s).toEqual({
      q: 'driver',
      status: 'live',
      employer: 4,
      classification: 'logistics',
      tag: 'urgent',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: '-end_date',
      page: 2,
      per_page: 50,
    });
    expect(isFiltered(s)).toBe(true);
  });

  it('drops each bad value alone instead of failing the whole state', () => {
    const s = jobsSearch.parse({ status: 'sleeping', employer: '-1', from: '01/02/2026', per_page: '7', q: 'x' });
    expect(s).toEqual({
      q: 'x',
      status: undefined,
      employer: undefined,
      classification: undefined,
      tag: undefined,
      from: undefined,
      to: undefined,
      sort: undefined,
      page: undefined,
      per_page: undefined,
    });
    expect(isFiltered(jobsSearch.parse({ sort: 'title', page: 3 }))).toBe(false);
  });

  it('maps to the API query with flat filter keys and defaults', () => {
    const s = jobsSearch.parse({ status: 'on_hold', employer: 9, tag: 'night' });
    expect(jobListQueryOf(s)).toEqual({
      page: 1,
      per_page: 25,
      sort: '-created_at',
      'filter[status]': 'on_hold',
      'filter[employer]': 9,
      'filter[tag]': 'night',
    });
    expect(jobExportQuery(s)).toEqual({ 'filter[status]': 'on_hold', 'filter[employer]': 9, 'filter[tag]': 'night' });
  });

  it('validates the flagged sort', () => {
    expect(flaggedSearch.parse({ sort: '-last_reported_at' }).sort).toBe('-last_reported_at');
    expect(flaggedSearch.parse({ sort: 'title' }).sort).toBeUndefined();
  });
});
