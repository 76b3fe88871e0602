import type { CommonKey } from '../i18n/keys.js';

/**
 * One step of a page's breadcrumb trail: its title (an i18n key in `common`) and its path, in the
 * router's syntax (`/$account/$site/jobs`). The router puts the trail of each signed-in page in
 * its static data (app/router/breadcrumbs.ts, from the route table's `parent`s); PageHeader draws it.
 */
export type CrumbStep = { readonly title: CommonKey; readonly path: string };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** From the dashboard to the page itself. */
    crumbs?: readonly CrumbStep[];
  }
}

/** A step's address with the current page's parameters (account, site, id), or null if one is missing. */
export function crumbHref(path: string, params: Record<string, unknown>): string | null {
  let missing = false;
  const href = path.replace(/\$(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : href;
}
