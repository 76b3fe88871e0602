import { catalogues, INVITATION_VALID_DAYS, interpolate, type Locale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { type LinkContext, type Links, linksFor } from '../branding/links.js';
import { createPasswordReset } from './password-resets.repo.js';

const INVITATION_MINUTES = INVITATION_VALID_DAYS * 24 * 60;

/** Who is writing, in which language, and what the request offers for building links. */
export type InviteMail = LinkContext & { locale: Locale; inviterName: string };

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
  role: w.role,
  name: w.person.name,
});

/** The person's links for a mail about the account they were let into (their grant is written first). */
const linksOf = (q: Queryable, w: Welcome, mail: InviteMail) =>
  linksFor(q, mail, { userId: w.person.id, accountId: w.accountId });

/** A link to choose a password (valid INVITATION_VALID_DAYS), through the outbox in the same transaction. */
export async function mailInvitation(q: Queryable, w: Welcome, mail: InviteMail) {
  const token = newToken();
  await createPasswordReset(q, w.person.id, hashToken(token), INVITATION_MINUTES);
  const text = catalogues[mail.locale].mail;
  const links = await linksOf(q, w, mail);
  const link = `${links.linkBase}/auth/profile/password?token=${token}&email=${encodeURIComponent(w.person.email)}`;
  const params = paramsOf(w, mail, links);
  await enqueueMail(q, {
    accountId: w.accountId,
    to: w.person.email,
    template: 'employer_invitation',
    subject: interpolate(text.inviteSubject, params),
    text: interpolate(text.inviteBody, { ...params, days: INVITATION_VALID_DAYS, link }),
  });
}

/** Someone who already signs in is told what they can now reach. */
export async function mailAccessGiven(q: Queryable, w: Welcome, mail: InviteMail) {
  const text = catalogues[mail.locale].mail;
  const links = await linksOf(q, w, mail);
  const params = paramsOf(w, mail, links);
  await enqueueMail(q, {
    accountId: w.accountId,
    to: w.person.email,
    template: 'employer_member_added',
    subject: interpolate(text.memberAddedSubject, params),
    text: interpolate(text.memberAddedBody, { ...params, link: `${links.linkBase}/login` }),
  });
}
