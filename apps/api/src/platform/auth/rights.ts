import { type AppAbility, defineAbility, type PermissionMap, parsePermission, type Selection } from '@talent/contract';
import type { Grant } from './grants.repo.js';

/** The selection a grant is about, so someone's rights can be judged where the grant applies. */
export function selectionOfGrant(g: Pick<Grant, 'scopeType' | 'scopeId' | 'accountId' | 'siteId'>): Selection {
  if (g.scopeType === 'all') return {};
  if (g.scopeType === 'account') return { accountId: g.accountId };
  if (g.scopeType === 'site') return { accountId: g.accountId, siteId: g.scopeId };
  return { accountId: g.accountId, siteId: g.siteId, employerId: g.scopeId };
}

/** Whether `ability` covers every permission string (a string the ability ignores grants nothing). */
export function coversAll(ability: AppAbility, permissions: readonly string[]): boolean {
  return permissions.every((p) => {
    const parsed = parsePermission(p);
    return parsed === null || ability.can(parsed.action, parsed.subject);
  });
}

/**
 * Whether someone holding `caller` may hand on (or take away) `permissions` at `at`: they must hold
 * each of them there. This is what keeps anybody from granting more than they have.
 */
export function holdsAt(caller: PermissionMap, at: Selection, permissions: readonly string[]): boolean {
  return coversAll(defineAbility({ permissions: caller }, at), permissions);
}
