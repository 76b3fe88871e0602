import type { TokenResponse } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import { signInRefusal } from '../../platform/auth/grants.repo.js';
import { createSession } from '../../platform/auth/sessions.repo.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';

export type ClientInfo = { ip: string; userAgent: string | null; requestId: string };

/**
 * The one way a sign-in ends: a new session that records how the person proved who they are
 * (`amr`), its audit row, and the token, which is never stored. Refused (403 `account_suspended`
 * or `account_closing`) to someone whose every role is in a suspended or closing account. `boundAccountId`: a sign-in through
 * that account's identity provider, whose session then acts in that account alone.
 */
export async function openSession(
  q: Queryable,
  ctx: AppContext,
  userId: number,
  amr: string[],
  client: ClientInfo,
  boundAccountId: number | null = null,
): Promise<TokenResponse> {
  // Every way in (password, provider, passkey) ends here, so suspension and closing shut them all.
  const refusal = await signInRefusal(q, userId, boundAccountId);
  if (refusal) throw new AppError(refusal);
  const { session } = ctx.config;
  const token = newToken();
  const created = await createSession(q, {
    userId,
    tokenHash: hashToken(token),
    absoluteHours: session.absoluteHours,
    ip: client.ip,
    userAgent: client.userAgent,
    amr,
    boundAccountId,
  });
  await recordAudit(
    q,
    { userId, impersonatorUserId: null, ip: client.ip, requestId: client.requestId },
    { action: 'auth.login', subjectType: 'session', subjectId: created.id, data: { amr } },
  );
  return { access_token: token, token_type: 'Bearer', expires_in: session.absoluteHours * 3600 };
}
