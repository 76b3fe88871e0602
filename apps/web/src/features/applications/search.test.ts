import { describe, expect, it } from 'vitest';
import { applicationListQueryOf, applicationsSearch, isFiltered } from './search.js';
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
