// Adds up the JSON reports of every Vitest and Playwright run in REPORT_DIR and prints
// the one closing line CI reads: "N passed, N failed". Steps that failed without a report
// (lint, type-check, build) count as one failure each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(failedSteps);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (file.startsWith('playwright')) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
