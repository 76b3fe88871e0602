import { randomBytes } from 'node:crypto';
import type {
  AccountUser,
  AccountUserListQuery,
  AuditAction,
  GrantBody,
  GrantScope,
  InviteAccountUserBody,
  PermissionMap,
  Selection,
  TeamInvitation,
} from '@talent/contract';
import { roleFitsPlace } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { holdsAt, selectionOfGrant } from '../../platform/auth/rights.js';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/errors.js';
import { pageMeta } from '../../platform/pagination.js';
import type { InviteMail } from '../auth/invitation-mail.js';
import { type Inviter, offerRole } from '../invitations/offers.service.js';
import { findAccountRole, type StoredRole } from './account-roles.repo.js';
import {
  accountScopes,
  deleteAccountGrants,
  deleteGrant,
  findAccountUser,
  hasGrant,
  holdsElsewhere,
  insertGrant,
  listAccountUsers,
  type StoredAccountUser,
  scopeInAccount,
  setUserStatus,
} from './account-users.repo.js';

/** Who manages the account's people: their rights decide what they may hand on or take away. */
export type Manager = { userId: number; accountId: number; permissions: PermissionMap };

const publicUser = (u: StoredAccountUser): AccountUser => ({
  ...u,
  grants: u.grants.map(({ rights: _rights, ...g }) => g),
});

const audit = (q: Queryable, actor: AuditActor, m: Manager, action: AuditAction, userId: number, data = {}) =>
  recordAudit(q, actor, { action, subjectType: 'user', subjectId: userId, accountId: m.accountId, data });

export async function listUsers(ctx: AppContext, m: Manager, query: AccountUserListQuery) {
  const { rows, total } = await listAccountUsers(ctx.db, m.accountId, query);
  return { data: rows.map(publicUser), meta: pageMeta(query, total) };
}

async function person(q: Queryable, m: Manager, userId: number): Promise<StoredAccountUser> {
  const found = await findAccountUser(q, m.accountId, userId);
  if (!found) throw notFound();
  return found;
}

/** Whether the manager holds everything the person holds here, so may change or end it. */
const outranks = (m: Manager, p: StoredAccountUser) =>
  p.grants.every((g) => holdsAt(m.permissions, selectionOfGrant(g.rights), g.rights.permissions));

type Placement = { role: StoredRole; type: GrantScope; scopeId: number; siteId: number | null; place: string };

/**
 * Checks a role at a scope: both must belong to the account (422 on the field otherwise), the role
 * must fit the place (`roleFitsPlace`, 422 `role_out_of_place`), and the manager must hold every permission of the role there (403).
 */
async function placement(q: Queryable, m: Manager, body: GrantBody): Promise<Placement> {
  const role = await findAccountRole(q, m.accountId, body.role_id);
  if (!role) throw invalidFields({ role_id: [{ rule: 'invalid' }] });
  const scope = await scopeInAccount(q, m.accountId, body.scope_type, body.scope_id);
  if (!scope) throw invalidFields({ scope_id: [{ rule: 'invalid' }] });
  // The same rule as the invite form's role list (a place's roles only), named so the form can say why.
  if (!roleFitsPlace({ scope_type: role.scopeType, permissions: role.permissions }, body.scope_type))
    throw invalidFields({ role_id: [{ rule: 'role_out_of_place' }] });
  const at: Selection =
    body.scope_type === 'account'
      ? { accountId: m.accountId }
      : body.scope_type === 'site'
        ? { accountId: m.accountId, siteId: body.scope_id }
        : { accountId: m.accountId, siteId: scope.siteId, employerId: body.scope_id };
  if (!holdsAt(m.permissions, at, role.permissions)) throw forbidden();
  return { role, type: body.scope_type, scopeId: body.scope_id, siteId: scope.siteId, place: scope.name };
}

const grantOf = (m: Manager, userId: number, p: Placement) => ({
  userId,
  roleId: p.role.id,
  accountId: m.accountId,
  type: p.type,
  scopeId: p.scopeId,
});

/**
 * Offers a role somewhere in the account to an address. Nobody joins without consent: the answer
 * is the same pending invitation whoever the address belongs to (see `offerRole`).
 */
