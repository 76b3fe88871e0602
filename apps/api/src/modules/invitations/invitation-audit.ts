import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { StoredInvitation } from './invitations.repo.js';

export type InvitationEvent =
  | 'invited'
  | 'invitation_resent'
  | 'invitation_revoked'
  | 'invitation_accepted'
  | 'invitation_declined';

/**
 * One audit row per step of an invitation, in the inviting account. An employer's invitations are
 * the employer's history (`employer_user.*`, shown on its activity); others are the account's
 * people (`account_user.*`). The row names the typed address, never the person's id: an id would
 * tell an existing account (older, smaller ids) from one the invitation just created.
 */
export async function auditInvitation(
  q: Queryable,
  actor: AuditActor,
  invitation: StoredInvitation,
  event: InvitationEvent,
) {
  const { place } = invitation;
  const data = {
    invitation_id: invitation.id,
    email: invitation.email,
    role: invitation.role.key,
    scope: `${place.type}:${place.id}`,
  };
  const accepted = event === 'invitation_accepted';
  if (place.type === 'employer') {
    await recordAudit(q, actor, {
      action: `employer_user.${event}`,
      subjectType: 'employer',
      subjectId: place.id,
      accountId: place.accountId,
      siteId: place.siteId,
      data,
    });
    return;
  }
  await recordAudit(q, actor, {
    action: `account_user.${event}`,
    subjectType: 'user',
    // Once accepted the person is one of the account's people, known by id like the others.
    subjectId: accepted ? invitation.userId : null,
    accountId: place.accountId,
    siteId: place.type === 'site' ? place.id : null,
    data,
  });
}
