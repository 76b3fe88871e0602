import type { PublicSiteFormField, SiteFormField } from '@talent/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages.js';
import { answerErrors, publicFieldOf } from './answers.js';

const field = (label: SiteFormField['label']): SiteFormField => ({
  key: 'short_text_2',
  type: 'short_text',
  label,
  required: false,
});

describe('publicFieldOf (the builder preview)', () => {
  it('takes the language’s label, else the English one', () => {
    expect(publicFieldOf(field({ en: 'Name', fr: 'Nom', ar: 'الاسم' }), 'ar').label).toBe('الاسم');
    expect(publicFieldOf(field({ en: 'Name', fr: '', ar: '' }), 'fr').label).toBe('Name');
  });

  it('names a field not yet labelled by its key, so its input is never nameless', () => {
    expect(publicFieldOf(field({ en: '', fr: '', ar: '' }), 'en').label).toBe('short_text_2');
  });
});

describe('answerErrors: a tenant’s pattern in the preview and on the hosted page (SECURITY 31)', () => {
  const patterned = (pattern: string): PublicSiteFormField => ({
    key: 'bio',
    type: 'long_text',
    label: 'About you',
    help: '',
    required: true,
    pattern,
  });
  beforeAll(() => loadMessages('en'));

  it('checks `^(a|a)*$` on the longest answer in linear time, as the API does (RE2, never RegExp)', () => {
    expect(answerErrors([patterned('^(a|a)*$')], { bio: 'aaaa' }, 'en')).toEqual({});
    // The best of three (shared test machines); a backtracking engine would not finish one.
    const runs = [1, 2, 3].map(() => {
      const start = performance.now();
      const errors = answerErrors([patterned('^(a|a)*$')], { bio: `${'a'.repeat(4999)}!` }, 'en');
      return { errors, ms: performance.now() - start };
    });
    expect(Math.min(...runs.map((r) => r.ms))).toBeLessThan(50);
    expect(runs[0]!.errors).toEqual({ bio: 'This value is invalid.' });
    // Past the field's length: the length is what is said, the pattern never runs.
    expect(answerErrors([patterned('^(a|a)*$')], { bio: 'a'.repeat(10_000) }, 'en')).toEqual({
      bio: 'This value may not be longer than 5000 characters.',
    });
  });

  it('a stored pattern RE2 cannot run checks nothing, as in the API', () => {
    expect(answerErrors([patterned('^(?=a)(a|a)*$')], { bio: `${'a'.repeat(60)}!` }, 'en')).toEqual({});
  });
});
