import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { PasskeyCeremony, PasskeyLoginBody, TokenResponse } from '@talent/contract';
import { recordAudit } from '../../platform/audit.js';
import { releaseAttempt, takeAttempt } from '../../platform/auth/throttle.repo.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { takeSignInAttempt, tooMany } from '../auth/login-throttle.js';
import { type ClientInfo, openSession } from '../auth/open-session.js';
import type { LinkContext } from '../branding/links.js';
import { passwordClosedBySso } from '../identity-providers/sso-rule.repo.js';
import { consumeChallenge, createChallenge, findPasskeyForLogin, recordPasskeyUse } from './passkeys.repo.js';
import { CEREMONY_MINUTES, passkeyAmr, userHandle } from './passkeys.service.js';
import { relyingPartyOf } from './relying-party.js';

// Each options request stores a challenge; a client address gets this many a minute.
const OPTIONS_PER_MINUTE = 30;

/**
 * Sign-in, first step (public, no e-mail): options for `navigator.credentials.get` on this host
 * with no allowed list, so the browser offers the discoverable passkeys it holds for it.
 */
export async function startPasskeyLogin(
  ctx: AppContext,
  links: LinkContext,
  client: ClientInfo,
): Promise<PasskeyCeremony> {
  const wait = await takeAttempt(ctx.db, [{ key: `passkey-options:${client.ip}`, max: OPTIONS_PER_MINUTE }], 60);
  if (wait > 0) throw tooMany(wait);
  const rp = await relyingPartyOf(ctx.db, links);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: 3 * 60_000,
  });
  const ticket = newToken();
  await createChallenge(ctx.db, {
    ticketHash: hashToken(ticket),
    challenge: options.challenge,
    purpose: 'login',
    userId: null,
    rpId: rp.rpId,
    origin: rp.origin,
    minutes: CEREMONY_MINUTES,
  });
  // The library's interface as plain JSON for the contract's open schema.
  return { ticket, options: { ...options } };
}

const failed = () => new AppError('passkey_failed');

/**
 * Sign-in, second step: the ticket (used up whatever happens), a passkey made for this relying
 * party, its signature over the challenge from the expected origin with the person verified, a
 * counter that grew (device-bound keys), an active owner. Every failure counts on the client
 * address's sign-in key and answers the same. The session's `amr` is the key's: two factors.
 */
export async function finishPasskeyLogin(
  ctx: AppContext,
  body: PasskeyLoginBody,
  client: ClientInfo,
): Promise<TokenResponse> {
  const ip = await takeSignInAttempt(ctx, client.ip);
  const issued = await consumeChallenge(ctx.db, hashToken(body.ticket), 'login');
  if (!issued) throw new AppError('passkey_ticket_invalid');
  const passkey = await findPasskeyForLogin(ctx.db, body.credential.id, issued.rpId);
  if (!passkey) throw failed();

  const refuse = async (reason: string) => {
    await recordAudit(
      ctx.db,
      { userId: null, impersonatorUserId: null, ip: client.ip, requestId: client.requestId },
      {
        action: 'passkey.sign_in_refused',
        subjectType: 'user',
        subjectId: passkey.userId,
        data: { passkey: passkey.uuid, reason },
      },
    );
    return failed();
  };

  const handle = body.credential.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(ctx, passkey.userId)).toString('base64url'))
    throw await refuse('user_handle');
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: body.credential as AuthenticationResponseJSON,
      expectedChallenge: issued.challenge,
      expectedOrigin: issued.origin,
      expectedRPID: issued.rpId,
      requireUserVerification: true,
      // Counter 0 here: the library's check runs before the signature's, so ours follows (below),
      // on a signed answer only, and tells a clone apart from a forgery.
      credential: { id: body.credential.id, publicKey: new Uint8Array(passkey.publicKey), counter: 0 },
    });
  } catch {
    throw await refuse('signature');
  }
  const info = verified.authenticationInfo;
  if (!verified.verified || !info.userVerified) throw await refuse('signature');
  if (passkey.status !== 'active') throw await refuse('inactive_user');
  // An account that requires single sign-on keeps its staff's way in at its identity provider, where
  // leaving the company ends it: a passkey is as local as a password, so the same rule closes it.
  if (await passwordClosedBySso(ctx.db, passkey.userId)) {
    await releaseAttempt(ctx.db, [ip]);
    throw new AppError('sso_required');
  }
  if (!(await recordPasskeyUse(ctx.db, passkey.id, { counter: info.newCounter, backedUp: info.credentialBackedUp })))
    throw await refuse('counter');

  return ctx.db.transaction(async (tx) => {
    await releaseAttempt(tx, [ip]);
    const amr = [passkeyAmr(passkey.deviceType)];
    const session = await openSession(tx, ctx, passkey.userId, amr, client);
    await recordAudit(
      tx,
      { userId: passkey.userId, impersonatorUserId: null, ip: client.ip, requestId: client.requestId },
      { action: 'passkey.used', subjectType: 'user', subjectId: passkey.userId, data: { passkey: passkey.uuid } },
    );
    return session;
  });
}
