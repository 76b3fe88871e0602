import { describe, expect, it } from 'vitest';
import { dayPattern, formatDayInput, parseDayInput } from './day-input.js';

describe('dayPattern', () => {
  it('puts the day first in British English, French and Arabic', () => {
    expect(dayPattern('en')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dayPattern('fr')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    // Intl writes Arabic dates with right-to-left marks around "/": the typed form leaves them out.
    expect(dayPattern('ar')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
  });
});

describe('formatDayInput', () => {
  it('writes an ISO day in digits, day first, never month first', () => {
    expect(formatDayInput('2026-03-01', 'en')).toBe('01/03/2026');
    expect(formatDayInput('2026-03-01', 'fr')).toBe('01/03/2026');
    expect(formatDayInput('2026-03-01', 'ar')).toBe('01/03/2026');
    expect(formatDayInput('', 'en')).toBe('');
    expect(formatDayInput('not a day', 'en')).toBe('');
  });
});

describe('parseDayInput', () => {
  it('reads what people type in the language’s order, with any separator', () => {
    expect(parseDayInput('01/03/2026', 'en')).toBe('2026-03-01');
    expect(parseDayInput('1/3/2026', 'en')).toBe('2026-03-01');
    expect(parseDayInput(' 1.3.26 ', 'fr')).toBe('2026-03-01');
    expect(parseDayInput('01-03-2026', 'ar')).toBe('2026-03-01');
    expect(parseDayInput('01032026', 'en')).toBe('2026-03-01');
    expect(parseDayInput('010326', 'en')).toBe('2026-03-01');
  });

  it('reads ISO days and Arabic-Indic digits', () => {
    expect(parseDayInput('2026-03-01', 'en')).toBe('2026-03-01');
    expect(parseDayInput('٠١/٠٣/٢٠٢٦', 'ar')).toBe('2026-03-01');
    expect(parseDayInput('۰۱/۰۳/۲۰۲۶', 'ar')).toBe('2026-03-01');
  });

  it('refuses what is not a day of the calendar', () => {
    expect(parseDayInput('31/02/2026', 'en')).toBeNull();
    expect(parseDayInput('13/13/2026', 'en')).toBeNull();
    expect(parseDayInput('1/3', 'en')).toBeNull();
    expect(parseDayInput('1/3/202', 'en')).toBeNull();
    expect(parseDayInput('soon', 'en')).toBeNull();
    expect(parseDayInput('', 'en')).toBeNull();
  });

  it('reads back what it writes', () => {
    for (const language of ['en', 'fr', 'ar']) {
      expect(parseDayInput(formatDayInput('2027-12-31', language), language)).toBe('2027-12-31');
    }
  });
});
