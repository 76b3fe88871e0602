import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/fault-env.js';
import { type Harness, setupApi } from '../../test/harness.js';
import { createPlatformAdmin } from './platform-admins.service.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const meOf = async (email: string) => {
  const res = await t.call({ method: 'GET', url: '/portal/auth/me', token: await t.login(email) });
  return res.json().data as { permissions: Record<string, string[]>; accounts: unknown[] };
};

describe('createPlatformAdmin on a database with people', () => {
  it('promotes someone who signs in already: no link, their password stays, the audit log says so once', async () => {
    const input = { email: ' Owner@Acme.test ', validHours: 24, publicUrl: 'https://portal.example.test' };
    expect((await meOf('owner@acme.test')).permissions.all).toBeUndefined();
    expect(await createPlatformAdmin(t.database.db, input)).toEqual({ kind: 'promoted', email: 'owner@acme.test' });
    expect((await meOf('owner@acme.test')).permissions).toMatchObject({ all: ['all'] });
    expect(await createPlatformAdmin(t.database.db, input)).toEqual({ kind: 'unchanged', email: 'owner@acme.test' });
    const audit = await rows(
      t.database,
      sql`select action, actor_user_id, request_id from audit_log where action like 'platform.admin_%'`,
    );
    expect(audit).toEqual([{ action: 'platform.admin_promoted', actor_user_id: null, request_id: 'cli:admin' }]);
    // The platform's role is the one the seed made, not a second one.
    const platformRoles = await rows(
      t.database,
      sql`select id from roles where account_id is null and key = 'platform_admin'`,
    );
    expect(platformRoles).toHaveLength(1);
  });
});
