import { randomBytes } from 'node:crypto';
import {
  EMPLOYER_USERS_MAX,
  type EmployerRole,
  type EmployerUser,
  type InviteEmployerUserBody,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/errors.js';
import { type InviteMail, mailAccessGiven, mailInvitation } from '../auth/invitation-mail.js';
import { invalidateUserResets } from '../auth/password-resets.repo.js';
import { findUserByEmail } from '../auth/users.repo.js';
import {
  deleteEmployerGrants,
  deleteInvitedUser,
  findMember,
  hasOtherGrants,
  insertEmployerGrant,
  insertInvitedUser,
  listEmployerRoles,
  listMembers,
  setEmployerRole,
} from './employer-users.repo.js';
import { canAssign, type Team } from './team.js';

export type { InviteMail };

const audit = (q: Queryable, actor: AuditActor, team: Team, action: string, data: Record<string, unknown>) =>
  recordAudit(q, actor, {
    action,
    subjectType: 'employer',
    subjectId: team.employer.id,
    accountId: team.scope.accountId,
    siteId: team.scope.siteId,
    data,
  });

export const listTeam = (q: Queryable, team: Team) => listMembers(q, team.employer.id, EMPLOYER_USERS_MAX);

/** The employer roles this caller may hand on (so the invite form offers nothing it would refuse). */
export async function assignableRoles(q: Queryable, team: Team): Promise<EmployerRole[]> {
  const roles = await listEmployerRoles(q, team.scope.accountId);
  return roles.filter((r) => canAssign(team, r.permissions));
}

async function assignableRole(q: Queryable, team: Team, roleId: number): Promise<EmployerRole> {
  const role = (await listEmployerRoles(q, team.scope.accountId)).find((r) => r.id === roleId);
  if (!role) throw invalidFields({ role_id: [{ rule: 'invalid' }] });
  if (!canAssign(team, role.permissions)) throw forbidden();
  return role;
}

async function member(q: Queryable, team: Team, userId: number): Promise<EmployerUser> {
  const found = await findMember(q, team.employer.id, userId);
  if (!found) throw notFound();
  return found;
}

/**
 * A new address becomes an `invited` person with a link to choose a password; someone who already
 * has an account is added at once and told. Either way one transaction writes the grant, the
 * mail (outbox) and the audit row.
 */
export async function inviteMember(
  ctx: AppContext,
  team: Team,
  body: InviteEmployerUserBody,
  actor: AuditActor,
  mail: InviteMail,
): Promise<EmployerUser> {
  // Hashed outside the transaction: argon2 is slow and the row lock need not wait for it.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const userId = await ctx.db.transaction(async (tx) => {
    const role = await assignableRole(tx, team, body.role_id);
    const existing = await findUserByEmail(tx, body.email);
    if (existing && (await findMember(tx, team.employer.id, existing.id))) throw new AppError('already_member');
    if (existing?.status === 'disabled') throw invalidFields({ email: [{ rule: 'invalid' }] });

    const id =
      existing?.id ??
      (await insertInvitedUser(tx, {
        email: body.email.toLowerCase(),
        name: body.name,
        locale: mail.locale,
        passwordHash: unusablePassword,
      }));
    await insertEmployerGrant(tx, {
      userId: id,
      roleId: role.id,
      accountId: team.scope.accountId,
      employerId: team.employer.id,
    });
    const person = { id, email: existing?.email ?? body.email.toLowerCase(), name: existing?.name ?? body.name };
    const welcome = { accountId: team.scope.accountId, person, place: team.employer.name, role: role.name };
    if (existing?.status === 'active') await mailAccessGiven(tx, welcome, mail);
    else await mailInvitation(tx, welcome, mail);
    await audit(tx, actor, team, existing ? 'employer_user.added' : 'employer_user.invited', {
      user_id: id,
      email: person.email,
      role: role.key,
    });
    return id;
  });
  ctx.mail.kick();
  return member(ctx.db, team, userId);
}

/** A new link for someone who has not accepted yet; every earlier link stops working. */
export async function resendInvitation(
  ctx: AppContext,
  team: Team,
  userId: number,
  actor: AuditActor,
  mail: InviteMail,
) {
  await ctx.db.transaction(async (tx) => {
    const person = await member(tx, team, userId);
    if (person.status !== 'invited') throw new AppError('invitation_accepted');
    await invalidateUserResets(tx, userId);
    await mailInvitation(
      tx,
      { accountId: team.scope.accountId, person, place: team.employer.name, role: person.role.name },
      mail,
    );
    await audit(tx, actor, team, 'employer_user.invitation_resent', { user_id: userId, email: person.email });
  });
  ctx.mail.kick();
}

export async function changeRole(
  ctx: AppContext,
  team: Team,
  userId: number,
  roleId: number,
  actor: AuditActor,
): Promise<EmployerUser> {
  if (userId === team.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const person = await member(tx, team, userId);
    const role = await assignableRole(tx, team, roleId);
    // Taking a role away is handing on power too: an employer user cannot demote a bigger role.
    const current = (await listEmployerRoles(tx, team.scope.accountId)).find((r) => r.id === person.role.id);
    if (current && !canAssign(team, current.permissions)) throw forbidden();
    if (person.role.id === role.id) return;
    await setEmployerRole(tx, team.employer.id, userId, role.id);
    await audit(tx, actor, team, 'employer_user.role_changed', {
      user_id: userId,
      email: person.email,
      from: person.role.key,
      to: role.key,
    });
  });
  return member(ctx.db, team, userId);
}

/**
 * Takes the person off this employer. Their sessions stay, but grants are read on every request,
 * so the access ends with the next call. Someone who never accepted and belongs nowhere else is
 * deleted, so the address can be invited afresh.
 */
export async function removeMember(ctx: AppContext, team: Team, userId: number, actor: AuditActor) {
  if (userId === team.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const person = await member(tx, team, userId);
    const current = (await listEmployerRoles(tx, team.scope.accountId)).find((r) => r.id === person.role.id);
    if (current && !canAssign(team, current.permissions)) throw forbidden();
    await deleteEmployerGrants(tx, team.employer.id, userId);
    if (person.status === 'invited' && !(await hasOtherGrants(tx, userId, team.employer.id))) {
      await deleteInvitedUser(tx, userId);
    }
    await audit(tx, actor, team, 'employer_user.removed', {
      user_id: userId,
      email: person.email,
      role: person.role.key,
    });
  });
}
