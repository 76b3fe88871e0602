import { catalogues, INVITATION_VALID_DAYS, interpolate, type Locale, roleNameIn } from '@talent/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { authOf } from '../../platform/access.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, type Links, linkContextOf, linksFor } from '../branding/links.js';
import { createPasswordReset } from './password-resets.repo.js';

const INVITATION_MINUTES = INVITATION_VALID_DAYS * 24 * 60;

/**
 * Who is writing, in which language, and what the request offers for building links. `purpose`
 * `registration`: the person registered the employer themselves (a site form), so the mail says
 * that instead of naming an inviter.
 */
export type InviteMail = LinkContext & { locale: Locale; inviterName: string; purpose?: 'registration' };

/** The signed-in inviter's mail settings for this request. */
export const inviteMailOf = (app: FastifyInstance, request: FastifyRequest): InviteMail => ({
  ...linkContextOf(app, request),
  locale: request.locale,
  inviterName: authOf(request).user.name,
});

/** Where the person was let in (an employer, a site or the account) and as what. */
export type Welcome = {
  accountId: number;
  person: { id: number; email: string; name: string };
  place: string;
  role: string;
};

const paramsOf = (w: Welcome, mail: InviteMail, links: Links) => ({
  inviter: mail.inviterName,
  employer: w.place,
  brand: links.brandName,
  // The portal's own roles in the mail's language; a name the account chose as written.
  role: roleNameIn(catalogues[mail.locale], { name: w.role }),
  name: w.person.name,
});

/**
 * An invitation is the inviting account's message and the person holds nothing there yet
 * (consent first): its links carry that account's brand host, when the request came to exactly
 * that host, else PUBLIC_URL (SECURITY 21).
 */
const linksOf = (q: Queryable, w: Welcome, mail: InviteMail) =>
  linksFor(q, mail, { userId: null, accountId: w.accountId });

/**
 * A link to choose a password (valid INVITATION_VALID_DAYS) that accepts this invitation alone,
 * through the outbox in the same transaction.
 */
export async function mailInvitation(q: Queryable, w: Welcome & { invitationId: number }, mail: InviteMail) {
  const token = newToken();
  await createPasswordReset(q, w.person.id, hashToken(token), INVITATION_MINUTES, w.invitationId);
  const text = catalogues[mail.locale].mail;
  const links = await linksOf(q, w, mail);
  const link = `${links.linkBase}/auth/profile/password?token=${token}&email=${encodeURIComponent(w.person.email)}`;
  const params = paramsOf(w, mail, links);
  const registration = mail.purpose === 'registration';
  await enqueueMail(q, {
    accountId: w.accountId,
    to: w.person.email,
    locale: mail.locale,
    template: registration ? 'employer_registration' : 'employer_invitation',
    subject: interpolate(registration ? text.registrationInviteSubject : text.inviteSubject, params),
    text: interpolate(registration ? text.registrationInviteBody : text.inviteBody, {
      ...params,
      days: INVITATION_VALID_DAYS,
      link,
    }),
  });
}

/** The portal page where the invited person answers; `answer` only preselects, nothing happens on opening it. */
export const invitationLink = (linkBase: string, invitationId: number, answer?: 'accept' | 'decline') =>
  `${linkBase}/notifications?invitation=${invitationId}${answer ? `&answer=${answer}` : ''}`;

/**
 * Someone who already signs in is offered the role: it is theirs only once they accept in the
 * portal, so the mail links there (to accept or decline) and grants nothing by itself.
 */
export async function mailOffer(q: Queryable, w: Welcome & { invitationId: number }, mail: InviteMail) {
  const text = catalogues[mail.locale].mail;
  const links = await linksOf(q, w, mail);
  const params = paramsOf(w, mail, links);
  const registration = mail.purpose === 'registration';
  await enqueueMail(q, {
    accountId: w.accountId,
    to: w.person.email,
    locale: mail.locale,
    template: registration ? 'registration_offer' : 'invitation_offer',
    subject: interpolate(registration ? text.registrationOfferSubject : text.offerSubject, params),
    text: interpolate(registration ? text.registrationOfferBody : text.offerBody, {
      ...params,
      days: INVITATION_VALID_DAYS,
      accept: invitationLink(links.linkBase, w.invitationId, 'accept'),
      decline: invitationLink(links.linkBase, w.invitationId, 'decline'),
    }),
  });
}
