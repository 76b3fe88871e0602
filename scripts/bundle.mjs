#!/usr/bin/env node
// `npm run bundle [-- --out <folder>]`: the production server as one self-contained folder (issue 34):
// the built API with its migrations, the built web app, and the API's production dependencies only,
// laid out as in the repository so every relative path holds. `node server.js` (and `node admin.js
// create|migrate|housekeeping|backup|restore`) run it from wherever the folder is copied.
// Runs after `npm run build`; the Dockerfile runs the same script.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: join(root, 'bundle') } } });
const out = resolve(values.out);

const need = ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'packages/contract/dist/index.js'];
const missing = need.filter((p) => !existsSync(join(root, p)));
if (missing.length) {
  console.error(`Build first (npm run build): missing ${missing.join(', ')}`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const copy = (from, to = from) => cpSync(join(root, from), join(out, to), { recursive: true, dereference: true });

// The API as built, its SQL migrations (read from apps/api/src/db/migrations), its package.json (version).
copy('apps/api/dist');
copy('apps/api/src/db/migrations');
copy('apps/api/package.json');
// The web app the API serves (apps/api/dist/server.js looks for ../../web/dist).
copy('apps/web/dist');
// The contract, as its built JavaScript: what `@talent/contract` resolves to without the source condition.
copy('packages/contract/dist', 'node_modules/@talent/contract/dist');
copy('packages/contract/package.json', 'node_modules/@talent/contract/package.json');

// The API's production dependencies, as npm resolved them here (hoisted or nested), workspaces excepted.
const listed = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable', '-w', '@talent/api'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter((p) => p.startsWith(join(root, 'node_modules')) && !p.includes(`${join('node_modules', '@talent')}`));
for (const path of listed) copy(relative(root, path));

const api = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify({ name: 'talent-portal', version: api.version, private: true, type: 'module', engines: { node: '^20.19 || ^22.12 || >=24' } }, null, 2)}\n`,
);
writeFileSync(
  join(out, 'server.js'),
  "// The portal's server: node server.js (settings from the environment, README).\nimport './apps/api/dist/server.js';\n",
);
writeFileSync(
  join(out, 'admin.js'),
  "// Operators' commands: node admin.js create --email <e-mail> | migrate | housekeeping | backup --out <file> | restore --from <file>\nimport './apps/api/dist/admin.js';\n",
);

function sizeOf(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t').map(Number)[0];
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `Bundle in ${out}: ${mb(sizeOf(out))} (node_modules ${mb(sizeOf(join(out, 'node_modules')))}, ${listed.length} packages; web ${mb(sizeOf(join(out, 'apps/web/dist')))}).`,
);
