import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountDomains, accounts, passkeyChallenges, passkeys, users } from '../../db/schema/index.js';
import { provenHostsOnly } from '../branding/proven-hosts.js';

const listed = {
  id: passkeys.id,
  uuid: passkeys.uuid,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  backedUp: passkeys.backedUp,
  rpId: passkeys.rpId,
};
export type PasskeyRow = {
  id: number;
  uuid: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
  rpId: string;
};

/** The person's passkeys, oldest first. Every read and change is narrowed to the owner. */
export function listPasskeys(q: Queryable, userId: number) {
  return q.select(listed).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

/** Credential ids to exclude when registering: an authenticator must not hold two for one person. */
export function credentialIdsOf(q: Queryable, userId: number) {
  return q
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export type NewPasskey = {
  userId: number;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  rpId: string;
  name: string;
};

/** Null when the credential is already registered (to anyone). */
export async function insertPasskey(q: Queryable, row: NewPasskey): Promise<PasskeyRow | null> {
  const [created] = await q.insert(passkeys).values(row).onConflictDoNothing().returning(listed);
  return created ?? null;
}

export async function renamePasskey(q: Queryable, userId: number, uuid: string, name: string) {
  const [row] = await q
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.uuid, uuid)))
    .returning(listed);
  return row ?? null;
}

export async function deletePasskey(q: Queryable, userId: number, uuid: string) {
  const [row] = await q
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.uuid, uuid)))
    .returning(listed);
  return row ?? null;
}

/** The passkey a sign-in presents, only where it was made (its relying party), with its owner's status. */
export async function findPasskeyForLogin(q: Queryable, credentialId: string, rpId: string) {
  const [row] = await q
    .select({
      id: passkeys.id,
      uuid: passkeys.uuid,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      backedUp: passkeys.backedUp,
      deviceType: passkeys.deviceType,
      status: users.status,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.rpId, rpId)));
  return row ?? null;
}

/**
 * Records a use. A device-bound key's counter must grow (or stay 0 for authenticators without
 * one); the condition is in the statement, so two uses with one counter value cannot both pass.
 */
export async function recordPasskeyUse(
  q: Queryable,
  id: number,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const rows = await q
    .update(passkeys)
    .set({
      counter: sql`greatest(${passkeys.counter}, ${use.counter})`,
      backedUp: use.backedUp,
      lastUsedAt: sql`now()`,
    })
    .where(
      and(
        eq(passkeys.id, id),
        sql`(${passkeys.deviceType} = 'multiDevice' or ${passkeys.counter} < ${use.counter} or (${passkeys.counter} = 0 and ${use.counter} = 0))`,
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export type NewChallenge = {
  ticketHash: string;
  challenge: string;
  purpose: 'register' | 'login';
  userId: number | null;
  rpId: string;
  origin: string;
  minutes: number;
};

export async function createChallenge(q: Queryable, c: NewChallenge) {
  const { minutes, ...values } = c;
  await q.insert(passkeyChallenges).values({ ...values, expiresAt: sql`now() + make_interval(mins => ${minutes})` });
}

/**
 * Uses a live ticket up and answers what it was issued for; null when unknown, expired, used, or
 * issued for another purpose. Used up whatever comes next: a challenge is answered once.
 */
export async function consumeChallenge(q: Queryable, ticketHash: string, purpose: 'register' | 'login') {
  const [row] = await q
    .update(passkeyChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passkeyChallenges.ticketHash, ticketHash),
        eq(passkeyChallenges.purpose, purpose),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({
      challenge: passkeyChallenges.challenge,
      userId: passkeyChallenges.userId,
      rpId: passkeyChallenges.rpId,
      origin: passkeyChallenges.origin,
    });
  return row ?? null;
}

/** The brand of a proven host in account_domains (exact match), or null when it is none of them. */
export async function brandOfHost(q: Queryable, domain: string) {
  const [row] = await q
    .select({
      domain: accountDomains.domain,
      brandName: sql<string>`coalesce(nullif(${accounts.title}, ''), ${accounts.name})`,
    })
    .from(accountDomains)
    .innerJoin(accounts, eq(accounts.id, accountDomains.accountId))
    .where(and(eq(accountDomains.domain, domain), provenHostsOnly))
    .limit(1);
  return row ?? null;
}
