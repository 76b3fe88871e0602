// The screens of the web app's route table, read from its source: apps/web/src/app/router/route-table.ts
// (the layouts) and the files it merges, one per scope, in apps/web/src/app/router/routes/. Each screen
// is written `screen(() => import('<module>'), '<export>', ['<namespace>', …])`. Shared by the bundle
// budget (which chunk and which translations make a screen) and the web app's unit test that holds
// this reading to the table the app runs (screen-namespaces.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROUTER = 'apps/web/src/app/router';

const SCREEN_CALL = /\bscreen\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)',\s*\[([^\]]*)\],?\s*\)/g;

/** The route table's source files, relative to `root`: route-table.ts, then routes/*.ts (not tests). */
export function routeTableFiles(root = '.') {
  const scopes = readdirSync(join(root, ROUTER, 'routes'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(root, ROUTER, 'routes', f));
  return [join(root, ROUTER, 'route-table.ts'), ...scopes];
}

/**
 * `[{ name, module, namespaces, file }]`, one per `screen(…)` call: `module` is the screen's source
 * path relative to `apps/web` without extension (`src/features/jobs/list/JobsPage`), as the Vite
 * manifest names it; `file` is the table file that holds the call.
 */
export function routeScreens(root = '.') {
  const web = join(root, 'apps/web');
  return routeTableFiles(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SCREEN_CALL)].map((m) => ({
      name: m[2],
      module: relative(web, resolve(dirname(file), m[1])).replace(/\.js$/, ''),
      namespaces: [...m[3].matchAll(/'([^']+)'/g)].map((n) => n[1]),
      file,
    })),
  );
}
