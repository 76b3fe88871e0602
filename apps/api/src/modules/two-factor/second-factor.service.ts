import type { SecondFactorBody, SecondFactorChallenge, TokenResponse } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { clearFailures, releaseAttempt, takeGrowingAttempt } from '../../platform/auth/throttle.repo.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { decryptSecret } from '../../platform/secrets.js';
import { growingDelayOf, takeSignInAttempt, tooMany } from '../auth/login-throttle.js';
import { type ClientInfo, openSession } from '../auth/open-session.js';
import type { LinkContext } from '../branding/links.js';
import { findRecoveryCode } from './recovery-codes.js';
import { totpPurpose, totpStep } from './totp.js';
import {
  claimTimeStep,
  consumeTicket,
  countUnusedRecoveryCodes,
  createTicket,
  findTicket,
  findTwoFactor,
  useRecoveryCode,
} from './two-factor.repo.js';
import { mailTwoFactorNotice } from './two-factor-mail.js';

/**
 * What a first step that proved `amr` (a password, or an SSO sign-in without `mfa`) answers for
 * someone with a second factor: a ticket for the second step, stored as its sha-256. It carries the
 * account the first step's session would have been bound to (an identity provider's), so the
 * second step opens a session bound the same way.
 */
export async function secondFactorChallenge(
  q: Queryable,
  ctx: AppContext,
  userId: number,
  amr: string[],
  boundAccountId: number | null = null,
): Promise<SecondFactorChallenge> {
  const ticket = newToken();
  const minutes = ctx.config.auth.secondFactorTicketMinutes;
  await createTicket(q, { tokenHash: hashToken(ticket), userId, amr, boundAccountId, minutes });
  return { second_factor_required: true, ticket, methods: ['totp', 'recovery_code'], expires_in: minutes * 60 };
}

// Per person, whatever the address: whoever holds the ticket already knows the password, and
// six digits must not be guessable by spreading tries over many addresses.
const personKey = (userId: number) => `second-factor:${userId}`;

const ticketInvalid = () => new AppError('two_factor_ticket_invalid');

/**
 * The second step: a live ticket and the current TOTP code (a step later than the last one used)
 * or an unused recovery code give the session. Wrong codes are counted like wrong passwords: per
 * client address (the sign-in count) and per person (growing waits); the ticket stays usable
 * until it expires, so a typo costs only a retry.
 */
export async function completeSecondFactor(
  ctx: AppContext,
  body: SecondFactorBody,
  client: ClientInfo,
  links: LinkContext,
): Promise<TokenResponse> {
  const { auth } = ctx.config;
  const ip = await takeSignInAttempt(ctx, client.ip);
  const tokenHash = hashToken(body.ticket);
  const ticket = await findTicket(ctx.db, tokenHash);
  if (ticket?.status !== 'active') throw ticketInvalid();
  const userId = ticket.userId;
  const wait = await takeGrowingAttempt(ctx.db, personKey(userId), growingDelayOf(auth));
  if (wait > 0) {
    await releaseAttempt(ctx.db, [ip]);
    throw tooMany(wait);
  }

  const twoFactor = await findTwoFactor(ctx.db, userId);
  if (!twoFactor?.enabledAt || !twoFactor.secret) throw ticketInvalid();

  if (body.code !== undefined) {
    const secret = decryptSecret(ctx.config.secretsKey, totpPurpose(userId), twoFactor.secret);
    const step = await totpStep(secret, body.code, twoFactor.lastTimeStep);
    if (step === null) throw invalidFields({ code: [{ rule: 'two_factor_code' }] });
    return ctx.db.transaction(async (tx) => {
      // Both claims are conditional updates: of two requests with one code, one wins.
      if (!(await claimTimeStep(tx, userId, step))) throw invalidFields({ code: [{ rule: 'two_factor_code' }] });
      if (!(await consumeTicket(tx, tokenHash))) throw ticketInvalid();
      await clearFailures(tx, [personKey(userId)]);
      await releaseAttempt(tx, [ip]);
      return openSession(tx, ctx, userId, [...ticket.amr, 'otp'], client, ticket.boundAccountId);
    });
  }

  const codeId = await findRecoveryCode(ctx.db, ctx.config.secretsKey, userId, body.recovery_code ?? '');
  if (codeId === null) throw invalidFields({ recovery_code: [{ rule: 'recovery_code' }] });
  const session = await ctx.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, codeId))) throw invalidFields({ recovery_code: [{ rule: 'recovery_code' }] });
    if (!(await consumeTicket(tx, tokenHash))) throw ticketInvalid();
    await clearFailures(tx, [personKey(userId)]);
    await releaseAttempt(tx, [ip]);
    const opened = await openSession(tx, ctx, userId, [...ticket.amr, 'recovery'], client, ticket.boundAccountId);
    const left = await countUnusedRecoveryCodes(tx, userId);
    await recordAudit(
      tx,
      { userId, impersonatorUserId: null, ip: client.ip, requestId: client.requestId },
      { action: 'two_factor.recovery_code_used', subjectType: 'user', subjectId: userId, data: { left } },
    );
    await mailTwoFactorNotice(tx, links, userId, 'recovery_code_used', { left });
    return opened;
  });
  ctx.mail.kick();
  return session;
}
