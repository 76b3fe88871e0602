import type { SiteFormField } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { publicFieldOf } from './answers.js';

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
