import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/applications.json';
import { withAllPluralForms } from './i18n.js';

describe('withAllPluralForms', () => {
  it('gives an Arabic plural key every Arabic form, from its own text', () => {
    const filled = withAllPluralForms('ar', { n_one: 'واحد', n_other: 'كثير', plain: 'نص', nested: { m_other: 'م' } });
    expect(filled).toMatchObject({
      n_zero: 'كثير',
      n_one: 'واحد',
      n_two: 'كثير',
      n_few: 'كثير',
      n_many: 'كثير',
      n_other: 'كثير',
      plain: 'نص',
      nested: { m_zero: 'م', m_other: 'م' },
    });
  });

  it('keeps the forms that are written', () => {
    expect(withAllPluralForms('ar', { n_few: 'بضعة', n_other: 'كثير' }).n_few).toBe('بضعة');
  });

  it('makes Arabic counts read in Arabic without an English fallback', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ar',
      fallbackLng: false,
      resources: { ar: { applications: withAllPluralForms('ar', ar) } },
    });
    for (const count of [0, 1, 2, 3, 11, 100]) {
      const text = i18n.t('applications:board.count', { count });
      expect(text, `count ${count}`).toMatch(/[\u0600-\u06FF]/);
      expect(text).toContain(String(count));
    }
  });
});
