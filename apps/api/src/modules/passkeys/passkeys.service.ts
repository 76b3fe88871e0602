import { createHmac } from 'node:crypto';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AddPasskeyBody, Passkey, PasskeyCeremony } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { addSessionAmr } from '../../platform/auth/sessions.repo.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import type { LinkContext } from '../branding/links.js';
import { checkCurrentPassword } from '../my-account/my-account.service.js';
import { mailPasskeyNotice } from './passkey-mail.js';
import { passkeyView } from './passkey-view.js';
import {
  consumeChallenge,
  createChallenge,
  credentialIdsOf,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  renamePasskey,
} from './passkeys.repo.js';
import { relyingPartyOf } from './relying-party.js';

export type PasskeyCaller = { userId: number; sessionId: number; email: string; name: string };

/** Minutes a ceremony's challenge stays answerable (the browser's own timeout is within it). */
export const CEREMONY_MINUTES = 5;
const CEREMONY_TIMEOUT_MS = 3 * 60_000;

/** How a passkey sign-in is recorded in `amr` (RFC 8176): a device-bound key `hwk`, a synced one `swk`. */
export const passkeyAmr = (deviceType: 'singleDevice' | 'multiDevice') =>
  deviceType === 'singleDevice' ? 'hwk' : 'swk';

/**
 * The WebAuthn user handle: stable per person (so an authenticator replaces rather than piles up
 * their entries), and a keyed hash, so it tells nobody the person's id.
 */
export const userHandle = (ctx: AppContext, userId: number) =>
  new Uint8Array(createHmac('sha256', ctx.config.secretsKey).update(`passkey-user:${userId}`).digest());

export async function passkeysOf(ctx: AppContext, userId: number): Promise<Passkey[]> {
  return (await listPasskeys(ctx.db, userId)).map(passkeyView);
}

/**
 * Registration, first step (the password again: a passkey is a new way in). Options for
 * `navigator.credentials.create` on this host: a discoverable credential with user verification,
 * none of the person's existing passkeys again; the challenge waits server-side behind a ticket.
 */
export async function startRegistration(
  ctx: AppContext,
  caller: PasskeyCaller,
  password: string,
  links: LinkContext,
): Promise<PasskeyCeremony> {
  await requirePassword(ctx, caller.userId, password);
  const rp = await relyingPartyOf(ctx.db, links);
  const existing = await credentialIdsOf(ctx.db, caller.userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpId,
    userName: caller.email,
    userDisplayName: caller.name,
    userID: userHandle(ctx, caller.userId),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  const ticket = newToken();
  await createChallenge(ctx.db, {
    ticketHash: hashToken(ticket),
    challenge: options.challenge,
    purpose: 'register',
    userId: caller.userId,
    rpId: rp.rpId,
    origin: rp.origin,
    minutes: CEREMONY_MINUTES,
  });
  // The library's interface as plain JSON for the contract's open schema.
  return { ticket, options: { ...options } };
}

/**
 * Registration, second step: the authenticator's answer must sign this ticket's challenge, from
 * the origin and for the relying party it was issued for, with the person verified. This session
 * has now proved a key the person holds (like a TOTP code at enrolment).
 */
export async function finishRegistration(
  ctx: AppContext,
  caller: PasskeyCaller,
  body: AddPasskeyBody,
  actor: AuditActor,
  links: LinkContext,
): Promise<Passkey> {
  const issued = await consumeChallenge(ctx.db, hashToken(body.ticket), 'register');
  if (!issued || issued.userId !== caller.userId) throw new AppError('passkey_ticket_invalid');
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: body.credential as RegistrationResponseJSON,
      expectedChallenge: issued.challenge,
      expectedOrigin: issued.origin,
      expectedRPID: issued.rpId,
      requireUserVerification: true,
    });
  } catch (cause) {
    throw new AppError('passkey_failed', { cause });
  }
  if (!verified.verified || !verified.registrationInfo.userVerified) throw new AppError('passkey_failed');
  const info = verified.registrationInfo;

  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertPasskey(tx, {
      userId: caller.userId,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      rpId: issued.rpId,
      name: body.name ?? 'Passkey',
    });
    // Already registered (this person's: excluded by the options, so a forged answer; or another's).
    if (!row) throw new AppError('passkey_failed');
    await addSessionAmr(tx, caller.sessionId, passkeyAmr(info.credentialDeviceType));
    await recordAudit(tx, actor, {
      action: 'passkey.added',
      subjectType: 'user',
      subjectId: caller.userId,
      data: { passkey: row.uuid, name: row.name, host: row.rpId, synced: row.backedUp },
    });
    await mailPasskeyNotice(tx, links, caller.userId, 'added', { name: row.name, host: row.rpId });
    return row;
  });
  ctx.mail.kick();
  return passkeyView(created);
}

/** The password again, before a change to the person's ways in (a 422 on `password` otherwise). */
async function requirePassword(ctx: AppContext, userId: number, password: string) {
  if (!(await checkCurrentPassword(ctx, userId, password)))
    throw invalidFields({ password: [{ rule: 'current_password' }] });
}

export async function renameOwnPasskey(
  ctx: AppContext,
  userId: number,
  uuid: string,
  body: { name: string; password: string },
  actor: AuditActor,
): Promise<Passkey> {
  await requirePassword(ctx, userId, body.password);
  const { name } = body;
  return ctx.db.transaction(async (tx) => {
    const row = await renamePasskey(tx, userId, uuid, name);
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'passkey.renamed',
      subjectType: 'user',
      subjectId: userId,
      data: { passkey: row.uuid, name: row.name },
    });
    return passkeyView(row);
  });
}

export async function removeOwnPasskey(
  ctx: AppContext,
  userId: number,
  uuid: string,
  password: string,
  actor: AuditActor,
  links: LinkContext,
) {
  await requirePassword(ctx, userId, password);
  await ctx.db.transaction(async (tx) => {
    const row = await deletePasskey(tx, userId, uuid);
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'passkey.removed',
      subjectType: 'user',
      subjectId: userId,
      data: { passkey: row.uuid, name: row.name, host: row.rpId },
    });
    await mailPasskeyNotice(tx, links, userId, 'removed', { name: row.name, host: row.rpId });
  });
  ctx.mail.kick();
}
