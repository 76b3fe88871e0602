import { describe, expect, it } from 'vitest';
import { formatLocaleOf } from './locale.js';
import { currencyDigits, formatMoney, formatMoneyRange, keepTogether, majorToMinor, minorToMajor } from './money.js';

const NBSP = '\u00A0';
const NNBSP = '\u202F';
const [LRI, FSI, PDI, RLM] = ['\u2066', '\u2068', '\u2069', '\u200F'];

describe('formatMoney', () => {
  it('writes British English amounts with the symbol first and the pence kept', () => {
    expect(formatMoney(1_350, 'GBP', 'en')).toBe('£13.50');
    expect(formatMoney(2_500, 'GBP', 'en')).toBe('£25.00');
    expect(formatMoney(-6_000, 'GBP', 'en')).toBe('-£60.00');
    // A reader in Britain is told which dollar.
    expect(formatMoney(500, 'USD', 'en')).toBe('US$5.00');
  });

  it('drops whole pence only when asked (pay), never rounding pence away', () => {
    expect(formatMoney(3_200_000, 'GBP', 'en', { trimWhole: true })).toBe('£32,000');
    expect(formatMoney(1_350, 'GBP', 'en', { trimWhole: true })).toBe('£13.50');
  });

  it('writes French amounts with the symbol after, joined by no-break spaces', () => {
    expect(formatMoney(1_350, 'EUR', 'fr')).toBe(`13,50${NBSP}€`);
    expect(formatMoney(3_200_000, 'EUR', 'fr', { trimWhole: true })).toBe(`32${NNBSP}000${NBSP}€`);
  });

  it('keeps Latin digits in Arabic, isolates the amount and keeps "UK£" in its order', () => {
    const text = formatMoney(1_350, 'GBP', 'ar');
    expect(text).toBe(`${FSI}${RLM}13.50${NBSP}${LRI}UK£${PDI}${PDI}`);
    expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    expect(text).not.toContain(' ');
  });

  it('reads minor units by the currency: yen have none', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('XXX!')).toBe(2);
    expect(formatMoney(1_500, 'JPY', 'en')).toBe('JP¥1,500');
    expect(minorToMajor(1_350, 'GBP')).toBe(13.5);
    expect(majorToMinor(13.5, 'GBP')).toBe(1_350);
    expect(majorToMinor(1_500, 'JPY')).toBe(1_500);
  });
});

describe('formatMoneyRange', () => {
  it('writes one range in English, unbreakable', () => {
    expect(formatMoneyRange(3_200_000, 3_600_000, 'GBP', 'en', { trimWhole: true })).toBe(
      `£32,000${NBSP}–${NBSP}£36,000`,
    );
    // One amount with pence: both keep them.
    expect(formatMoneyRange(1_350, 1_500, 'GBP', 'en', { trimWhole: true })).toBe(`£13.50${NBSP}–${NBSP}£15.00`);
  });

  it('names the currency once in French and Arabic', () => {
    expect(formatMoneyRange(1_350, 1_500, 'GBP', 'fr')).toBe(`13,50–15,00${NBSP}£GB`);
    expect(formatMoneyRange(1_350, 1_500, 'GBP', 'ar')).toBe(`${FSI}${RLM}13.50–15.00${NBSP}${LRI}UK£${PDI}${PDI}`);
  });

  it('writes equal bounds as one amount, not an approximation', () => {
    expect(formatMoneyRange(1_200, 1_200, 'GBP', 'en', { trimWhole: true })).toBe('£12');
  });
});

describe('formatLocaleOf and keepTogether', () => {
  it('formats English the British way and Arabic with Latin digits', () => {
    expect(formatLocaleOf('en')).toBe('en-GB');
    expect(formatLocaleOf('fr')).toBe('fr-FR');
    expect(formatLocaleOf('ar')).toBe('ar-u-nu-latn');
    expect(formatLocaleOf('de')).toBe('en-GB');
    expect(new Intl.DateTimeFormat(formatLocaleOf('en')).format(new Date(Date.UTC(2026, 10, 25, 12)))).toBe(
      '25/11/2026',
    );
  });

  it('joins the words of a unit with no-break spaces', () => {
    expect(keepTogether('per year')).toBe(`per${NBSP}year`);
    expect(keepTogether('في السنة')).toBe(`في${NBSP}السنة`);
  });
});
