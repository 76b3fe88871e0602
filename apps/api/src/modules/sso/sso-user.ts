import { randomBytes } from 'node:crypto';
import type { SsoErrorCode } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { StoredProvider } from '../identity-providers/identity-providers.repo.js';
import {
  hasGrantInAccount,
  holdsOutsideAccount,
  insertAccountGrant,
  insertSsoUser,
  linkedSubjectOf,
  linkIdentity,
  type SsoUser,
  touchIdentity,
  userByEmail,
  userOfSubject,
} from './sso.repo.js';

/** What the ID token said about the person (already validated). */
export type IdpPerson = { subject: string; email: string; name: string };

export type Resolved =
  | { ok: true; user: SsoUser; linked: boolean; created: boolean }
  | { ok: false; reason: SsoErrorCode; userId?: number };

/**
 * Active, with a role in the account, and none elsewhere: an account's IdP (which its owners
 * control) signs in only people whose every right is in that account, or one account could take
 * over the session of someone who also works for another, or of platform staff.
 */
async function mayUseAccountSso(tx: Queryable, user: SsoUser, accountId: number) {
  return (
    user.status === 'active' &&
    (await hasGrantInAccount(tx, user.id, accountId)) &&
    !(await holdsOutsideAccount(tx, user.id, accountId))
  );
}

/** Made before the transaction (argon2 is slow): the password of a just-in-time user nobody knows. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * Who this sign-in is, in the provider's account. A subject already linked decides alone (an
 * e-mail changed at the IdP must not move the login to someone else). Otherwise the verified
 * e-mail finds the person, unless they are linked to another subject of this provider; a new
 * person is created only when the provider allows just-in-time creation. Only an active person
 * whose roles are all in the account gets through; the link is written only then.
 */
export async function resolveSsoUser(
  tx: Queryable,
  provider: StoredProvider,
  person: IdpPerson,
  jitPasswordHash: string,
): Promise<Resolved> {
  const linkedUser = await userOfSubject(tx, provider.id, person.subject);
  if (linkedUser) {
    if (!(await mayUseAccountSso(tx, linkedUser, provider.accountId))) {
      return { ok: false, reason: 'sso_no_access', userId: linkedUser.id };
    }
    await touchIdentity(tx, provider.id, person.subject);
    return { ok: true, user: linkedUser, linked: false, created: false };
  }

  const byEmail = await userByEmail(tx, person.email);
  if (byEmail) {
    if ((await linkedSubjectOf(tx, provider.id, byEmail.id)) !== null) {
      return { ok: false, reason: 'sso_no_access', userId: byEmail.id };
    }
    if (!(await mayUseAccountSso(tx, byEmail, provider.accountId))) {
      return { ok: false, reason: 'sso_no_access', userId: byEmail.id };
    }
    await linkIdentity(tx, provider.id, person.subject, byEmail.id);
    return { ok: true, user: byEmail, linked: true, created: false };
  }

  if (!provider.jitEnabled || provider.jitRoleId === null) return { ok: false, reason: 'sso_no_access' };
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
