import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { migrationsFolder } from './migrate.js';
import { roles } from './schema/index.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

// The hand-written statement of migration 0040: the roles' part (the rest makes tables and columns).
const ROLES_STATEMENT = readFileSync(join(migrationsFolder, '0040_identity_provider_trust.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "roles"'))!;

const setOwnerRole = (accountId: number, permissions: string[]) =>
  t.database.db
    .update(roles)
    .set({ permissions })
    .where(and(eq(roles.accountId, accountId), eq(roles.key, 'owner')));

describe('migration 0040: configuring SSO moves from accounts.update to identity_providers.update', () => {
  it('keeps it for account owner roles that had it, gives it to no other role, and leaves `all` as it is', async () => {
    const all = await t.database.db.select({ id: roles.id, permissions: roles.permissions }).from(roles);
    // An owner role an account narrowed (it still updated the account), and one that never could.
    await setOwnerRole(t.ids.acme, ['accounts.all', 'audit_log.read']);
    await setOwnerRole(t.ids.globex, ['jobs.read']);
    const [editor] = await t.database.db
      .insert(roles)
      .values({ accountId: t.ids.acme, key: 'brand_editor', name: 'Brand editor', permissions: ['accounts.update'] })
      .returning({ id: roles.id });

    await t.database.exec(ROLES_STATEMENT);

    const owners = await t.database.db
      .select({ accountId: roles.accountId, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.key, 'owner'));
    const ownerOf = (accountId: number) => owners.find((r) => r.accountId === accountId)?.permissions;
    expect(ownerOf(t.ids.acme)).toEqual(['accounts.all', 'audit_log.read', 'identity_providers.update']);
    expect(ownerOf(t.ids.globex)).toEqual(['jobs.read']);
    const [brand] = await t.database.db.select().from(roles).where(eq(roles.id, editor!.id));
    expect(brand?.permissions).toEqual(['accounts.update']);
    // Every other role (the demo's, `all` included) is as it was.
    const others = all.filter((r) => r.id !== editor!.id);
    const after = await t.database.db
      .select({ id: roles.id, key: roles.key, permissions: roles.permissions })
      .from(roles)
      .where(
        inArray(
          roles.id,
          others.map((r) => r.id),
        ),
      );
    for (const role of after.filter((r) => r.key !== 'owner')) {
      expect(role.permissions, role.key).toEqual(all.find((r) => r.id === role.id)!.permissions);
    }
    // Run again: nothing more changes.
    await t.database.exec(ROLES_STATEMENT);
    const [again] = await t.database.db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(and(eq(roles.accountId, t.ids.acme), eq(roles.key, 'owner')));
    expect(again?.permissions).toEqual(['accounts.all', 'audit_log.read', 'identity_providers.update']);
  });
});
