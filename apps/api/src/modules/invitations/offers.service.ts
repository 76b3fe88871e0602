import { isLocale, type TeamInvitation } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { type InviteMail, invitationLink, mailInvitation, mailOffer, type Welcome } from '../auth/invitation-mail.js';
import { invalidateInvitationResets } from '../auth/password-resets.repo.js';
import { findUserByEmail, insertInvitedUser, normaliseEmail } from '../auth/user-credentials.repo.js';
import { deleteNotificationsLinkedTo } from '../notifications/notifications.repo.js';
import { notifyUsers } from '../notifications/notify.js';
import { ensureRoomForPerson } from '../plan-limits/plan-limits.service.js';
import { auditInvitation } from './invitation-audit.js';
import {
  deleteInvitation,
  deleteUnusedInvitee,
  findPerson,
  findTeamInvitation,
  type Place,
  renewInvitation,
  type StoredInvitation,
  toTeamInvitation,
  upsertInvitation,
} from './invitations.repo.js';

/** Who makes an offer (the signed-in manager). */
export type Inviter = { id: number; name: string; email: string };

/** An offer of a role at a place, as a team's manager makes it (rights already checked by the caller). */
export type Offer = {
  /** As typed; the team sees this and nothing else of the person until they accept. */
  email: string;
  /** As typed; used only when the address is new (the person may change it). */
  name: string;
  role: { id: number; name: string };
  place: Place;
  /** Null when nobody invited: the person registered an employer through a site form and names themselves. */
  inviter: Inviter | null;
};

/**
 * Offers the role to whoever the address belongs to, and answers the same whatever that is: a new
 * address (an `invited` person with a link to choose a password, which accepts on use), someone
 * who signs in (a notification and a mail to accept or decline), someone disabled (nothing to
 * tell), or someone already in the team. Nothing is granted here: the grant is made on acceptance.
 */
export async function offerRole(
  tx: Queryable,
  offer: Offer,
  mail: InviteMail,
  actor: AuditActor,
  unusablePassword: string,
): Promise<TeamInvitation> {
  if (offer.inviter) refuseSelf(offer.email, offer.inviter.email);
  const email = normaliseEmail(offer.email);
  const existing = await findUserByEmail(tx, email);
  // Someone new to the account takes a place in its plan until the offer expires or is answered.
  await ensureRoomForPerson(tx, offer.place.accountId, existing?.id ?? null);
  const userId =
    existing?.id ??
    (await insertInvitedUser(tx, { email, name: offer.name, locale: mail.locale, passwordHash: unusablePassword }));
  const id = await upsertInvitation(tx, offer.place, {
    userId,
    email,
    roleId: offer.role.id,
    invitedBy: offer.inviter?.id ?? null,
  });
  const invitation = (await findTeamInvitation(tx, offer.place.accountId, id))!;
  await tell(tx, invitation, mail);
  await auditInvitation(tx, actor, invitation, 'invited');
  return toTeamInvitation(invitation);
}

/** Nobody offers themselves a role: the one who makes an offer cannot also be the one who consents to it. */
function refuseSelf(offerEmail: string, inviterEmail: string) {
  if (normaliseEmail(offerEmail) === normaliseEmail(inviterEmail))
    throw invalidFields({ email: [{ rule: 'self_invite' }] });
}

/**
 * Tells the invited person, in the way their account allows: a password link for someone who
 * never signed in, an offer to answer in the portal (and its notice there) for someone who does;
 * a disabled person cannot answer, so hears nothing.
 */
async function tell(tx: Queryable, invitation: StoredInvitation, mail: InviteMail) {
  const person = await findPerson(tx, invitation.userId);
  if (!person || person.status === 'disabled') return;
  const welcome: Welcome = {
    accountId: invitation.place.accountId,
    person,
    place: invitation.place.name,
    role: invitation.role.name,
  };
  if (person.status === 'invited') {
    // Only this invitation's earlier links go: another offer's link (another team's, or a
    // registration someone typed this address into) is not this one's to withdraw.
    await invalidateInvitationResets(tx, person.id, invitation.id);
    await mailInvitation(tx, { ...welcome, invitationId: invitation.id }, mail);
    return;
  }
  const link = invitationLink('', invitation.id);
  await deleteNotificationsLinkedTo(tx, person.id, link);
  await notifyUsers(tx, invitation.place.accountId, [person.id], {
    kind: 'invitation_received',
    params: { actor: mail.inviterName, place: invitation.place.name, role: invitation.role.name },
    link,
  });
  const locale = isLocale(person.locale) ? person.locale : mail.locale;
  await mailOffer(tx, { ...welcome, invitationId: invitation.id }, { ...mail, locale });
}

/** Another INVITATION_VALID_DAYS, told again the same way; earlier password links stop working. */
export async function resendOffer(tx: Queryable, invitation: StoredInvitation, mail: InviteMail, actor: AuditActor) {
  await renewInvitation(tx, invitation.place.accountId, invitation.id);
  const renewed = await findTeamInvitation(tx, invitation.place.accountId, invitation.id);
  if (!renewed) throw notFound();
  await tell(tx, renewed, mail);
  await auditInvitation(tx, actor, renewed, 'invitation_resent');
}

/** Withdraws the offer: its notice goes, and a person created only for it goes too. */
export async function revokeOffer(tx: Queryable, invitation: StoredInvitation, actor: AuditActor) {
  await deleteInvitation(tx, invitation.place.accountId, invitation.id);
  await invalidateInvitationResets(tx, invitation.userId, invitation.id);
  await deleteNotificationsLinkedTo(tx, invitation.userId, invitationLink('', invitation.id));
  await deleteUnusedInvitee(tx, invitation.userId);
  await auditInvitation(tx, actor, invitation, 'invitation_revoked');
}
