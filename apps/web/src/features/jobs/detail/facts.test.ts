import { describe, expect, it } from 'vitest';
import { distributionPercents, formatDay } from './facts.js';

describe('formatDay', () => {
  it('reads an ISO day as that calendar day', () => {
    expect(formatDay('2026-03-01', 'en-GB')).toBe('1 Mar 2026');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});

describe('distributionPercents', () => {
  it('turns counts into rounded shares', () => {
    expect(distributionPercents([0, 0, 1, 1, 1])).toEqual([0, 0, 33, 33, 33]);
    expect(distributionPercents([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
  });
});