export async function inviteUser(
  ctx: AppContext,
  m: Manager,
  body: InviteAccountUserBody,
  inviter: Inviter,
  actor: AuditActor,
  mail: InviteMail,
): Promise<TeamInvitation> {
  // Hashed outside the transaction (argon2 is slow), and for every address, so a new one costs the same.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const invitation = await ctx.db.transaction(async (tx) => {
    const where = await placement(tx, m, body);
    const place = {
      accountId: m.accountId,
      type: where.type,
      id: where.scopeId,
      siteId: where.siteId,
      name: where.place,
    };
    return offerRole(
      tx,
      { email: body.email, name: body.name, role: where.role, place, inviter },
      mail,
      actor,
      unusablePassword,
    );
  });
  ctx.mail.kick();
  return invitation;
}

export async function addGrant(ctx: AppContext, m: Manager, userId: number, body: GrantBody, actor: AuditActor) {
  if (userId === m.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const who = await person(tx, m, userId);
    const where = await placement(tx, m, body);
    if (await hasGrant(tx, m.accountId, userId, where.role.id, where.type, where.scopeId))
      throw new AppError('already_granted');
    await insertGrant(tx, grantOf(m, userId, where));
    await audit(tx, actor, m, 'account_user.role_granted', userId, {
      email: who.email,
      role: where.role.key,
      scope: `${where.type}:${where.scopeId}`,
    });
  });
  return publicUser(await person(ctx.db, m, userId));
}

/** Takes one role away; the manager must hold everything it grants (nobody demotes a bigger role). */
export async function removeGrant(ctx: AppContext, m: Manager, userId: number, grantId: number, actor: AuditActor) {
  if (userId === m.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const who = await person(tx, m, userId);
    const grant = who.grants.find((g) => g.id === grantId);
    if (!grant) throw notFound();
    if (!holdsAt(m.permissions, selectionOfGrant(grant.rights), grant.rights.permissions)) throw forbidden();
    await deleteGrant(tx, m.accountId, grantId);
    await audit(tx, actor, m, 'account_user.role_revoked', userId, {
      email: who.email,
      role: grant.role.key,
      scope: `${grant.scope.type}:${grant.scope.id}`,
    });
  });
  // The last role gone, the person no longer belongs to the account.
  const after = await findAccountUser(ctx.db, m.accountId, userId);
  return after ? publicUser(after) : null;
}

/**
 * Disabling stops sign-in everywhere and ends every session, so it is refused for someone who
 * also works for another account (their access here can be removed instead).
 */
export async function setStatus(
  ctx: AppContext,
  m: Manager,
  userId: number,
  status: 'active' | 'disabled',
  actor: AuditActor,
) {
  if (userId === m.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const who = await person(tx, m, userId);
    if (!outranks(m, who)) throw forbidden();
    if (who.status === status) return;
    if (status === 'disabled' && (await holdsElsewhere(tx, userId, m.accountId)))
      throw new AppError('user_in_other_accounts');
    await setUserStatus(tx, userId, status);
    if (status === 'disabled') await revokeUserSessions(tx, userId);
    await audit(tx, actor, m, status === 'disabled' ? 'account_user.disabled' : 'account_user.enabled', userId, {
      email: who.email,
    });
  });
  return publicUser(await person(ctx.db, m, userId));
}

/** Ends everything the person holds in the account. */
export async function removeUser(ctx: AppContext, m: Manager, userId: number, actor: AuditActor) {
  if (userId === m.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const who = await person(tx, m, userId);
    if (!outranks(m, who)) throw forbidden();
    await deleteAccountGrants(tx, m.accountId, userId);
    await audit(tx, actor, m, 'account_user.removed', userId, {
      email: who.email,
      roles: who.grants.map((g) => `${g.role.key}@${g.scope.type}:${g.scope.id}`),
    });
  });
}

/** The sites and employers of the account a grant may be scoped to, found by name. */
export const scopesOfAccount = (db: Queryable, accountId: number, search?: string) =>
  accountScopes(db, accountId, search);
