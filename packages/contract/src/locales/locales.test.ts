import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_MESSAGES } from '../errors.js';
import { catalogues } from './catalogues.js';
import { interpolate, LOCALES } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('English follows the catalogue of the spec', () => {
    expect(catalogues.en.errors.validation_failed).toBe('The given data was invalid.');
    expect(catalogues.en.errors.forbidden).toBe('You are not authorized!');
    expect(catalogues.en.fields.required).toBe('This field is required.');
    expect(catalogues.en.fields.confirmation).toBe('The confirmation field does not match.');
    expect(catalogues.en.errors.insufficient_credits).toBe(
      "You don't have enough credits to post this job. Please purchase more credits to continue.",
    );
  });

  it('every locale translates every error and field message, keeping the placeholders', () => {
    for (const locale of LOCALES) {
      for (const code of Object.keys(ERRORS) as (keyof typeof ERRORS)[]) {
        const text = catalogues[locale].errors[code];
        expect(text, `${locale} ${code}`).toBeTruthy();
        expect(placeholders(text), `${locale} ${code}`).toEqual(placeholders(ERRORS[code].message));
      }
      for (const rule of Object.keys(FIELD_MESSAGES) as (keyof typeof FIELD_MESSAGES)[]) {
        expect(placeholders(catalogues[locale].fields[rule]), `${locale} ${rule}`).toEqual(
          placeholders(FIELD_MESSAGES[rule]),
        );
      }
    }
  });

  it('French and Arabic have exactly the keys of English, none empty, with the same placeholders', () => {
    type Tree = { [key: string]: string | Tree };
    const flat = (tree: Tree, prefix = ''): Record<string, string> =>
      Object.entries(tree).reduce<Record<string, string>>((all, [k, v]) => {
        const key = prefix ? `${prefix}.${k}` : k;
        return typeof v === 'string' ? Object.assign(all, { [key]: v }) : Object.assign(all, flat(v, key));
      }, {});
    const en = flat(catalogues.en as unknown as Tree);
    for (const locale of ['fr', 'ar'] as const) {
      const other = flat(catalogues[locale] as unknown as Tree);
      expect(Object.keys(other).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(other[key]?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(other[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('French and Arabic are translations, not copies of English', () => {
    for (const locale of ['fr', 'ar'] as const) {
      expect(catalogues[locale].errors.validation_failed).not.toBe(catalogues.en.errors.validation_failed);
      expect(catalogues[locale].fields.required).not.toBe(catalogues.en.fields.required);
    }
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Try in {{seconds}} s, {{who}}', { seconds: 30 })).toBe('Try in 30 s, {{who}}');
  });
});
