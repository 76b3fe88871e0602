import { grants, roles } from '../db/schema/index.js';
import type { ScopeType } from '../db/schema/users.js';
import type { Harness } from './harness.js';

type Place = { type: Exclude<ScopeType, 'all'>; id: number };
let made = 0;

/**
 * Gives `email` a new role of `account` at `at`, written straight to the database: these tests are
 * about what a grant lets its holder do, whatever the way (role editor, invitation, old data) it
 * came to exist. Returns the role's id.
 */
export async function holdRole(
  t: Harness,
  options: {
    account: number;
    email: string;
    permissions: string[];
    at: Place;
    /** The place the role says it is meant for; null: any. */
    scopeType?: Exclude<ScopeType, 'all'> | null;
  },
): Promise<number> {
  const key = `test_role_${++made}_${Date.now()}`;
  const [role] = await t.database.db
    .insert(roles)
    .values({
      accountId: options.account,
      key,
      name: key,
      permissions: options.permissions,
      scopeType: options.scopeType ?? null,
    })
    .returning({ id: roles.id });
  await t.database.db.insert(grants).values({
    userId: t.ids.user(options.email),
    roleId: role!.id,
    accountId: options.account,
    scopeType: options.at.type,
    scopeId: options.at.id,
  });
  return role!.id;
}
