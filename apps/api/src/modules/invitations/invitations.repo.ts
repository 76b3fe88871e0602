import { INVITATION_VALID_DAYS, type MyInvitation, type TeamInvitation } from '@talent/contract';
import { and, desc, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { accounts, employers, grants, invitations, roles, sites, users } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';

export type PlaceType = 'account' | 'site' | 'employer';
/** Where a role applies: the account, a site, or an employer (with its site). */
export type Place = { accountId: number; type: PlaceType; id: number; siteId: number | null; name: string };

/** An invitation with its role and place, as the rules and both sides' answers need it. */
export type StoredInvitation = {
  id: number;
  userId: number;
  email: string;
  role: { id: number; key: string; name: string; permissions: string[] };
  place: Place;
  accountName: string;
  siteName: string | null;
  invitedBy: { id: number; name: string } | null;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
};

const placeEmployer = alias(employers, 'place_employer');
const placeSite = alias(sites, 'place_site');
const inviter = alias(users, 'inviter');

const placeName = sql<string | null>`case ${invitations.scopeType}
  when 'account' then ${accounts.name} when 'site' then ${placeSite.name} else ${placeEmployer.name} end`;

const columns = {
  id: invitations.id,
  userId: invitations.userId,
  email: invitations.email,
  roleId: roles.id,
  roleKey: roles.key,
  roleName: roles.name,
  permissions: roles.permissions,
  accountId: invitations.accountId,
  accountName: accounts.name,
  scopeType: invitations.scopeType,
  scopeId: invitations.scopeId,
  siteId: placeSite.id,
  siteName: placeSite.name,
  placeName,
  inviterId: inviter.id,
  inviterName: inviter.name,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  expired: sql<boolean>`${invitations.expiresAt} <= now()`,
};

/** Invitations joined to their role and place; one whose site or employer is gone has no place and is left out. */
function select(q: Queryable, where: SQL | undefined) {
  return q
    .select(columns)
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .leftJoin(
      placeEmployer,
      and(
        eq(invitations.scopeType, 'employer'),
        eq(placeEmployer.id, invitations.scopeId),
        sameTenant(placeEmployer, invitations),
      ),
    )
    .leftJoin(
      placeSite,
      and(
        sameTenant(placeSite, invitations),
        or(
          and(eq(invitations.scopeType, 'site'), eq(placeSite.id, invitations.scopeId)),
          eq(placeSite.id, placeEmployer.siteId),
        ),
      ),
    )
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(where, isNotNull(placeName)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

type Row = Awaited<ReturnType<typeof select>>[number];

const toStored = (r: Row): StoredInvitation => ({
  id: r.id,
  userId: r.userId,
  email: r.email,
  role: { id: r.roleId, key: r.roleKey, name: r.roleName, permissions: r.permissions },
  place: { accountId: r.accountId, type: r.scopeType, id: r.scopeId, siteId: r.siteId, name: r.placeName! },
  accountName: r.accountName,
  siteName: r.siteName,
  invitedBy: r.inviterId === null ? null : { id: r.inviterId, name: r.inviterName! },
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  expired: r.expired,
});

/** What the team sees: the typed address and the offer, nothing of the person. */
export const toTeamInvitation = (i: StoredInvitation): TeamInvitation => ({
  id: i.id,
  email: i.email,
  role: { id: i.role.id, key: i.role.key, name: i.role.name },
  scope: { type: i.place.type, id: i.place.id, name: i.place.name },
  invited_at: i.createdAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
  expired: i.expired,
});

export const toMyInvitation = (i: StoredInvitation): MyInvitation => ({
  id: i.id,
  role: { name: i.role.name },
  scope: { type: i.place.type, id: i.place.id, name: i.place.name },
  account: { id: i.place.accountId, name: i.accountName },
  site: i.place.siteId === null ? null : { id: i.place.siteId, name: i.siteName ?? '' },
  employer: i.place.type === 'employer' ? { id: i.place.id, name: i.place.name } : null,
  invited_by: i.invitedBy?.name ?? null,
  invited_at: i.createdAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
});

const atPlace = (accountId: number, place?: { type: PlaceType; id: number }) =>
  and(
    inTenant(invitations, accountId),
    place ? and(eq(invitations.scopeType, place.type), eq(invitations.scopeId, place.id)) : undefined,
  );

/** The account's invitations (or one place's), newest first, expired ones included. */
export async function listTeamInvitations(q: Queryable, accountId: number, place?: { type: PlaceType; id: number }) {
  return (await select(q, atPlace(accountId, place))).map(toStored);
}

/** One invitation of the account (of one place, when given), else null: another tenant's id is simply not found. */
export async function findTeamInvitation(
  q: Queryable,
  accountId: number,
  id: number,
  place?: { type: PlaceType; id: number },
): Promise<StoredInvitation | null> {
  const [row] = await select(q, and(eq(invitations.id, id), atPlace(accountId, place)));
  return row ? toStored(row) : null;
}

/** The person's own invitations that can still be answered (of one account, when given). */
export async function listMyInvitations(q: Queryable, userId: number, accountId: number | null = null) {
  const where = and(
    eq(invitations.userId, userId),
    gt(invitations.expiresAt, sql`now()`),
    accountId === null ? undefined : inTenant(invitations, accountId),
  );
  return (await select(q, where)).map(toStored);
}

/** One of the person's own invitations, locked until the transaction ends; null when it is not theirs. */
export async function lockMyInvitation(q: Queryable, userId: number, id: number): Promise<StoredInvitation | null> {
  const [locked] = await q
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.userId, userId)))
    .for('update');
  if (!locked) return null;
  const [row] = await select(q, eq(invitations.id, id));
  return row ? toStored(row) : null;
}

