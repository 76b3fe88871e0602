// Adds up the JSON reports of every Vitest and Playwright run in REPORT_DIR and prints the one
// closing line CI reads: "N passed, N failed", after the name and first error line of each failed
// test (the end of the log is what is kept). Steps that failed without a report (lint, type-check,
// build) count as one failure each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(failedSteps);
const failures = [];
const flaky = [];
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** Playwright's report nests suites (files, describes) down to specs and their tests. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      // A flaky test passed on its retry: listed with the error of its first try.
      const result = test.status === 'flaky' ? test.results?.[0] : test.results?.at(-1);
      const line = `${[...here, spec.title].join(' › ')}: ${firstLine(result?.error?.message)}`;
      (test.status === 'flaky' ? flaky : failures).push(line);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const result of report.testResults ?? []) {
      for (const assertion of result.assertionResults ?? []) {
        if (assertion.status === 'failed') {
          failures.push(`${assertion.fullName}: ${firstLine(assertion.failureMessages?.[0])}`);
        }
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).length) {
        failures.push(`${result.name}: ${firstLine(result.message)}`);
      }
    }
  } else if (file.startsWith('playwright')) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
    for (const error of report.errors ?? []) failures.push(`playwright (${file}): ${firstLine(error.message)}`);
  }
}
for (const line of flaky) console.log(`FLAKY ${line.slice(0, 400)}`);
for (const failure of failures) console.log(`FAILED ${failure.slice(0, 400)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
