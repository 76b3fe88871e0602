import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../locales', import.meta.url));
const LANGS = ['en', 'fr', 'ar'] as const;

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? Object.assign(all, { [key]: v }) : Object.assign(all, flatten(v, key));
  }, {});
const load = (lang: string, file: string) => flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

  it('every namespace exists in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lang of LANGS) expect(readdirSync(join(root, lang)).sort(), lang).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: fr and ar have exactly the keys of en, non-empty, with the same placeholders`, () => {
      const en = load('en', ns);
      for (const lang of ['fr', 'ar'] as const) {
        const other = load(lang, ns);
        expect(Object.keys(other).sort(), `${lang}/${ns}`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(en)) {
          expect(other[key]?.trim(), `${lang}/${ns} ${key}`).toBeTruthy();
          expect(placeholders(other[key] ?? ''), `${lang}/${ns} ${key}`).toEqual(placeholders(text));
        }
      }
    });
  }
});