/**
 * Makes or renews the one offer for this person and place: a second invitation replaces the role,
 * inviter and dates of the first, so the team never sees two rows (or a refusal) for one address.
 */
export async function upsertInvitation(
  q: Queryable,
  place: Place,
  v: { userId: number; email: string; roleId: number; invitedBy: number | null },
): Promise<number> {
  const expiresAt = sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`;
  const [row] = await q
    .insert(invitations)
    .values({
      userId: v.userId,
      email: v.email,
      roleId: v.roleId,
      accountId: place.accountId,
      scopeType: place.type,
      scopeId: place.id,
      invitedBy: v.invitedBy,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [invitations.userId, invitations.scopeType, invitations.scopeId, invitations.accountId],
      set: {
        email: v.email,
        roleId: v.roleId,
        invitedBy: v.invitedBy,
        createdAt: sql`now()`,
        expiresAt,
      },
    })
    .returning({ id: invitations.id });
  return row!.id;
}

/** Another INVITATION_VALID_DAYS from now. */
export async function renewInvitation(q: Queryable, accountId: number, id: number) {
  await q
    .update(invitations)
    .set({ createdAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})` })
    .where(and(inTenant(invitations, accountId), eq(invitations.id, id)));
}

export async function deleteInvitation(q: Queryable, accountId: number, id: number) {
  await q.delete(invitations).where(and(inTenant(invitations, accountId), eq(invitations.id, id)));
}

/** The person's invitations still open, locked: those a first password accepts. */
export async function lockOpenInvitationsOf(q: Queryable, userId: number): Promise<StoredInvitation[]> {
  const ids = await q
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.userId, userId), gt(invitations.expiresAt, sql`now()`)))
    .orderBy(invitations.id)
    .for('update');
  if (!ids.length) return [];
  return listMyInvitations(q, userId);
}

/** The role becomes theirs; at an employer it replaces the one they held there (one role per person per employer). */
export async function grantFromInvitation(q: Queryable, place: Place, i: { userId: number; roleId: number }) {
  if (place.type === 'employer') {
    await q
      .delete(grants)
      .where(
        and(
          inTenant(grants, place.accountId),
          eq(grants.userId, i.userId),
          eq(grants.scopeType, 'employer'),
          eq(grants.scopeId, place.id),
        ),
      );
  }
  await q
    .insert(grants)
    .values({
      userId: i.userId,
      roleId: i.roleId,
      accountId: place.accountId,
      scopeType: place.type,
      scopeId: place.id,
    })
    .onConflictDoNothing();
}

/** Whether the user holds a role at this employer (so works for it, rather than on it as staff). */
export async function worksFor(q: Queryable, accountId: number, userId: number, employerId: number) {
  const [row] = await q
    .select({ id: grants.id })
    .from(grants)
    .where(
      and(
        inTenant(grants, accountId),
        eq(grants.userId, userId),
        eq(grants.scopeType, 'employer'),
        eq(grants.scopeId, employerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The invited person (or the inviter) as an offer's rules and its mail need them: a platform-wide row. */
export async function findPerson(q: Queryable, userId: number) {
  const [row] = await q
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Deletes someone created by an invitation who never chose a password and now has nothing left
 * (no other invitation, no role): nothing of theirs exists, and the address starts afresh.
 */
export async function deleteUnusedInvitee(q: Queryable, userId: number) {
  await q.execute(sql`delete from ${users} where ${users.id} = ${userId} and ${users.status} = 'invited'
    and not exists (select 1 from ${invitations} where ${invitations.userId} = ${userId})
    and not exists (select 1 from ${grants} where ${grants.userId} = ${userId})`);
}

// An expired invitation stays listed a while, so the team can send it again.
const KEEP_EXPIRED_DAYS = 30;

/** Drops invitations long expired, and the never-used people that only they kept. */
export async function purgeStaleInvitations(q: Queryable) {
  const gone = await q
    .delete(invitations)
    .where(sql`${invitations.expiresAt} < now() - make_interval(days => ${KEEP_EXPIRED_DAYS})`)
    .returning({ userId: invitations.userId });
  for (const userId of new Set(gone.map((g) => g.userId))) await deleteUnusedInvitee(q, userId);
}
