import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n.js';
import { PAGE_NAMESPACES } from './page-namespaces.js';

/**
 * A screen fetched when first needed, together with the translation namespaces it uses
 * (page-namespaces.ts), so neither waits for the other.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyRouteComponent(
    () => Promise.all([load(), loadNamespaces(PAGE_NAMESPACES[name] ?? [])]).then(([module]) => module),
    name,
  );
}
