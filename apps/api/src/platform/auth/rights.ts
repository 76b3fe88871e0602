import { type AppAbility, defineAbility, holdsPermission, type PermissionMap, type Selection } from '@talent/contract';
import { type Grant, toPermissionMap } from './grants.repo.js';

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

/**
 * Whether `caller` holds, at every scope the target has a grant in, the right to impersonate
 * there and every permission the target has there (nobody acts with more power than their own).
 */
export function outranks(caller: PermissionMap, targetGrants: readonly Grant[]): boolean {
  return targetGrants.every((g) => {
    const ability = defineAbility({ permissions: caller }, selectionOfGrant(g));
    return ability.can('impersonate', 'impersonation') && coversAll(ability, g.permissions);
  });
}

/**
 * Whether an impersonation may go on (SECURITY 19): its impersonator still holds the right to
 * impersonate in the account it is bound to (platform staff through their `all` grant) and still
 * outranks the person everywhere (`targetGrants`: all of theirs), as when it began.
 */
export function mayStillImpersonate(
  impersonatorGrants: readonly Grant[],
  accountId: number,
  targetGrants: readonly Grant[],
): boolean {
  const there = impersonatorGrants.filter((g) => g.scopeType === 'all' || g.accountId === accountId);
  const mayThere = there.some((g) =>
    defineAbility({ permissions: toPermissionMap([g]) }, selectionOfGrant(g)).can('impersonate', 'impersonation'),
  );
  return mayThere && outranks(toPermissionMap(impersonatorGrants), targetGrants);
}
