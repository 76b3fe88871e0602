import { type AppAbility, defineAbility, holdsPermission, type PermissionMap, type Selection } from '@talent/contract';
import type { Grant } from './grants.repo.js';

/** The selection a grant is about, so someone's rights can be judged where the grant applies. */
export function selectionOfGrant(g: Pick<Grant, 'scopeType' | 'scopeId' | 'accountId' | 'siteId'>): Selection {
  if (g.scopeType === 'all') return {};
  if (g.scopeType === 'account') return { accountId: g.accountId };
  if (g.scopeType === 'site') return { accountId: g.accountId, siteId: g.scopeId };
  return { accountId: g.accountId, siteId: g.siteId, employerId: g.scopeId };
}

/** Whether `ability` holds everything each permission string stands for (`holdsPermission`). */
export function coversAll(ability: AppAbility, permissions: readonly string[]): boolean {
  return permissions.every((p) => holdsPermission(ability, p));
}

/**
 * Whether someone holding `caller` may hand on (or take away) `permissions` at `at`: they must hold
 * each of them there, by grants that act there (a site's staff rights do not come from a grant at
 * one of its employers). This is what keeps anybody from granting more than they have.
 */
export function holdsAt(caller: PermissionMap, at: Selection, permissions: readonly string[]): boolean {
  return coversAll(defineAbility({ permissions: caller }, at), permissions);
}
