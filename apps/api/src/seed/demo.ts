import { randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@talent/contract';
import { count, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { accountDomains, accounts, employers, grants, invitations, roles, sites, users } from '../db/schema/index.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { seedDemoAudit } from './demo-audit.js';
import { seedDemoConsultants } from './demo-consultants.seed.js';
import { seedDemoCredits } from './demo-credits.js';
import {
  DEMO_ACCOUNTS,
  DEMO_INVITATIONS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_USERS,
  type DemoEmployer,
} from './demo-data.js';
import { seedDemoEmailDomains } from './demo-email-domains.seed.js';
import { seedDemoEmployerRegistration } from './demo-employer-registration.seed.js';
import { seedDemoJobs } from './demo-jobs.seed.js';
import { seedDemoNotifications } from './demo-notifications.seed.js';
import { seedDemoScreening } from './demo-screening.seed.js';
import { seedDemoSeekers } from './demo-seekers.seed.js';
import { seedDemoSiteForms } from './demo-site-forms.seed.js';
import { provenHost } from './proven-host.js';

/** Hosts of the demo job boards candidates would use. */
const DEMO_SITE_DOMAINS: Record<string, string> = {
  acmeJobs: 'jobs.acme.test',
  acmeHealth: 'careers.acmehealth.test',
  globexCareers: 'careers.globex.test',
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return (row?.n ?? 0) === 0;
}

/** The demo users' password hashes (one salt each, in DEMO_USERS order) and the invited people's. */
export type DemoPasswordHashes = { users: string[]; unusable: string };

/** Fresh argon2id hashes of the demo password, one per demo user, with the production parameters. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const users = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  // An invited person has no password yet: a random one nobody knows keeps the column honest.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  return { users, unusable };
}

/**
 * Inserts the demo tenants in one transaction: all of it or nothing. `secretsKey` (the server's)
 * encrypts the demo webhook form's signing secret. `hashes` lets a test worker that seeds again and
 * again reuse the real hashes it made once (argon2 is slow on purpose); by default they are fresh.
 */
export async function seedDemo(db: Db, secretsKey: Buffer, hashes?: DemoPasswordHashes): Promise<void> {
  const { users: passwordHashes, unusable: unusableHash } = hashes ?? (await hashDemoPasswords());
  await db.transaction(async (tx) => {
    const accountIds = new Map<string, number>();
    const siteIds = new Map<string, number>();
    const employerIds = new Map<string, number>();
    const roleIds = new Map<string, number>();
    const userIds = new Map<string, number>();

    const [platformRole] = await tx
      .insert(roles)
      .values({ accountId: null, ...DEMO_ROLES.platformAdmin, permissions: [...DEMO_ROLES.platformAdmin.permissions] })
      .returning({ id: roles.id });
    roleIds.set('platformAdmin', platformRole!.id);

    for (const a of DEMO_ACCOUNTS) {
      const [account] = await tx
        .insert(accounts)
        .values({
          name: a.name,
          brandToken: randomBytes(16).toString('hex'),
          title: a.brand.title,
          logoSquare: a.brand.logoSquare,
          primaryColor: a.brand.primaryColor,
          primaryDarkenColor: a.brand.primaryDarkenColor,
          stylesheetPath: a.brand.stylesheetPath,
          loginContent: a.brand.login,
        })
        .returning({ id: accounts.id });
      const accountId = account!.id;
      accountIds.set(a.key, accountId);
      // Its sites are served on hosts the account has proven, as every site must be.
      const siteHosts = a.sites.flatMap((s) => DEMO_SITE_DOMAINS[s.key] ?? []);
      await tx
        .insert(accountDomains)
        .values([...a.domains, ...siteHosts].map((domain) => provenHost(accountId, domain)));
      await seedAccountRoles(tx, accountId, (key, id) => roleIds.set(`${a.key}:${key}`, id));
      for (const s of a.sites) {
        const [site] = await tx
          .insert(sites)
          .values({ accountId, name: s.name, domain: DEMO_SITE_DOMAINS[s.key] ?? null, settings: { ...s.settings } })
          .returning({ id: sites.id });
        siteIds.set(s.key, site!.id);
        const rows = await tx
          .insert(employers)
          .values(
            s.employers.map(({ daysAgo, ...e }: DemoEmployer) => {
              const created = sql`now() - make_interval(days => ${daysAgo})`;
              // Decided a day after registering (or at once, for the recent ones).
              const decided = sql`now() - make_interval(days => ${Math.max(0, daysAgo - 1)})`;
              return {
                accountId,
                siteId: site!.id,
                ...e,
                approvedAt: e.status === 'active' || e.status === 'disabled' ? decided : null,
                rejectedAt: e.status === 'rejected' ? decided : null,
                createdAt: created,
                updatedAt: decided,
              };
            }),
          )
          .returning({ id: employers.id, name: employers.name });
        for (const r of rows) employerIds.set(r.name, r.id);
      }
    }

    for (const [index, u] of DEMO_USERS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({ email: u.email, name: u.name, passwordHash: passwordHashes[index]! })
        .returning({ id: users.id });
      userIds.set(u.email, user!.id);
      for (const m of u.memberships) {
        const grant = resolveMembership(m, { accountIds, siteIds, employerIds });
        const roleId = m.scope === 'all' ? roleIds.get('platformAdmin') : roleIds.get(`${grant.accountKey}:${m.role}`);
        await tx.insert(grants).values({
          userId: user!.id,
          roleId: roleId!,
          accountId: grant.accountId,
          scopeType: m.scope,
          scopeId: grant.scopeId,
        });
      }
    }

    await seedDemoEmailDomains(tx, { accountIds, userIds });
    const jobEvents = await seedDemoJobs(tx, { accountIds, siteIds, employerIds, userIds });
    await seedDemoCredits(tx, { accountIds, siteIds, employerIds, userIds }, jobEvents);
    await seedDemoAudit(tx, { accountIds, siteIds, employerIds, userIds });
    await seedDemoSeekers(tx, { accountIds, siteIds, userIds });
    await seedDemoScreening(tx, { accountIds, siteIds });
    await seedDemoConsultants(tx, { accountIds, siteIds });
    await seedDemoNotifications(tx, { accountIds, siteIds, userIds });
    await seedDemoEmployerRegistration(tx, { accountIds, siteIds, employerIds });
    await seedDemoSiteForms(tx, { accountId: accountIds.get('acme')!, siteId: siteIds.get('acmeJobs')! }, secretsKey);

    for (const invite of DEMO_INVITATIONS) {
      const [user] = await tx
        .insert(users)
        .values({ email: invite.email, name: invite.name, passwordHash: unusableHash, status: 'invited' })
        .returning({ id: users.id });
      const membership = { role: invite.role, scope: 'employer', employer: invite.employer } as const;
      const place = resolveMembership(membership, { accountIds, siteIds, employerIds });
      // An invitation, not a grant: it acts only once they choose their password (which accepts it).
      await tx.insert(invitations).values({
        userId: user!.id,
        email: invite.email,
        roleId: roleIds.get(`${place.accountKey}:${invite.role}`)!,
        accountId: place.accountId!,
        scopeType: 'employer',
        scopeId: place.scopeId!,
        invitedBy: userIds.get(invite.invitedBy) ?? null,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`,
      });
    }
  });
}

/** The demo roles (owner, site manager, moderator, employer roles) of one account; also the benchmark tenant's. */
export async function seedAccountRoles(tx: Queryable, accountId: number, remember: (key: string, id: number) => void) {
  const { platformAdmin: _platform, ...accountRoles } = DEMO_ROLES;
  for (const [key, role] of Object.entries(accountRoles)) {
    const [row] = await tx
      .insert(roles)
      .values({
        accountId,
        key: role.key,
        name: role.name,
        permissions: [...role.permissions],
        scopeType: 'scopeType' in role ? role.scopeType : null,
      })
      .returning({ id: roles.id });
    remember(key, row!.id);
  }
}

type Ids = { accountIds: Map<string, number>; siteIds: Map<string, number>; employerIds: Map<string, number> };

function resolveMembership(m: (typeof DEMO_USERS)[number]['memberships'][number], ids: Ids) {
  const accountOfSite = (siteKey: string) => DEMO_ACCOUNTS.find((a) => a.sites.some((s) => s.key === siteKey))!.key;
  const accountOfEmployer = (name: string) =>
    DEMO_ACCOUNTS.find((a) => a.sites.some((s) => s.employers.some((e) => e.name === name)))!.key;
  switch (m.scope) {
    case 'all':
      return { accountKey: null, accountId: null, scopeId: null };
    case 'account':
      return {
        accountKey: m.account,
        accountId: ids.accountIds.get(m.account)!,
        scopeId: ids.accountIds.get(m.account)!,
      };
    case 'site': {
      const accountKey = accountOfSite(m.site);
      return { accountKey, accountId: ids.accountIds.get(accountKey)!, scopeId: ids.siteIds.get(m.site)! };
    }
    case 'employer': {
      const accountKey = accountOfEmployer(m.employer);
      return { accountKey, accountId: ids.accountIds.get(accountKey)!, scopeId: ids.employerIds.get(m.employer)! };
    }
  }
}
