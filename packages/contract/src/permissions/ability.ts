import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { actsAt, registryEntriesOf } from './places.js';
import { type ParsedScope, type PermissionMap, parseScopeKey, type Selection, scopeMatches } from './scope.js';
import { ACTIONS, type Action, SUBJECTS, type Subject } from './vocabulary.js';

export type AppAbility = MongoAbility<[Action, Subject]>;

export type AbilityUser = { permissions: PermissionMap };

const SUBJECT_SET: ReadonlySet<string> = new Set(SUBJECTS);
const ACTION_SET: ReadonlySet<string> = new Set(ACTIONS);

function isAction(value: string): value is Action {
  return ACTION_SET.has(value);
}

// `all` is excluded on purpose: the wildcard subject is only granted by the
// bare `all` permission, so a stray `all.read` cannot widen access globally.
function isGrantableSubject(value: string): value is Exclude<Subject, 'all'> {
  return value !== 'all' && SUBJECT_SET.has(value);
}

/**
 * What one permission string grants, as the ability reads it: `all` → manage all, `subject.all` →
 * manage subject, `subject.action` → that action; null for anything it ignores.
 */
export function parsePermission(permission: string): { action: Action; subject: Subject } | null {
  if (permission === 'all') return { action: 'manage', subject: 'all' };
  const parts = permission.split('.');
  if (parts.length !== 2) return null;
  const [subject = '', action = ''] = parts;
  if (!isGrantableSubject(subject)) return null;
  if (action === 'all') return { action: 'manage', subject };
  return isAction(action) ? { action, subject } : null;
}

export function defineAbility(user: AbilityUser | null, selection: Selection): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (!user) return build();

  can('access', 'portal');

  // Permissions come from the server as JSON; tolerate odd shapes instead of
  // throwing, since the server remains the authority on every request.
  const permissions: unknown = user.permissions;
  if (typeof permissions !== 'object' || permissions === null) return build();

  for (const [key, grants] of Object.entries(permissions)) {
    const scope = parseScopeKey(key);
    if (!scope || !scopeMatches(key, selection) || !Array.isArray(grants)) continue;
    for (const grant of grants) {
      if (typeof grant !== 'string') continue;
      for (const { action, subject } of grantedAt(grant, scope.type)) {
        can(action, subject);
        if (action !== 'manage') can('access', subject);
      }
    }
  }
  return build();
}

/**
 * What one permission string grants when given at a scope of type `at`. At the account or the
 * platform: all of it (`all` is CASL's `manage all`). At a site or an employer: only the registry
 * pairs that act there (SECURITY 30), so a role's candidate rights given at an employer, or its
 * audit-log rights given at a site, grant nothing, whatever route or screen asks.
 */
function grantedAt(permission: string, at: ParsedScope['type']): { action: Action; subject: Subject }[] {
  if (at === 'all' || at === 'account') {
    const parsed = parsePermission(permission);
    return parsed ? [parsed] : [];
  }
  return registryEntriesOf(permission).filter((e) => actsAt(e.place, at));
}

/**
 * Whether `ability` holds everything `permission` stands for, so its holder may hand it on:
 * `all` needs `manage all`; `jobs.all` every jobs pair of the registry; a string outside the
 * registry grants nothing, so holding it costs nothing.
 */
export function holdsPermission(ability: AppAbility, permission: string): boolean {
  if (permission === 'all') return ability.can('manage', 'all');
  return registryEntriesOf(permission).every((e) => ability.can(e.action, e.subject));
}

export type CheckOptions = { strict?: boolean };

/**
 * Strict checks ignore grants on the wildcard subject, e.g. to show a menu item
 * only to users who were given that area explicitly, not to super admins.
 */
export function checkAccess(
  ability: AppAbility,
  action: Action,
  subject: Subject,
  options: CheckOptions = {},
): boolean {
  if (!ability.can(action, subject)) return false;
  if (!options.strict) return true;
  return ability
    .rulesFor(action, subject)
    .some((rule) => !rule.inverted && ([] as Subject[]).concat(rule.subject).includes(subject));
}
