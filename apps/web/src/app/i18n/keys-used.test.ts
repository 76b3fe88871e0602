import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanKeys } from '../../shared/i18n/key-scan.js';
import { DYNAMIC_KEYS } from './dynamic-keys.js';

const src = fileURLToPath(new URL('../..', import.meta.url));
const enDir = join(src, 'locales', 'en');

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix: string, into: Set<string>) => {
  for (const [k, v] of Object.entries(tree)) {
    const key = `${prefix}.${k}`;
    if (typeof v === 'string') into.add(key);
    else flatten(v, key, into);
  }
  return into;
};
// Every English key as `ns:path` (locales.test.ts holds French and Arabic to the same keys).
const english = new Set<string>();
for (const file of readdirSync(enDir).filter((f) => f.endsWith('.json'))) {
  const ns = file.replace('.json', '');
  for (const key of flatten(JSON.parse(readFileSync(join(enDir, file), 'utf8')) as Tree, '', new Set()))
    english.add(`${ns}:${key.slice(1)}`);
}
// A plural key is written once (`count`) and stored by form (`count_one`, `count_other`).
const exists = (key: string) => english.has(key) || english.has(`${key}_one`) || english.has(`${key}_other`);

describe('translation keys used by the web app', () => {
  const { keys, dynamic } = scanKeys(src);

  it('finds the calls it reads (a scan that finds nothing would pass anything)', () => {
    expect(keys.length).toBeGreaterThan(1000);
    expect(dynamic.length).toBeGreaterThan(50);
  });

  it('every literal key exists in English, in the namespace its `t` uses', () => {
    const missing = [...new Set(keys.filter((k) => !exists(k.key)).map((k) => `${k.file}: ${k.key}`))];
    expect(missing).toEqual([]);
  });

  it('every key built at run time is listed in dynamic-keys.ts, and nothing else is', () => {
    const sites = [...new Set(dynamic.map((d) => d.site))].sort();
    expect(sites).toEqual(Object.keys(DYNAMIC_KEYS).sort());
  });

  it('every key a listed place can build exists in English', () => {
    const missing = Object.entries(DYNAMIC_KEYS).flatMap(([site, list]) =>
      list === 'open' ? [] : list.filter((key) => !exists(key)).map((key) => `${site} → ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
