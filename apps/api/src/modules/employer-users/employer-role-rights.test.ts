import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grants } from '../../db/schema/index.js';
import { holdRole } from '../../test/roles.js';
import {
  acmeJobs,
  employerUsersSuite,
  invite,
  northwind,
  roleId,
  t,
  tokens,
  usersUrl,
} from './employer-users.test-helpers.js';

employerUsersSuite();

const roleOf = async (email: string) =>
  (
    await t.database.db
      .select({ roleId: grants.roleId })
      .from(grants)
      .where(and(eq(grants.userId, t.ids.user(email)), eq(grants.scopeType, 'employer'), eq(grants.scopeId, northwind)))
  )[0]?.roleId;

/**
 * Issue 16, item 5: site staff used to hand on any employer role (`asStaff`), rights or not. Now
 * staff too must hold, at that employer, every permission of the role they give or take away.
 */
describe('site staff hand on only the employer roles whose rights they hold there', () => {
  it('a coordinator who manages employers but posts no jobs cannot make anyone an employer administrator', async () => {
    // Reaches every employer's team of the site (employers.read/update), holds nothing employers do.
    await holdRole(t, {
      account: t.ids.acme,
      email: 'moderator@acme.test',
      permissions: ['employers.read', 'employers.update'],
      at: { type: 'site', id: t.ids.acmeJobs },
    });
    const coordinator = tokens['moderator@acme.test']!;
    const admin = await roleId('employer_admin');

    const invited = await invite(
      coordinator,
      { email: 'escalated@northwind.test', name: 'Esc Alated', role_id: admin },
      acmeJobs,
    );
    expect(invited.statusCode).toBe(403);

    const recruiter = t.ids.user('recruiter@northwind.test');
    const promoted = await t.call({
      method: 'PUT',
      url: usersUrl(northwind, `/${recruiter}`),
      token: coordinator,
      select: acmeJobs,
      payload: { role_id: admin },
    });
    expect(promoted.statusCode).toBe(403);
    expect(await roleOf('recruiter@northwind.test')).toBe(await roleId('employer_recruiter'));

    // Taking a role away is handing on power too.
    const removed = await t.call({
      method: 'DELETE',
      url: usersUrl(northwind, `/${t.ids.user('hr@northwind.test')}`),
      token: coordinator,
      select: acmeJobs,
    });
    expect(removed.statusCode).toBe(403);

    // The invite form offers nothing it would refuse.
    const offered = await t.call({
      method: 'GET',
      url: `/portal/v1/employers/${northwind}/roles`,
      token: coordinator,
      select: acmeJobs,
    });
    expect(offered.json().data).toEqual([]);
  });

  it('a site manager, who holds what employer administrators hold, still sets up a team', async () => {
    const res = await invite(
      tokens['manager@acme.test']!,
      { email: 'new.admin@northwind.test', name: 'New Admin', role_id: await roleId('employer_admin') },
      acmeJobs,
    );
    expect(res.statusCode).toBe(201);
  });
});
