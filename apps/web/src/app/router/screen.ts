import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n.js';

/** A screen of the route table: its code, fetched when first needed, and the translations it uses. */
export type Screen = {
  /** The module's export shown (`JobsPage`). */
  readonly name: string;
  readonly component: RouteComponent;
  /** Namespaces besides the boot ones (BOOT_NAMESPACES), loaded with the code so neither waits. */
  readonly namespaces: readonly string[];
  /** Starts fetching code and translations now (route matched, link hovered); resolves when both are in. */
  readonly preload: () => Promise<void>;
};

/**
 * `screen(() => import('…/JobsPage.js'), 'JobsPage', ['jobs', …])`. Keep this one-call shape in
 * route-table.ts and routes/*.ts: scripts/route-screens.mjs (the bundle budget) and
 * screen-namespaces.test.ts read it from the source.
 */
export function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: readonly string[],
): Screen {
  const component: RouteComponent = lazyRouteComponent(
    () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module),
    name,
  );
  return { name, component, namespaces, preload: async () => component.preload?.() };
}
