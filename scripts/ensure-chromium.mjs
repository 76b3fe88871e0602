// Makes sure the system Chromium used by the Playwright e2e tests is present.
// Never downloads Playwright's own browsers: the tests run /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`${CHROMIUM} not found; installing it with apt-get…`);
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'inherit' });
  if (result.status === 0 && existsSync(CHROMIUM)) process.exit(0);
  console.error(`Installing chromium failed (exit ${result.status ?? result.signal}).`);
  process.exit(1);
}

console.error(`${CHROMIUM} not found. The e2e tests need the system Chromium; install it with:

  sudo apt-get update && sudo apt-get install -y chromium
`);
process.exit(1);
