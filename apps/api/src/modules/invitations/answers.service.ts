import type { AcceptedInvitation, MyInvitation, Selection } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import { loadGrants, toPermissionMap } from '../../platform/auth/grants.repo.js';
import { holdsAt } from '../../platform/auth/rights.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { invitationLink } from '../auth/invitation-mail.js';
import { notifyUsers } from '../notifications/notify.js';
import { auditInvitation } from './invitation-audit.js';
import {
  deleteInvitation,
  findPerson,
  grantFromInvitation,
  listMyInvitations,
  lockMyInvitation,
  lockOpenInvitationsOf,
  type StoredInvitation,
  toMyInvitation,
  worksFor,
} from './invitations.repo.js';

/**
 * Who answers: the signed-in person, and the one account their session acts in (null: their own
 * sign-in, every account). A session bound to an account sees and answers only that account's
 * offers (SECURITY 32, 37).
 */
export type Invitee = { userId: number; boundAccountId: number | null };

export async function myInvitations(ctx: AppContext, invitee: Invitee): Promise<MyInvitation[]> {
  return (await listMyInvitations(ctx.db, invitee.userId, invitee.boundAccountId)).map(toMyInvitation);
}

/**
 * One of the person's own invitations, locked, that this session may answer. Another account's
 * offer seen from a session bound to one account (an identity provider's sign-in: that account's
 * owners control it) needs the person's own sign-in: joining another tenant is their consent, not
 * something an account's IdP can give for them.
 */
async function answerable(q: Queryable, invitee: Invitee, invitationId: number) {
  const invitation = await lockMyInvitation(q, invitee.userId, invitationId);
  if (!invitation) throw notFound();
  if (invitee.boundAccountId !== null && invitation.place.accountId !== invitee.boundAccountId)
    throw new AppError('invitation_needs_own_sign_in');
  return invitation;
}

/** Where the inviter manages that team: their own employer's page, the staff employer page, or the account's people. */
async function teamPathOf(q: Queryable, inviterId: number, i: StoredInvitation): Promise<string> {
  const { accountId, siteId, type, id } = i.place;
  if (type !== 'employer') return `/${accountId}/users`;
  return (await worksFor(q, accountId, inviterId, id))
    ? `/${accountId}/${siteId}/employer/users`
    : `/${accountId}/${siteId}/employers/${id}`;
}

async function tellInviter(q: Queryable, i: StoredInvitation, kind: 'invitation_accepted' | 'invitation_declined') {
  if (!i.invitedBy) return;
  await notifyUsers(q, i.place.accountId, [i.invitedBy.id], {
    kind,
    // The address the inviter typed: a decline tells them no more about the person than that.
    params: { person: i.email, place: i.place.name, role: i.role.name },
    link: await teamPathOf(q, i.invitedBy.id, i),
  });
}

const selectionOfPlace = ({ accountId, type, id, siteId }: StoredInvitation['place']): Selection =>
  type === 'account'
    ? { accountId }
    : type === 'site'
      ? { accountId, siteId: id }
      : { accountId, siteId: siteId ?? undefined, employerId: id };

/**
 * An offer stands only while the person who made it could still make it: still active, and still
 * holding every right of the role at that place. Someone removed from a team (or disabled) after
 * sending invitations must not keep handing out access through them. Offers made by the platform
 * itself (no inviter) stand.
 */
async function stillOffered(q: Queryable, i: StoredInvitation): Promise<boolean> {
  if (!i.invitedBy) return true;
  const inviter = await findPerson(q, i.invitedBy.id);
  if (inviter?.status !== 'active') return false;
  const rights = toPermissionMap(await loadGrants(q, i.invitedBy.id));
  return holdsAt(rights, selectionOfPlace(i.place), i.role.permissions);
}

/** The grant is made now, the offer goes, and the inviter hears of it. */
async function accept(q: Queryable, i: StoredInvitation, actor: AuditActor) {
  await grantFromInvitation(q, i.place, { userId: i.userId, roleId: i.role.id });
  await deleteInvitation(q, i.place.accountId, i.id);
  await auditInvitation(q, actor, i, 'invitation_accepted');
  await tellInviter(q, i, 'invitation_accepted');
}

export async function acceptInvitation(
  ctx: AppContext,
  invitee: Invitee,
  invitationId: number,
  actor: AuditActor,
): Promise<AcceptedInvitation> {
  return ctx.db.transaction(async (tx) => {
    const invitation = await answerable(tx, invitee, invitationId);
    if (invitation.expired) throw new AppError('invitation_expired');
    if (!(await stillOffered(tx, invitation))) throw new AppError('invitation_withdrawn');
    await accept(tx, invitation, actor);
    const { accountId, siteId, type, id } = invitation.place;
    return { account_id: accountId, site_id: siteId, employer_id: type === 'employer' ? id : null };
  });
}

/** Declining (even an expired offer) leaves no grant; the inviter is told, with the address they typed. */
export async function declineInvitation(ctx: AppContext, invitee: Invitee, invitationId: number, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const invitation = await answerable(tx, invitee, invitationId);
    await deleteInvitation(tx, invitation.place.accountId, invitation.id);
    // The account's audit log would name the person who declined (and their address): they never
    // joined, so the row carries only the typed address and the request id.
    await auditInvitation(
      tx,
      { userId: null, impersonatorUserId: null, ip: null, requestId: actor.requestId },
      invitation,
      'invitation_declined',
    );
    await tellInviter(tx, invitation, 'invitation_declined');
  });
}

/**
 * A new address's invitation link is both "choose your password" and "accept", for the invitation
 * it was mailed for and no other: anyone may type an address into a registration form or an
 * invitation, so the person's answer to one offer is never their consent to another (SECURITY 24).
 * The others stay open for them to accept or decline, each now with its notice (they could not
 * sign in when it was made). Runs in the transaction that activates the person.
 */
export async function acceptOnActivation(
  tx: Queryable,
  userId: number,
  invitationId: number | null,
  actor: AuditActor,
) {
  for (const invitation of await lockOpenInvitationsOf(tx, userId)) {
    if (invitation.id === invitationId) {
      if (await stillOffered(tx, invitation)) await accept(tx, invitation, actor);
      continue;
    }
    await notifyUsers(tx, invitation.place.accountId, [userId], {
      kind: 'invitation_received',
      params: {
        actor: invitation.invitedBy?.name ?? invitation.place.name,
        place: invitation.place.name,
        role: invitation.role.name,
      },
      link: invitationLink('', invitation.id),
    });
  }
}
