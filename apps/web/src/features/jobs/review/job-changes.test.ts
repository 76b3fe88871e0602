import { describe, expect, it } from 'vitest';
import { changedRows } from './job-changes.js';

describe('changedRows', () => {
  it('lists the changed rows in the advert’s order, pay once for any of its fields', () => {
    expect(changedRows(['description', 'title'])).toEqual(['title', 'description']);
    expect(changedRows(['pay_min', 'currency', 'links'])).toEqual(['pay', 'links']);
    expect(changedRows([])).toEqual([]);
  });
});
