import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fitPermissions } from '@talent/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { migrationsFolder } from './migrate.js';
import { roles } from './schema/index.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const MIGRATION = readFileSync(join(migrationsFolder, '0023_role_rights.sql'), 'utf8');

type Scope = 'account' | 'site' | 'employer' | null;

/** Roles as an older release could store them, and what migration 0023 leaves of each. */
const CASES: { scope: Scope; before: string[]; after: string[] }[] = [
  // An employer role: candidate, moderation and account rights go; its own rights stay as written.
  {
    scope: 'employer',
    before: ['jobs.read', 'seekers.read', 'jobs.approve', 'employer_profile.all', 'audit_log.read'],
    after: ['employer_profile.all', 'jobs.read'],
  },
  // `jobs.all` holds approving, which no employer may do: what of it acts at an employer stays.
  {
    scope: 'employer',
    before: ['jobs.all', 'credits.all'],
    after: [
      'credits.create',
      'credits.export',
      'credits.read',
      'jobs.create',
      'jobs.delete',
      'jobs.export',
      'jobs.read',
      'jobs.update',
    ],
  },
  {
    scope: 'employer',
    before: ['all'],
    after: [
      'applications.export',
      'applications.read',
      'applications.update',
      'credits.create',
      'credits.export',
      'credits.read',
      'employer_profile.read',
      'employer_profile.update',
      'employer_users.create',
      'employer_users.delete',
      'employer_users.read',
      'employer_users.update',
      'job_feedback.read',
      'jobs.create',
      'jobs.delete',
      'jobs.export',
      'jobs.read',
      'jobs.update',
    ],
  },
  // A site role loses what only acts for the whole account.
  {
    scope: 'site',
    before: ['sites.all', 'audit_log.read', 'account_users.all', 'seekers.all', 'jobs.approve'],
    after: ['jobs.approve', 'seekers.all', 'sites.read', 'sites.update'],
  },
  // Any role loses what nothing enforces; `all` and account-wide rights stay where they can act.
  {
    scope: null,
    before: [
      'notifications.read',
      'notifications.all',
      'dashboard.access',
      'portal.access',
      'employers.delete',
      'jobs.read',
    ],
    after: ['jobs.read'],
  },
  { scope: 'account', before: ['all', 'seekers.delete', 'audit_log.all'], after: ['all', 'audit_log.all'] },
  { scope: null, before: ['notifications.all'], after: [] },
];

describe('migration 0023: roles keep what acts where they are given', () => {
  it('cleans each stored role, and leaves the demo roles (already clean) as they are', async () => {
    const demo = await t.database.db.select({ id: roles.id, permissions: roles.permissions }).from(roles);
    const ids: number[] = [];
    for (const [i, c] of CASES.entries()) {
      const [row] = await t.database.db
        .insert(roles)
        .values({
          accountId: t.ids.acme,
          key: `migration_case_${i}`,
          name: `Case ${i}`,
          permissions: c.before,
          scopeType: c.scope,
        })
        .returning({ id: roles.id });
      ids.push(row!.id);
    }
    await t.database.exec(MIGRATION);

    const after = await t.database.db
      .select({ id: roles.id, permissions: roles.permissions })
      .from(roles)
      .where(inArray(roles.id, ids));
    for (const [i, c] of CASES.entries()) {
      const stored = after.find((r) => r.id === ids[i])!.permissions;
      expect([...stored].sort(), `case ${i}`).toEqual(c.after);
      // The role editor's rule says the same of this release's registry.
      expect(fitPermissions(c.before, c.scope), `case ${i} (contract)`).toEqual(c.after);
    }
    for (const role of demo) {
      const [now] = await t.database.db
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.id, role.id));
      expect(now!.permissions, `demo role ${role.id}`).toEqual(role.permissions);
    }
  });
});
