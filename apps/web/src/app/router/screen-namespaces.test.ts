// Every screen loads the translation namespaces its code uses (screen.ts), listed beside it in the
// route table (route-table.ts and its files per scope, routes/). This test reads each screen's import graph and fails when a list is out of date. It
// also holds the bundle budget's reading of the table (scripts/route-screens.mjs) to the table the
// app runs, so the budget counts the same chunks and translations as the app loads.
// `I18N_NAMESPACES_WRITE=1` rewrites the table's lists to what the code uses (then run biome).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeScreens, routeTableFiles } from '../../../../../scripts/route-screens.mjs';
import { BOOT_NAMESPACES, NAMESPACES } from '../../shared/i18n/i18n.js';
import { LAYOUTS, SCREENS } from './route-table.js';

const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const web = join(repo, 'apps/web');
const TABLE = new Set(routeTableFiles(repo));

const sourceOf = (path: string) => {
  const base = path.replace(/\.js$/, '');
  for (const candidate of [`${base}.tsx`, `${base}.ts`]) if (existsSync(candidate)) return candidate;
  return null;
};

/** Namespaces a module and what it imports at run time (statically or lazily) translate with. */
function namespacesOf(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = sourceOf(queue.pop()!);
    // The table's lazy imports are other screens (menus, quick links and titles read the table).
    if (!file || seen.has(file) || TABLE.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      const names = [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!);
      for (const name of names.length > 0 ? names : ['common']) found.add(name);
    }
    // `t('ns:key')`, and any `'ns:key'` kept as data and translated elsewhere.
    for (const m of source.matchAll(/['`]([a-z-]+):[a-zA-Z$]/g)) if (NAMESPACES.includes(m[1]!)) found.add(m[1]!);
    for (const m of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms))
      queue.push(resolve(dirname(file), m[1]!));
    for (const m of source.matchAll(/import\('(\.[^']+)'\)/g)) queue.push(resolve(dirname(file), m[1]!));
  }
  return found;
}

const running = [...Object.values(SCREENS).map((r) => r.screen), ...Object.values(LAYOUTS)];
const byName = (list: { name: string; namespaces: readonly string[] }[]) =>
  Object.fromEntries(
    list.map((s) => [s.name, [...s.namespaces]]).sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

describe('screens of the route table', () => {
  const read = routeScreens(repo);

  it('the budget script reads every screen the app runs, with its namespaces', () => {
    expect(read.length).toBeGreaterThan(30);
    expect(byName(read)).toEqual(byName(running));
  });

  const usedBy = (module: string) =>
    [...namespacesOf(join(web, module))].filter((ns) => !BOOT_NAMESPACES.includes(ns)).sort();

  if (process.env.I18N_NAMESPACES_WRITE === '1') {
    for (const file of TABLE) {
      let table = readFileSync(file, 'utf8');
      for (const { name, module } of read.filter((s) => s.file === file)) {
        const list = usedBy(module)
          .map((ns) => `'${ns}'`)
          .join(', ');
        table = table.replace(new RegExp(`('${name}',\\s*)\\[[^\\]]*\\]`), `$1[${list}]`);
      }
      writeFileSync(file, table);
    }
  }

  it.each(read)('$name loads the namespaces its code uses', ({ module, namespaces }) => {
    expect([...namespaces].sort()).toEqual(usedBy(module));
  });

  it('names only namespaces that exist', () => {
    for (const { namespaces } of read) for (const ns of namespaces) expect(NAMESPACES).toContain(ns);
  });
});
