#!/usr/bin/env node
// The front-end budget as a benchmark fragment: writes bench/results/bundle.md from the built web
// app (run `npm run build` first). The same measure as the check in `npm test`
// (scripts/check-bundle-budget.mjs, model in scripts/bundle-budget.mjs).
//
//   node bench/bundle.mjs [apps/web/dist]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, LANGUAGES, measure, ON_DEMAND, summary, TARGET } from '../scripts/bundle-budget.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench/results/bundle.md');

const screens = measure(process.argv[2] ?? join(ROOT, 'apps/web/dist'));
const { login, lightest, heaviest } = summary(screens);
const app = screens.filter((s) => !s.guest);
const lightestApp = app.reduce((a, b) => (b.all < a.all ? b : a));
const verdict = (ok) => (ok ? 'met' : '**missed**');
const overTarget = new Set(app.filter((s) => s.all > TARGET.screen).map((s) => s.screen));
const allScreens = new Set(screens.map((s) => s.screen));
const byScreen = (language) =>
  screens
    .filter((s) => s.language === language)
    .sort((a, b) => a.all - b.all)
    .map((s) => `| ${s.screen} | ${kb(s.js)} | ${kb(s.css)} | ${kb(s.all)} |`);

const lines = [
  '## Front-end budget (issue 9, item 3)',
  '',
  `Measured by \`node bench/bundle.mjs\` on ${new Date().toISOString().slice(0, 10)} (the check in \`npm test\`,`,
  '`npm run check:budget`, uses the same measure) from the Vite manifest of the production build: for each screen',
  'and language, the gzipped size (level 9) of every file the browser fetches to show it. A guest opening a',
  'guest page (login, password pages) gets the boot chunk only, without the router or query cache, plus its',
  "language's boot translations and message catalogue. Every other screen adds the app chunk (router, query",
  "cache, guards) and what it imports, its layout, the screen's chunk and what it loads as it renders (the",
  "dashboard's chart), and the translation namespaces it uses, in its language. Loaded only on an action, and",
  `so not counted: ${Object.values(ON_DEMAND).join('; ')}. Served with brotli, the bytes on the wire are smaller.`,
  '',
  '| what | measured | target | |',
  '|---|---|---|---|',
  ...login.map(
    (s) =>
      `| login page JavaScript (${s.language}) | ${kb(s.js)} | ${kb(TARGET.loginJs)} | ${verdict(s.js <= TARGET.loginJs)} |`,
  ),
  `| lightest screen: ${lightest.screen} (${lightest.language}) | ${kb(lightest.all)} | ${kb(TARGET.screen)} | ${verdict(lightest.all <= TARGET.screen)} |`,
  `| lightest signed-in screen: ${lightestApp.screen} (${lightestApp.language}) | ${kb(lightestApp.all)} | ${kb(TARGET.screen)} | ${verdict(lightestApp.all <= TARGET.screen)} |`,
  `| heaviest screen: ${heaviest.screen} (${heaviest.language}) | ${kb(heaviest.all)} | ${kb(TARGET.screen)} | ${verdict(heaviest.all <= TARGET.screen)} |`,
  '',
  `${allScreens.size - overTarget.size} of ${allScreens.size} screens meet the ${kb(TARGET.screen)} target in every language; ` +
    `${overTarget.size} signed-in screens do not, and for them \`npm run check:budget\` is a ratchet against`,
  '`bench/bundle-baseline.json` (2% slack; a new screen over the target needs a reviewed line).',
  '',
  'Where the bytes of a signed-in screen go (each part counts what the parts before it did not bring):',
  '',
  `| part | ${lightestApp.screen} (${lightestApp.language}) | ${heaviest.screen} (${heaviest.language}) |`,
  '|---|---|---|',
  ...lightestApp.breakdown.map(
    (part, i) => `| ${part.name} | ${kb(part.all)} | ${kb((heaviest.breakdown ?? [])[i]?.all ?? 0)} |`,
  ),
  '',
  `<details><summary>Every screen, ${LANGUAGES[0]}</summary>`,
  '',
  '| screen | JavaScript | CSS | total |',
  '|---|---|---|---|',
  ...byScreen(LANGUAGES[0]),
  '',
  '</details>',
  '',
];
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, lines.join('\n'));
console.log(`Wrote ${OUT}`);
