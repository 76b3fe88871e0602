import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { type PermissionMap, type Selection, scopeMatches } from './scope.js';
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
    if (!scopeMatches(key, selection) || !Array.isArray(grants)) continue;
    for (const grant of grants) {
      const parsed = typeof grant === 'string' ? parsePermission(grant) : null;
      if (!parsed) continue;
      can(parsed.action, parsed.subject);
      if (parsed.action !== 'manage') can('access', parsed.subject);
    }
  }
  return build();
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
