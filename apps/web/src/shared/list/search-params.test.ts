import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cleanSearch,
  countSet,
  dayParam,
  enumParam,
  idParam,
  pageParam,
  perPageParam,
  textParam,
} from './search-params.js';

const schema = z.object({
  q: textParam(10),
  status: enumParam(['live', 'draft'] as const),
  employer: idParam,
  from: dayParam,
  page: pageParam,
  per_page: perPageParam,
});

describe('list URL parameters', () => {
  it('coerces the strings of a URL into typed values', () => {
    expect(
      schema.parse({ q: ' nurse ', status: 'live', employer: '12', from: '2026-03-01', page: '2', per_page: '50' }),
    ).toEqual({ q: 'nurse', status: 'live', employer: 12, from: '2026-03-01', page: 2, per_page: 50 });
  });

  it('drops each bad value alone, keeping the others', () => {
    expect(
      schema.parse({ q: '   ', status: 'sleeping', employer: '-3', from: '01/03/2026', page: '0', per_page: '7' }),
    ).toEqual({
      q: undefined,
      status: undefined,
      employer: undefined,
      from: undefined,
      page: undefined,
      per_page: undefined,
    });
    expect(schema.parse({ q: 'x'.repeat(11), status: 'draft' })).toMatchObject({ q: undefined, status: 'draft' });
  });

  it('leaves unset and blank values out of the URL, and counts the set filters', () => {
    expect(cleanSearch({ q: '', status: undefined, page: 2 })).toEqual({ page: 2 });
    expect(countSet({ status: 'live', employer: undefined, q: '' }, ['status', 'employer', 'q'])).toBe(1);
  });
});
