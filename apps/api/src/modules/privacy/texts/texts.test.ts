import { LOCALES } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { privacyTexts } from './index.js';

/** Every string of a text tree, by its dotted path. */
const strings = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value as object, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the privacy texts candidates read', () => {
  it('say something in every language, with the same placeholders as the English', () => {
    const english = new Map(strings(privacyTexts.en));
    for (const locale of LOCALES) {
      const texts = strings(privacyTexts[locale]);
      expect(texts.map(([path]) => path)).toEqual([...english.keys()]);
      for (const [path, text] of texts) {
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english.get(path)!));
      }
    }
  });
});
