import type { RouteId } from '../../shared/routes/manifest.js';
import { ACCOUNT_SCREENS } from './routes/account.js';
import type { RouteBinding } from './routes/binding.js';
import { NOT_FOUND, OPEN_SCREENS } from './routes/open.js';
import { ROOT_SCREENS } from './routes/root.js';
import { SITE_SCREENS } from './routes/site.js';
import { screen } from './screen.js';

export type { RouteBinding };
export { NOT_FOUND };

/**
 * The layouts of the route tree, lazy like the screens (main: signed in; blank: the rest). `frame`
 * is the signed-in layout drawn while the session is checked, from the same chunk.
 */
export const LAYOUTS = {
  main: screen(() => import('../layouts/MainLayout.js'), 'MainLayout', []),
  frame: screen(() => import('../layouts/MainLayout.js'), 'LayoutFrame', []),
  blank: screen(() => import('../layouts/BlankLayout.js'), 'BlankLayout', []),
};

/**
 * The screen (and loader) of every page of the manifest (shared/routes/manifest.ts), merged from one
 * file per scope (routes/: open, root, account, site). Only the router imports this file: the
 * screens are what make the app's chunks, so nothing else should reach them.
 */
export const SCREENS: Record<RouteId, RouteBinding> = {
  ...OPEN_SCREENS,
  ...ROOT_SCREENS,
  ...ACCOUNT_SCREENS,
  ...SITE_SCREENS,
};
