import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@talent/contract';
import {
  EMPLOYER_USERS_MAX,
  type EmployerRole,
  type EmployerUser,
  type InviteEmployerUserBody,
  type TeamInvitation,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/errors.js';
import type { InviteMail } from '../auth/invitation-mail.js';
import type { Place } from '../invitations/invitations.repo.js';
import { type Inviter, offerRole } from '../invitations/offers.service.js';
import {
  deleteEmployerGrants,
  findMember,
  listEmployerRoles,
  listMembers,
  setEmployerRole,
} from './employer-users.repo.js';
import { canAssign, employerScope, type Team } from './team.js';

export type { InviteMail, Inviter };

const audit = (q: Queryable, actor: AuditActor, team: Team, action: AuditAction, data: Record<string, unknown>) =>
  recordAudit(q, actor, {
    action,
    subjectType: 'employer',
    subjectId: team.employer.id,
    accountId: team.scope.accountId,
    siteId: team.scope.siteId,
    data,
  });

export const listUsers = (q: Queryable, team: Team) => listMembers(q, employerScope(team), EMPLOYER_USERS_MAX);

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
  const found = await findMember(q, employerScope(team), userId);
  if (!found) throw notFound();
  return found;
}

/** The employer as a place where a role applies. */
export const placeOf = (team: Team): Place => ({
  accountId: team.scope.accountId,
  type: 'employer',
  id: team.employer.id,
  siteId: team.scope.siteId,
  name: team.employer.name,
});

/**
 * Offers a role at this employer to an address. Nobody joins without consent: the answer is the
 * same pending invitation whoever the address belongs to (see `offerRole`), and one transaction
 * writes it with its mail (outbox), notice and audit row.
 */
export async function inviteMember(
  ctx: AppContext,
  team: Team,
  body: InviteEmployerUserBody,
  inviter: Inviter,
  actor: AuditActor,
  mail: InviteMail,
): Promise<TeamInvitation> {
  // Hashed outside the transaction (argon2 is slow), and for every address, so a new one costs the same.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const invitation = await ctx.db.transaction(async (tx) => {
    const role = await assignableRole(tx, team, body.role_id);
    return offerRole(tx, { ...body, role, place: placeOf(team), inviter }, mail, actor, unusablePassword);
  });
  ctx.mail.kick();
  return invitation;
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
    await setEmployerRole(tx, employerScope(team), userId, role.id);
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
 * so the access ends with the next call.
 */
export async function removeMember(ctx: AppContext, team: Team, userId: number, actor: AuditActor) {
  if (userId === team.userId) throw new AppError('cannot_remove_self');
  await ctx.db.transaction(async (tx) => {
    const person = await member(tx, team, userId);
    const current = (await listEmployerRoles(tx, team.scope.accountId)).find((r) => r.id === person.role.id);
    if (current && !canAssign(team, current.permissions)) throw forbidden();
    await deleteEmployerGrants(tx, employerScope(team), userId);
    await audit(tx, actor, team, 'employer_user.removed', {
      user_id: userId,
      email: person.email,
      role: person.role.key,
    });
  });
}
