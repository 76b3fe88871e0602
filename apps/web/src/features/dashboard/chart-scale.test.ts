import { describe, expect, it } from 'vitest';
import { countTicks, labelEvery } from './chart-scale.js';

describe('countTicks', () => {
  it('keeps a 0–1 axis for an empty series', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('counts one by one for small values', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('steps by 1, 2 or 5 × a power of ten, the top line at or above the largest value', () => {
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(120)).toEqual([0, 50, 100, 150]);
  });

  it('draws at most the lines asked for', () => {
    for (const max of [1, 9, 13, 99, 101, 999, 4321]) expect(countTicks(max).length).toBeLessThanOrEqual(5);
  });
});

describe('labelEvery', () => {
  it('labels every bar when they are wide enough', () => {
    expect(labelEvery(80, 48)).toBe(1);
  });

  it('skips bars when labels would touch', () => {
    expect(labelEvery(30, 48)).toBe(2);
    expect(labelEvery(15, 48)).toBe(4);
  });
});
