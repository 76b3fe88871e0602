import { describe, expect, it } from 'vitest';
import { distributionPercents, formatDay, payParts } from './pay.js';

describe('payParts', () => {
  it('shows a range of whole amounts without pence', () => {
    expect(payParts(3_200_000, 3_600_000, 'GBP', 'en-GB')).toEqual({ kind: 'range', min: '£32,000', max: '£36,000' });
  });

  it('keeps the pence when an amount has them', () => {
    expect(payParts(1_350, 1_500, 'GBP', 'en-GB')).toEqual({ kind: 'range', min: '£13.50', max: '£15.00' });
  });

  it('collapses equal bounds and handles one-sided ranges', () => {
    expect(payParts(1_200, 1_200, 'GBP', 'en')).toEqual({ kind: 'exact', value: '£12' });
    expect(payParts(2_000_000, null, 'EUR', 'en')).toEqual({ kind: 'from', value: '€20,000' });
    expect(payParts(null, 2_000_000, 'USD', 'en')).toEqual({ kind: 'upTo', value: '$20,000' });
  });

  it('is null without pay or currency', () => {
    expect(payParts(null, null, 'GBP', 'en')).toBeNull();
    expect(payParts(1_000, 2_000, null, 'en')).toBeNull();
  });
});

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
