import type { OidcPreset } from '@talent/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts, grants, identityProviders, roles, users } from '../../db/schema/index.js';
import { inTenant } from '../../platform/tenancy/in-tenant.js';

export type StoredProvider = typeof identityProviders.$inferSelect;

export type ProviderValues = {
  preset: OidcPreset;
  displayName: string;
  issuer: string;
  clientId: string;
  allowedDomains: string[];
  enabled: boolean;
  jitEnabled: boolean;
  jitRoleId: number | null;
  enforcesMfa: boolean;
};

export function listProviders(q: Queryable, accountId: number): Promise<StoredProvider[]> {
  return q
    .select()
    .from(identityProviders)
    .where(inTenant(identityProviders, accountId))
    .orderBy(asc(identityProviders.id));
}

/** One provider of the account, by public id: another account's is not found. */
export async function findProvider(q: Queryable, accountId: number, uuid: string): Promise<StoredProvider | null> {
  const [row] = await q
    .select()
    .from(identityProviders)
    .where(and(inTenant(identityProviders, accountId), eq(identityProviders.uuid, uuid)));
  return row ?? null;
}

export async function insertProvider(
  q: Queryable,
  accountId: number,
  uuid: string,
  values: ProviderValues & { clientSecretEnc: string },
): Promise<StoredProvider> {
  const [row] = await q
    .insert(identityProviders)
    .values({ ...values, accountId, uuid })
    .returning();
  return row!;
}

export async function updateProvider(
  q: Queryable,
  accountId: number,
  id: number,
  values: ProviderValues & { clientSecretEnc?: string },
): Promise<StoredProvider> {
  const [row] = await q
    .update(identityProviders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inTenant(identityProviders, accountId), eq(identityProviders.id, id)))
    .returning();
  return row!;
}

export async function deleteProvider(q: Queryable, accountId: number, id: number) {
  await q.delete(identityProviders).where(and(inTenant(identityProviders, accountId), eq(identityProviders.id, id)));
}

export async function countEnabledProviders(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(identityProviders)
    .where(and(inTenant(identityProviders, accountId), eq(identityProviders.enabled, true)));
  return row?.n ?? 0;
}

/** The account's first brand host (the redirect URI owners register), or null. */
export async function firstBrandHost(q: Queryable, accountId: number): Promise<string | null> {
  const [row] = await q
    .select({ domain: accountDomains.domain })
    .from(accountDomains)
    .where(inTenant(accountDomains, accountId))
    .orderBy(asc(accountDomains.id))
    .limit(1);
  return row?.domain ?? null;
}

export type Owner = { id: number; name: string; email: string; locale: string };

/**
 * The account's owners: active people with a role at the account itself that configures its
 * single sign-on (`all`, `identity_providers.all` or `identity_providers.update`). They are told of
 * provider changes and one of them may be the break-glass user.
 */
export function accountOwners(q: Queryable, accountId: number): Promise<Owner[]> {
  return q
    .selectDistinct({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(grants)
    .innerJoin(roles, eq(roles.id, grants.roleId))
    .innerJoin(users, eq(users.id, grants.userId))
    .where(
      and(
        inTenant(grants, accountId),
        eq(grants.scopeType, 'account'),
        eq(users.status, 'active'),
        sql`${roles.permissions} && array['all','identity_providers.all','identity_providers.update']::text[]`,
      ),
    )
    .orderBy(users.id);
}

export async function accountName(q: Queryable, accountId: number): Promise<string> {
  const [row] = await q
    .select({ name: sql<string>`coalesce(nullif(${accounts.title}, ''), ${accounts.name})` })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.name ?? '';
}
