import type { RouteLoaderArgs } from '../../../shared/routes/route-loader.js';
import type { Screen } from '../screen.js';

/**
 * What the router binds to a page of the manifest (shared/routes/): its lazy screen (required: a page
 * without one does not compile), and for a site page optionally its feature's loader, imported
 * lazily too, which fills the screen's main query as soon as the route matches.
 */
export type RouteBinding = {
  readonly screen: Screen;
  readonly load?: (args: RouteLoaderArgs) => Promise<unknown>;
};
