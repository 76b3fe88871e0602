import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  applications,
  creditPurchases,
  creditWallets,
  employers,
  grants,
  jobFeedback,
  sites,
} from '../../db/schema/index.js';
import { jobHasApplications } from '../../modules/applications/applications.repo.js';
import { findByIdempotencyKey, findSitePurchaseRow } from '../../modules/credits/purchases.repo.js';
import { currentBalance, shiftBalance } from '../../modules/credits/wallets.repo.js';
import {
  deleteEmployerGrants,
  findMember,
  listMembers,
  setEmployerRole,
} from '../../modules/employer-users/employer-users.repo.js';
import { averageRating, listFeedback, setFeedbackHidden } from '../../modules/job-reports/feedback.repo.js';
import { seedDemo } from '../../seed/demo.js';
import { testDatabase, truncateAll } from '../../test/database.js';
import { testConfig } from '../../test/harness.js';
import type { SiteScope } from './selection.js';

/**
 * The repo functions that once took a bare id (wallets, employer members, job feedback, purchases,
 * `jobHasApplications`) now put the scope in their WHERE: a row's own id under another tenant's
 * scope finds nothing and changes nothing, as a caller that forgot its own check would need.
 */
let db: Db;
/** A site of another account than `accountId`'s. */
let foreignSite: (accountId: number) => Promise<SiteScope>;

beforeAll(async () => {
  const database = await testDatabase();
  await truncateAll(database);
  await seedDemo(database.db, testConfig().secretsKey);
  db = database.db;
  foreignSite = async (accountId) => {
    const [site] = await db
      .select({ accountId: sites.accountId, siteId: sites.id })
      .from(sites)
      .where(ne(sites.accountId, accountId))
      .limit(1);
    return site!;
  };
});

describe('another tenant’s scope finds nothing by a row’s own id', () => {
  it('wallets: no balance read, none shifted', async () => {
    const [wallet] = await db.select().from(creditWallets).where(sql`${creditWallets.balance} > 0`).limit(1);
    const own = { accountId: wallet!.accountId, siteId: wallet!.siteId, employerId: wallet!.employerId };
    const foreign = { ...(await foreignSite(own.accountId)), employerId: own.employerId };
    expect((await currentBalance(db, own))?.balance).toBe(wallet!.balance);
    expect(await currentBalance(db, foreign)).toBeNull();
    expect(await shiftBalance(db, foreign, -1)).toBeNull();
    expect((await currentBalance(db, own))?.balance).toBe(wallet!.balance);
  });

  it('employer members: not listed, found, re-roled or removed', async () => {
    const [row] = await db
      .select({ grant: grants, siteId: employers.siteId })
      .from(grants)
      .innerJoin(employers, and(eq(grants.scopeType, 'employer'), eq(employers.id, grants.scopeId)))
      .limit(1);
    const grant = row!.grant;
    const own = { accountId: grant.accountId!, siteId: row!.siteId, employerId: grant.scopeId! };
    const foreign = { ...(await foreignSite(own.accountId)), employerId: own.employerId };
    expect((await listMembers(db, own, 100)).map((m) => m.id)).toContain(grant.userId);
    expect(await listMembers(db, foreign, 100)).toEqual([]);
    expect(await findMember(db, foreign, grant.userId)).toBeNull();
    await setEmployerRole(db, foreign, grant.userId, grant.roleId + 1);
    await deleteEmployerGrants(db, foreign, grant.userId);
    const [still] = await db.select().from(grants).where(eq(grants.id, grant.id));
    expect(still).toEqual(grant);
  });

  it('job feedback: not listed, averaged or hidden', async () => {
    const [feedback] = await db.select().from(jobFeedback).limit(1);
    const own = { accountId: feedback!.accountId, siteId: feedback!.siteId };
    const foreign = await foreignSite(own.accountId);
    expect((await listFeedback(db, own, feedback!.jobId, { page: 1, per_page: 100 })).total).toBeGreaterThan(0);
    expect(await listFeedback(db, foreign, feedback!.jobId, { page: 1, per_page: 100 })).toEqual({
      rows: [],
      total: 0,
    });
    expect((await averageRating(db, foreign, feedback!.jobId)).count).toBe(0);
    expect(await setFeedbackHidden(db, foreign, feedback!.jobId, feedback!.id, true, null)).toBeNull();
    const [still] = await db.select().from(jobFeedback).where(eq(jobFeedback.id, feedback!.id));
    expect(still!.hiddenAt).toEqual(feedback!.hiddenAt);
  });

  it('purchases: not found by id or by idempotency key', async () => {
    const [purchase] = await db.select().from(creditPurchases).limit(1);
    const own = { accountId: purchase!.accountId, siteId: purchase!.siteId, employerId: purchase!.employerId };
    const foreign = { ...(await foreignSite(own.accountId)), employerId: own.employerId };
    expect((await findSitePurchaseRow(db, own, purchase!.id))?.id).toBe(purchase!.id);
    expect(await findSitePurchaseRow(db, foreign, purchase!.id)).toBeNull();
    expect((await findByIdempotencyKey(db, own, purchase!.idempotencyKey))?.id).toBe(purchase!.id);
    expect(await findByIdempotencyKey(db, foreign, purchase!.idempotencyKey)).toBeNull();
  });

  it('jobHasApplications: another tenant does not learn that a job has applications', async () => {
    // An application of an account with another site: that site is another tenant scope too.
    const [application] = await db
      .select()
      .from(applications)
      .where(
        sql`exists (select 1 from ${sites} where ${sites.accountId} = ${applications.accountId} and ${sites.id} <> ${applications.siteId})`,
      )
      .limit(1);
    const own = { accountId: application!.accountId, siteId: application!.siteId };
    const [sibling] = await db
      .select({ accountId: sites.accountId, siteId: sites.id })
      .from(sites)
      .where(and(eq(sites.accountId, own.accountId), ne(sites.id, own.siteId)))
      .limit(1);
    expect(await jobHasApplications(db, own, application!.jobId)).toBe(true);
    expect(await jobHasApplications(db, await foreignSite(own.accountId), application!.jobId)).toBe(false);
    expect(await jobHasApplications(db, sibling!, application!.jobId)).toBe(false);
  });
});
