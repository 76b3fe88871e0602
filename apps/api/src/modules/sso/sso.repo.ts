import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  accountDomains,
  grants,
  identityProviders,
  oidcExchangeCodes,
  oidcLogins,
  userIdentities,
  users,
} from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';
import { provenHostsOnly } from '../branding/proven-hosts.js';
import type { StoredProvider } from '../identity-providers/identity-providers.repo.js';
import { onlyStaffOf, provenAddressOf } from './sso-eligibility.js';

/** The account whose brand is served on `hostname` (a proven host of account_domains), or null. */
export async function accountOfBrandHost(q: Queryable, hostname: string): Promise<number | null> {
  const [row] = await q
    .select({ accountId: accountDomains.accountId })
    .from(accountDomains)
    .where(and(eq(accountDomains.domain, hostname), provenHostsOnly));
  return row?.accountId ?? null;
}

export function enabledProviders(q: Queryable, accountId: number) {
  return q
    .select({
      uuid: identityProviders.uuid,
      displayName: identityProviders.displayName,
      preset: identityProviders.preset,
    })
    .from(identityProviders)
    .where(and(inTenant(identityProviders, accountId), eq(identityProviders.enabled, true)))
    .orderBy(asc(identityProviders.displayName), asc(identityProviders.id));
}

/** An enabled provider of the account, by public id; anything else is unknown. */
export async function findEnabledProvider(
  q: Queryable,
  accountId: number,
  uuid: string,
): Promise<StoredProvider | null> {
  const [row] = await q
    .select()
    .from(identityProviders)
    .where(
      and(
        inTenant(identityProviders, accountId),
        eq(identityProviders.uuid, uuid),
        eq(identityProviders.enabled, true),
      ),
    );
  return row ?? null;
}

export async function insertPendingLogin(
  q: Queryable,
  values: {
    stateHash: string;
    providerId: number;
    nonce: string;
    codeVerifier: string;
    returnTo: string | null;
    baseUrl: string;
    bindingHash: string;
    minutes: number;
  },
) {
  const { minutes, ...rest } = values;
  await q.insert(oidcLogins).values({ ...rest, expiresAt: sql`now() + make_interval(mins => ${minutes})` });
}

export type PendingLogin = typeof oidcLogins.$inferSelect;

/**
 * Takes the pending login of a state: live, unused, of this provider. Marked used at once (a
 * conditional update), so a replayed callback finds nothing, whatever happens next.
 */
export async function claimPendingLogin(
  q: Queryable,
  stateHash: string,
  providerId: number,
): Promise<PendingLogin | null> {
  const [row] = await q
    .update(oidcLogins)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oidcLogins.stateHash, stateHash),
        eq(oidcLogins.providerId, providerId),
        isNull(oidcLogins.usedAt),
        gt(oidcLogins.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertExchangeCode(
  q: Queryable,
  values: { codeHash: string; userId: number; providerId: number; amr: string[]; bindingHash: string; seconds: number },
) {
  const { seconds, ...rest } = values;
  await q.insert(oidcExchangeCodes).values({ ...rest, expiresAt: sql`now() + make_interval(secs => ${seconds})` });
}

/** Uses a one-time code of this browser: live and unused, marked used in the same statement. */
export async function claimExchangeCode(q: Queryable, codeHash: string, bindingHash: string) {
  const [row] = await q
    .update(oidcExchangeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oidcExchangeCodes.codeHash, codeHash),
        eq(oidcExchangeCodes.bindingHash, bindingHash),
        isNull(oidcExchangeCodes.usedAt),
        gt(oidcExchangeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: oidcExchangeCodes.userId,
      amr: oidcExchangeCodes.amr,
      // The provider's account: the session it opens acts there alone.
      accountId: sql<number>`(select ${identityProviders.accountId} from ${identityProviders} where ${identityProviders.id} = ${oidcExchangeCodes.providerId})`,
    });
  return row ?? null;
}

export type SsoUser = { id: number; name: string; email: string; status: string; locale: string };

const userColumns = { id: users.id, name: users.name, email: users.email, status: users.status, locale: users.locale };

/** The user linked to this IdP subject, if any. */
export async function userOfSubject(q: Queryable, providerId: number, subject: string): Promise<SsoUser | null> {
  const [row] = await q
    .select(userColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.subject, subject)));
  return row ?? null;
}

export async function userByEmail(q: Queryable, email: string): Promise<SsoUser | null> {
  const [row] = await q.select(userColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Whether the user is already linked to another subject of this provider. */
export async function linkedSubjectOf(q: Queryable, providerId: number, userId: number): Promise<string | null> {
  const [row] = await q
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.userId, userId)));
  return row?.subject ?? null;
}

export async function linkIdentity(q: Queryable, providerId: number, subject: string, userId: number) {
  await q.insert(userIdentities).values({ providerId, subject, userId, lastUsedAt: sql`now()` });
}

export async function touchIdentity(q: Queryable, providerId: number, subject: string) {
  await q
    .update(userIdentities)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.subject, subject)));
}

/**
 * What the account's providers may do for this user (`sso-eligibility.ts`): whether they are the
 * account's own staff only, and whether their stored address is at a domain the account proved.
 */
export async function ssoStanding(
  q: Queryable,
  userId: number,
  accountId: number,
): Promise<{ staff: boolean; proven: boolean }> {
  const result = await q.execute(
    sql`select ${onlyStaffOf(userId, accountId)} as staff, ${provenAddressOf(userId, accountId)} as proven`,
  );
  const row = (result as unknown as { rows: { staff: boolean; proven: boolean }[] }).rows[0];
  return { staff: Boolean(row?.staff), proven: Boolean(row?.proven) };
}

export async function insertSsoUser(
  q: Queryable,
  values: { email: string; name: string; passwordHash: string; locale: string },
): Promise<SsoUser> {
  const [row] = await q
    .insert(users)
    .values({ ...values, status: 'active' })
    .returning(userColumns);
  return row!;
}

export async function insertAccountGrant(q: Queryable, userId: number, roleId: number, accountId: number) {
  await q.insert(grants).values({ userId, roleId, accountId, scopeType: 'account', scopeId: accountId });
}

/** Rows of finished or abandoned round trips; run by housekeeping. */
export async function purgeOldSsoRows(q: Queryable) {
  await q.delete(oidcLogins).where(sql`${oidcLogins.expiresAt} < now() - interval '1 day'`);
  await q.delete(oidcExchangeCodes).where(sql`${oidcExchangeCodes.expiresAt} < now() - interval '1 day'`);
}

export async function isActiveUser(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status === 'active';
}
