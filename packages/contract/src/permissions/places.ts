import type { ParsedScope, ScopeType } from './scope.js';
import {
  type OfferedAction,
  type OfferedSubject,
  PERMISSION_REGISTRY,
  type PermissionEntry,
  type PermissionPlace,
} from './vocabulary.js';

/** A registry entry with its subject and its `subject.action` string. */
export type RegisteredPermission = {
  subject: OfferedSubject;
  action: OfferedAction;
  place: PermissionPlace;
  permission: string;
};

/** Every permission a role can hold, flat, in registry order. */
export const REGISTERED_PERMISSIONS: readonly RegisteredPermission[] = (
  Object.entries(PERMISSION_REGISTRY) as [OfferedSubject, readonly PermissionEntry[]][]
).flatMap(([subject, entries]) =>
  entries.map(({ action, place }) => ({ subject, action, place, permission: `${subject}.${action}` })),
);

const BY_PERMISSION = new Map(REGISTERED_PERMISSIONS.map((p) => [p.permission, p]));

const WIDTH: Record<ParsedScope['type'], number> = { employer: 0, site: 1, account: 2, all: 3 };

/** Whether a permission of `place`, granted at a scope of type `at`, acts there (wider places always do). */
export const actsAt = (place: PermissionPlace, at: ParsedScope['type']): boolean => WIDTH[place] <= WIDTH[at];

/**
 * The registry entries a permission string stands for: `all` every one, `jobs.all` every one of
 * jobs, `jobs.read` itself; none for a string outside the registry (it grants nothing anywhere).
 */
export function registryEntriesOf(permission: string): readonly RegisteredPermission[] {
  if (permission === 'all') return REGISTERED_PERMISSIONS;
  const one = BY_PERMISSION.get(permission);
  if (one) return [one];
  const [subject, action, extra] = permission.split('.');
  if (action !== 'all' || extra !== undefined) return [];
  return REGISTERED_PERMISSIONS.filter((p) => p.subject === subject);
}

/**
 * Whether a role meant for `scope` (null: any place) may hold `permission`: it is in the registry,
 * and at a site or employer everything it stands for acts there. A role for any place may hold
 * anything; given at an employer, only what acts there counts (`defineAbility`).
 */
export function fitsPlace(permission: string, scope: ScopeType | null): boolean {
  const entries = registryEntriesOf(permission);
  if (entries.length === 0) return false;
  if (scope === null || scope === 'account') return true;
  return entries.every((e) => actsAt(e.place, scope));
}

/**
 * What of `permissions` a role meant for `scope` keeps: the strings that fit, and of a wider one
 * (`all`, `jobs.all`) the pairs that act there; anything outside the registry goes. The role editor
 * applies it when a role's place changes, and migration 0023 did the same to stored roles.
 */
export function fitPermissions(permissions: readonly string[], scope: ScopeType | null): string[] {
  const kept = new Set<string>();
  for (const permission of permissions) {
    if (fitsPlace(permission, scope)) kept.add(permission);
    else if (scope !== null) {
      for (const e of registryEntriesOf(permission)) if (actsAt(e.place, scope)) kept.add(e.permission);
    }
  }
  return [...kept].sort();
}

/** The registry entries a role meant for `scope` (null: any place) can hold. */
export const permissionsFor = (scope: ScopeType | null): readonly RegisteredPermission[] =>
  scope === null ? REGISTERED_PERMISSIONS : REGISTERED_PERMISSIONS.filter((p) => actsAt(p.place, scope));

/** What of a role decides where it may be given: the place it is meant for and what it holds. */
export type PlacedRole = { scope_type: ScopeType | null; permissions: readonly string[] };

/**
 * Whether a role may be given at a place of type `at`: a role meant for a place only there; a role
 * meant for any place only where everything it holds acts (the role editor's rule, `fitsPlace`), so
 * "Account owner" (`all`) is not handed out at a site where most of it would silently do nothing.
 * The invite and role forms offer only these; the API refuses the rest (422 `role_out_of_place`).
 */
export function roleFitsPlace(role: PlacedRole, at: ScopeType): boolean {
  if (role.scope_type !== null) return role.scope_type === at;
  return role.permissions.length > 0 && role.permissions.every((p) => fitsPlace(p, at));
}
