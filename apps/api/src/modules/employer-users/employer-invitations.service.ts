import type { TeamInvitation } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { InviteMail } from '../auth/invitation-mail.js';
import {
  findTeamInvitation,
  listTeamInvitations,
  type StoredInvitation,
  toTeamInvitation,
} from '../invitations/invitations.repo.js';
import { resendOffer, revokeOffer } from '../invitations/offers.service.js';
import { canAssign, type Team } from './team.js';

const atEmployer = (team: Team) => ({ type: 'employer', id: team.employer.id }) as const;

/** The employer's open (and expired) invitations: the typed address and the offer, nothing of the person. */
export async function listInvitations(q: Queryable, team: Team): Promise<TeamInvitation[]> {
  return (await listTeamInvitations(q, team.scope.accountId, atEmployer(team))).map(toTeamInvitation);
}

/** An invitation of this employer that the caller could have made (they hold its role's rights). */
async function managed(q: Queryable, team: Team, id: number): Promise<StoredInvitation> {
  const invitation = await findTeamInvitation(q, team.scope.accountId, id, atEmployer(team));
  if (!invitation) throw notFound();
  if (!canAssign(team, invitation.role.permissions)) throw forbidden();
  return invitation;
}

export async function resendTeamInvitation(
  ctx: AppContext,
  team: Team,
  id: number,
  actor: AuditActor,
  mail: InviteMail,
) {
  await ctx.db.transaction(async (tx) => resendOffer(tx, await managed(tx, team, id), mail, actor));
  ctx.mail.kick();
}

export async function revokeTeamInvitation(ctx: AppContext, team: Team, id: number, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => revokeOffer(tx, await managed(tx, team, id), actor));
}
