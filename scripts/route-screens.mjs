// The screens of the web app's route table, read from its source (apps/web/src/app/router/route-table.ts),
// where each is written `screen(() => import('<module>'), '<export>', ['<namespace>', …])`. Shared by
// the bundle budget (which chunk and which translations make a screen) and the web app's unit test
// that holds this reading to the table the app runs (screen-namespaces.test.ts).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROUTE_TABLE = 'apps/web/src/app/router/route-table.ts';

const SCREEN_CALL = /\bscreen\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)',\s*\[([^\]]*)\],?\s*\)/g;

/**
 * `[{ name, module, namespaces }]`, one per `screen(…)` call: `module` is the screen's source path
 * relative to `apps/web` without extension (`src/features/jobs/list/JobsPage`), as the Vite
 * manifest names it.
 */
export function routeScreens(root = '.') {
  const file = join(root, ROUTE_TABLE);
  const source = readFileSync(file, 'utf8');
  const web = join(root, 'apps/web');
  return [...source.matchAll(SCREEN_CALL)].map((m) => ({
    name: m[2],
    module: relative(web, resolve(dirname(file), m[1])).replace(/\.js$/, ''),
    namespaces: [...m[3].matchAll(/'([^']+)'/g)].map((n) => n[1]),
  }));
}
