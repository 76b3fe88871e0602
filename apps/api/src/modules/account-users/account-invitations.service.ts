import type { TeamInvitation } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import { holdsAt, selectionOfGrant } from '../../platform/auth/rights.js';
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
import type { Manager } from './account-users.service.js';

/** Every invitation of the account not yet accepted, wherever its role applies (employers' too). */
export async function listAccountInvitations(q: Queryable, m: Manager): Promise<TeamInvitation[]> {
  return (await listTeamInvitations(q, m.accountId)).map(toTeamInvitation);
}

/** An invitation of the account whose role the manager holds where it applies (so could have made it). */
async function managed(q: Queryable, m: Manager, id: number): Promise<StoredInvitation> {
  const invitation = await findTeamInvitation(q, m.accountId, id);
  if (!invitation) throw notFound();
  const { place } = invitation;
  const at = selectionOfGrant({
    scopeType: place.type,
    scopeId: place.id,
    accountId: place.accountId,
    siteId: place.siteId,
  });
  if (!holdsAt(m.permissions, at, invitation.role.permissions)) throw forbidden();
  return invitation;
}

export async function resendAccountInvitation(
  ctx: AppContext,
  m: Manager,
  id: number,
  actor: AuditActor,
  mail: InviteMail,
) {
  await ctx.db.transaction(async (tx) => resendOffer(tx, await managed(tx, m, id), mail, actor));
  ctx.mail.kick();
}

export async function revokeAccountInvitation(ctx: AppContext, m: Manager, id: number, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => revokeOffer(tx, await managed(tx, m, id), actor));
}
