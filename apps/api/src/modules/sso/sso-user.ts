import { randomBytes } from 'node:crypto';
import type { SsoErrorCode } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { isProvenDomain } from '../identity-providers/email-domains.repo.js';
import type { StoredProvider } from '../identity-providers/identity-providers.repo.js';
import { roomForPerson } from '../plan-limits/plan-limits.service.js';
import {
  insertAccountGrant,
  insertSsoUser,
  linkedSubjectOf,
  linkIdentity,
  type SsoUser,
  ssoStanding,
  touchIdentity,
  userByEmail,
  userOfSubject,
} from './sso.repo.js';
import { emailDomainOf } from './sso-eligibility.js';

/** What the ID token said about the person (already validated). */
export type IdpPerson = { subject: string; email: string; name: string };

export type Resolved =
  | { ok: true; user: SsoUser; linked: boolean; created: boolean }
  | { ok: false; reason: SsoErrorCode; userId?: number };

/**
 * Whether the account's provider may sign this person in (`sso-eligibility.ts`): active, the
 * account's own staff only (never an employer's people, platform staff or someone who also works
 * elsewhere: one account's provider must not open a session carrying rights it does not own), and
 * their address at a domain the account proved. Null when they may, else the refusal.
 */
async function refusalFor(tx: Queryable, user: SsoUser, accountId: number): Promise<SsoErrorCode | null> {
  if (user.status !== 'active') return 'sso_no_access';
  const standing = await ssoStanding(tx, user.id, accountId);
  if (!standing.staff) return 'sso_no_access';
  return standing.proven ? null : 'sso_domain_unproven';
}

/** Made before the transaction (argon2 is slow): the password of a just-in-time user nobody knows. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * Who this sign-in is, in the provider's account. Nothing passes unless the address the IdP
 * vouches for is at a domain the account proved: an account's provider speaks only for addresses
 * the account controls, so it neither creates nor signs in someone of another tenant's domain.
 * A subject already linked decides alone (an e-mail changed at the IdP must not move the login to
 * someone else). Otherwise the verified e-mail finds the person, unless they are linked to another
 * subject of this provider; a new person is created only when the provider allows just-in-time
 * creation. Only someone `refusalFor` lets through gets in; the link is written only then.
 */
export async function resolveSsoUser(
  tx: Queryable,
  provider: StoredProvider,
  person: IdpPerson,
  jitPasswordHash: string,
): Promise<Resolved> {
  if (!(await isProvenDomain(tx, provider.accountId, emailDomainOf(person.email)))) {
    return { ok: false, reason: 'sso_domain_unproven' };
  }
  const linkedUser = await userOfSubject(tx, provider.id, person.subject);
  if (linkedUser) {
    const refusal = await refusalFor(tx, linkedUser, provider.accountId);
    if (refusal) return { ok: false, reason: refusal, userId: linkedUser.id };
    await touchIdentity(tx, provider.id, person.subject);
    return { ok: true, user: linkedUser, linked: false, created: false };
  }

  const byEmail = await userByEmail(tx, person.email);
  if (byEmail) {
    if ((await linkedSubjectOf(tx, provider.id, byEmail.id)) !== null) {
      return { ok: false, reason: 'sso_no_access', userId: byEmail.id };
    }
    const refusal = await refusalFor(tx, byEmail, provider.accountId);
    if (refusal) return { ok: false, reason: refusal, userId: byEmail.id };
    await linkIdentity(tx, provider.id, person.subject, byEmail.id);
    return { ok: true, user: byEmail, linked: true, created: false };
  }

  if (!provider.jitEnabled || provider.jitRoleId === null) return { ok: false, reason: 'sso_no_access' };
  // A person made here takes a place in the plan like an invited one.
  if (!(await roomForPerson(tx, provider.accountId, null))) return { ok: false, reason: 'sso_plan_full' };
  const created = await insertSsoUser(tx, {
    email: person.email,
    name: person.name || person.email.split('@')[0]!,
    passwordHash: jitPasswordHash,
    locale: 'en',
  });
  await insertAccountGrant(tx, created.id, provider.jitRoleId, provider.accountId);
  await linkIdentity(tx, provider.id, person.subject, created.id);
  return { ok: true, user: created, linked: true, created: true };
}
