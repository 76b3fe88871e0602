#!/usr/bin/env node
// The front-end budget (issues 9 and 18), run by `npm test` after the build. What each screen loads
// is measured from the Vite manifest by bundle-budget.mjs (the model is described there), in each
// language, and the worst language counts:
//
// - the login page's JavaScript at most 150 KB gzipped, and each guest page's first visit at
//   most 250 KB in all: hard limits;
// - every other screen at most 250 KB in all (issue 18's target). `--hard` applies that target to
//   every screen as a hard limit, with no exception. Without it, screens still over the target are
//   held by a ratchet until they meet it: a screen may not grow more than 2% past its line in
//   bench/bundle-baseline.json, and a screen without a line fails until it is recorded after review
//   (`--update` records the current sizes). On this branch 6 of 38 screens meet the target; the
//   floor every signed-in screen shares (react-dom, Mantine, TanStack Router and Query, i18next, the
//   layout's menus: about 200 KB, bench/results/bundle.md) keeps the others over it, so `npm test`
//   keeps the ratchet; once every screen meets the target, `--hard` becomes the check in
//   package.json and the baseline file goes.
import { readFileSync, writeFileSync } from 'node:fs';
import { kb, measure, summary, TARGET } from './bundle-budget.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const hard = args.includes('--hard');
const dist = args.find((a) => !a.startsWith('--'));
const BASELINE = 'bench/bundle-baseline.json';
const SLACK = 1.02;

const screens = measure(dist);
/** Screen → its heaviest language. */
const worst = new Map();
for (const s of screens) if (!worst.has(s.screen) || worst.get(s.screen).all < s.all) worst.set(s.screen, s);
const { worstLogin, lightest, heaviest } = summary(screens);

if (update) {
  const lines = Object.fromEntries(
    [...worst.values()].filter((s) => !s.guest && s.all > TARGET.screen).map((s) => [s.screen, s.all]),
  );
  writeFileSync(BASELINE, `${JSON.stringify({ screens: lines }, null, 2)}\n`);
  console.log(`Recorded ${Object.keys(lines).length} screens over the target in ${BASELINE}.`);
  process.exit(0);
}

const baseline = hard ? {} : JSON.parse(readFileSync(BASELINE, 'utf8')).screens;
const problems = [];
if (worstLogin.js > TARGET.loginJs)
  problems.push(`login page JavaScript (${worstLogin.language}): ${kb(worstLogin.js)} > ${kb(TARGET.loginJs)}`);
for (const s of worst.values()) {
  if (s.all <= TARGET.screen) continue;
  const recorded = s.guest ? undefined : baseline[s.screen];
  if (recorded === undefined)
    problems.push(
      `${s.screen} (${s.language}): ${kb(s.all)} > ${kb(TARGET.screen)}` +
        (s.guest || hard ? '' : '; not in the ratchet: record it with `npm run check:budget -- --update` after review'),
    );
  else if (s.all > recorded * SLACK)
    problems.push(`${s.screen} (${s.language}): ${kb(s.all)} > ${kb(recorded * SLACK)} (its line + 2%)`);
}

console.log(
  `Front-end budget, gzipped, worst of en/fr/ar: login JavaScript ${kb(worstLogin.js)} (target ${kb(TARGET.loginJs)}); ` +
    `screens from ${kb(lightest.all)} (${lightest.screen}) to ${kb(heaviest.all)} (${heaviest.screen}), target ${kb(TARGET.screen)}.`,
);
if (problems.length > 0) {
  console.error(`Over budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  hard
    ? `${worst.size} screens checked: every one within its target.`
    : `${worst.size} screens checked: login within its target, the others within the target or their line.`,
);
