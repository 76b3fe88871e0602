import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountDomains, accounts, creditDiscountTiers, grants, sites, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { seedAccountRoles } from '../demo.js';
import { provenHost } from '../proven-host.js';
import { deferSecondaryIndexes } from './bulk-indexes.js';
import { largeRowsSql, statementsOf, VACUUM_SQL } from './large-rows.sql.js';
import type { LargeScale } from './large-scale.js';

/** The benchmark tenant's fixed names, which the benchmark looks up. */
export const LARGE_TENANT = {
  account: 'Benchmark Recruitment',
  domain: 'bench.localhost',
  owner: 'owner@bench.test',
  /** Employer user of the tenant's first employer. */
  employerUser: 'hr@bench.test',
} as const;

export type LargeTenant = { accountId: number; siteIds: number[]; firstEmployerId: number };

export async function findLargeTenant(database: Database): Promise<LargeTenant | null> {
  const [account] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, LARGE_TENANT.account));
  if (!account) return null;
  const siteRows = await database.db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.accountId, account.id))
    .orderBy(sites.id);
  const result = await database.db.execute<{ id: number }>(
    sql`select min(id) as id from employers where account_id = ${account.id}`,
  );
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return { accountId: account.id, siteIds: siteRows.map((s) => s.id), firstEmployerId: Number(rows[0]!.id) };
}

/**
 * Creates the benchmark tenant: an account with its brand host, roles, sites and two people who can
 * sign in with `password`, then the bulk rows (one transaction, so a failed run leaves nothing).
 * `log` hears each step with its duration.
 */
export async function seedLarge(
  database: Database,
  scale: LargeScale,
  password: string,
  log: (line: string) => void = () => {},
): Promise<LargeTenant> {
  const passwordHash = await hashPassword(password);
  const started = Date.now();
  const tenant = await database.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        name: LARGE_TENANT.account,
        brandToken: randomBytes(16).toString('hex'),
        title: 'Benchmark Recruitment',
        primaryColor: '#1c7ed6',
        primaryDarkenColor: '#1864ab',
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.insert(accountDomains).values(provenHost(accountId, LARGE_TENANT.domain));
    const roleIds = new Map<string, number>();
    await seedAccountRoles(tx, accountId, (key, id) => roleIds.set(key, id));
    const siteRows = await tx
      .insert(sites)
      .values(
        Array.from({ length: scale.sites }, (_, i) => ({
          accountId,
          name: `Benchmark Board ${i + 1}`,
          settings: { credit_pricing: { currency: 'GBP', unit_price: 2500 } },
        })),
      )
      .returning({ id: sites.id });
    const siteIds = siteRows.map((s) => s.id);
    await tx
      .insert(creditDiscountTiers)
      .values(siteIds.map((siteId) => ({ accountId, siteId, minQuantity: 10, percentOff: 20 })));

    const rebuildIndexes = await deferSecondaryIndexes(tx);
    if (rebuildIndexes) log('empty tables: secondary indexes built after the load');
    for (const [index, step] of largeRowsSql({ accountId, siteIds, scale }).entries()) {
      const stepStarted = Date.now();
      for (const statement of statementsOf(step)) await tx.execute(sql.raw(statement));
      log(`${index + 1}. ${step.name}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
    if (rebuildIndexes) {
      const indexesStarted = Date.now();
      await rebuildIndexes();
      log(`secondary indexes: ${((Date.now() - indexesStarted) / 1000).toFixed(1)} s`);
    }

    const [firstEmployer] = (
      (await tx.execute(sql`select min(id) as id from employers where account_id = ${accountId}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const firstEmployerId = Number(firstEmployer!.id);
    const [owner, hr] = await tx
      .insert(users)
      .values([
        { email: LARGE_TENANT.owner, name: 'Bench Owner', passwordHash },
        { email: LARGE_TENANT.employerUser, name: 'Bench Hiring Manager', passwordHash },
      ])
      .returning({ id: users.id });
    await tx.insert(grants).values([
      { userId: owner!.id, roleId: roleIds.get('owner')!, accountId, scopeType: 'account', scopeId: accountId },
      {
        userId: hr!.id,
        roleId: roleIds.get('employerAdmin')!,
        accountId,
        scopeType: 'employer',
        scopeId: firstEmployerId,
      },
    ]);
    return { accountId, siteIds, firstEmployerId };
  });
  const analyzeStarted = Date.now();
  for (const statement of VACUUM_SQL) await database.exec(statement);
  log(`vacuum and analyze: ${((Date.now() - analyzeStarted) / 1000).toFixed(1)} s`);
  log(`total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return tenant;
}
