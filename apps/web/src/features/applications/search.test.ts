import { describe, expect, it } from 'vitest';
import { applicationListQueryOf, applicationsSearch, isFiltered, laneListSearch } from './search.js';
import { statusChangeText } from './status-change.js';

describe('applications URL state', () => {
  it('drops a bad part alone and maps the rest to API filters', () => {
    const s = applicationsSearch.parse({
      status: 'hired',
      stage: 'review',
      job: 'not-a-uuid',
      per_page: '25',
      view: 'board',
    });
    expect(s).toEqual({ stage: 'review', per_page: 25, view: 'board' });
    expect(applicationListQueryOf(s)).toMatchObject({ 'filter[stage]': 'review', sort: '-created_at', page: 1 });
    expect(isFiltered(s)).toBe(true);
    expect(isFiltered(applicationsSearch.parse({ view: 'board', sort: 'status' }))).toBe(false);
  });
});

describe('a board column’s link to the list', () => {
  it('keeps the board’s filters, drops the view and the phone’s column, and narrows to what the column counts', () => {
    const board = applicationsSearch.parse({ view: 'board', column: 'offer', q: 'Lucas', tag: 'night', page: '2' });
    expect(laneListSearch(board, 'review')).toEqual({ q: 'Lucas', tag: 'night', stage: 'review', state: 'active' });
    expect(laneListSearch({ ...board, stage: 'review' }, null)).toEqual({ q: 'Lucas', tag: 'night', state: 'closed' });
    expect(applicationListQueryOf(applicationsSearch.parse(laneListSearch(board, 'offer')))).toMatchObject({
      'filter[stage]': 'offer',
      'filter[state]': 'active',
    });
  });
});

describe('status change wording', () => {
  const label = (s: string) => s.toUpperCase();
  it('names one from status, or each distinct one of a mixed selection', () => {
    expect(statusChangeText(['new', 'new', 'new'], 'shortlisted', label)).toEqual({
      count: 3,
      from: 'NEW',
      to: 'SHORTLISTED',
    });
    expect(statusChangeText(['new', 'applied', 'new'], 'offered', label).from).toBe('NEW, APPLIED');
  });
});
