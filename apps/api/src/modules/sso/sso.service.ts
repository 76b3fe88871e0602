import { randomBytes } from 'node:crypto';
import { type LoginResponse, type PublicProvider, SSO_CODE_PATH, type SsoErrorCode } from '@talent/contract';
import * as oidc from 'openid-client';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { hasSecondFactor } from '../../platform/auth/amr.js';
import { takeAttempt } from '../../platform/auth/throttle.repo.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { type ClientInfo, openSession } from '../auth/open-session.js';
import { brandBase, type LinkContext, requestHostname } from '../branding/links.js';
import type { StoredProvider } from '../identity-providers/identity-providers.repo.js';
import { clientOf } from '../identity-providers/identity-providers.service.js';
import { discoverProviderCached } from '../identity-providers/oidc-client.js';
import { callbackUrl } from '../identity-providers/redirect-uri.js';
import { secondFactorChallenge } from '../two-factor/second-factor.service.js';
import { findTwoFactor } from '../two-factor/two-factor.repo.js';
import { bindingHash } from './binding-cookie.js';
import {
  accountOfBrandHost,
  claimExchangeCode,
  claimPendingLogin,
  enabledProviders,
  findEnabledProvider,
  insertExchangeCode,
  insertPendingLogin,
  isActiveUser,
  userByEmail,
} from './sso.repo.js';
import { emailDomainOf } from './sso-eligibility.js';
import { mailFirstSsoSignIn } from './sso-mail.js';
import { resolveSsoUser, unusablePasswordHash } from './sso-user.js';
import { emailVerifiedBy } from './verified-email.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PENDING_MINUTES = 10;
const EXCHANGE_SECONDS = 60;
/** IdP `amr` values that mean more than one factor (RFC 8176). */
const IDP_MULTI_FACTOR = new Set(['mfa', 'otp', 'hwk', 'swk']);

/** Where a browser goes: a path on the host it is on (before a brand is known) or an absolute URL. */
export type Redirect = { location: string };

/** `/login?sso_error=…` (and the wanted path back), relative so it stays on the browser's host. */
const loginError = (code: SsoErrorCode, base = '', to?: string | null) =>
  `${base}/login?sso_error=${code}${to ? `&to=${encodeURIComponent(to)}` : ''}`;

const configurationOf = (ctx: AppContext, provider: StoredProvider) =>
  discoverProviderCached(
    `${provider.uuid}:${provider.updatedAt.getTime()}`,
    clientOf(ctx, provider),
    ctx.config.outbound,
  );

/** The account whose brand host the request came to (SECURITY 21: the host is only compared). */
async function hostAccount(ctx: AppContext, requestHost: string | null) {
  const hostname = requestHostname(requestHost);
  if (hostname === null) return null;
  const accountId = await accountOfBrandHost(ctx.db, hostname);
  const base = accountId === null ? null : brandBase(ctx.config.publicUrl, hostname);
  return accountId === null || base === null ? null : { accountId, base };
}

/** The login page's "Sign in with …" buttons: the enabled providers of the brand host's account. */
export async function publicProviders(ctx: AppContext, requestHost: string | null): Promise<PublicProvider[]> {
  const host = await hostAccount(ctx, requestHost);
  if (!host) return [];
  const rows = await enabledProviders(ctx.db, host.accountId);
  return rows.map((r) => ({ id: r.uuid, display_name: r.displayName, preset: r.preset }));
}

/** A provider of the host's account, enabled; otherwise "Unknown OAuth provider." (404). */
async function providerForHost(ctx: AppContext, uuid: string, requestHost: string | null) {
  if (!UUID.test(uuid)) return null;
  const host = await hostAccount(ctx, requestHost);
  const provider = host && (await findEnabledProvider(ctx.db, host.accountId, uuid));
  return host && provider ? { provider, base: host.base } : null;
}

/**
 * Start: a pending login (state, nonce and PKCE verifier kept here, the state and browser binding
 * only as hashes) and the IdP's authorization URL to send the browser to.
 */
export async function startSso(
  ctx: AppContext,
  input: { uuid: string; to: string | undefined; requestHost: string | null; binding: string; ip: string },
): Promise<Redirect> {
  const found = await providerForHost(ctx, input.uuid, input.requestHost);
  if (!found) return { location: loginError('unknown_oauth_provider', '', input.to) };
  // Each start stores a row and may contact the IdP: bounded per client address (SECURITY 26).
  const { auth } = ctx.config;
  const limit = { key: `sso-start:${input.ip}`, max: auth.ssoStartsPerIp };
  if ((await takeAttempt(ctx.db, [limit], auth.throttleWindowSeconds)) > 0) {
    return { location: loginError('sso_failed', '', input.to) };
  }
  const { provider, base } = found;
  let config: oidc.Configuration;
  try {
    config = await configurationOf(ctx, provider);
  } catch {
    return { location: loginError('sso_failed', '', input.to) };
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await insertPendingLogin(ctx.db, {
    stateHash: hashToken(state),
    providerId: provider.id,
    nonce,
    codeVerifier,
    returnTo: input.to ?? null,
    baseUrl: base,
    bindingHash: bindingHash(input.binding),
    minutes: PENDING_MINUTES,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(base, provider.uuid),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: url.href };
}

/** A refusal of the callback: audited with why, then the login page says it (translated). */
class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

type Callback = {
  uuid: string;
  search: string;
  requestHost: string | null;
  binding: string | null;
  links: LinkContext;
  actor: AuditActor;
};

/**
 * The IdP's redirect back: checks the state (a live, unused pending login of this provider, from
 * this browser), swaps the code for tokens (PKCE, nonce, and the ID token's signature, issuer,
 * audience and times, with clock tolerance), then decides who signs in. Success answers a
 * one-time code in the fragment of `/login/sso`; anything else `/login?sso_error=…`.
 */
export async function ssoCallback(ctx: AppContext, input: Callback): Promise<Redirect> {
  const found = await providerForHost(ctx, input.uuid, input.requestHost);
  if (!found) return { location: loginError('unknown_oauth_provider') };
  const { provider } = found;
  const params = new URLSearchParams(input.search);
  const state = params.get('state');
  const pending = state ? await claimPendingLogin(ctx.db, hashToken(state), provider.id) : null;
  // A refusal has no signed-in actor; who it was about (if known) is in its data.
  const refused = (data: Record<string, unknown>) =>
    recordAudit(ctx.db, input.actor, {
      action: 'auth.sso_refused',
      subjectType: 'identity_provider',
      subjectId: provider.uuid,
      accountId: provider.accountId,
      data,
    });
  if (!pending) {
    await refused({ reason: 'sso_failed', why: 'unknown or used state' });
    return { location: loginError('sso_failed', found.base) };
  }
  const to = pending.returnTo;
  try {
    if (input.binding === null || bindingHash(input.binding) !== pending.bindingHash) {
      throw new SsoRefusal('sso_failed', { why: 'callback from another browser' });
    }
    const person = await validatedPerson(ctx, provider, pending, state!, input.search);
    const code = randomBytes(32).toString('base64url');
    const jitHash =
      provider.jitEnabled && !(await userByEmail(ctx.db, person.email)) ? await unusablePasswordHash() : '';
    await ctx.db.transaction(async (tx) => {
      const resolved = await resolveSsoUser(tx, provider, person, jitHash);
      if (!resolved.ok) throw new SsoRefusal(resolved.reason, { email: person.email, user_id: resolved.userId });
      const actor = { ...input.actor, userId: resolved.user.id };
      if (resolved.created) {
        await recordAudit(tx, actor, {
          action: 'user.created_by_sso',
          subjectType: 'user',
          subjectId: resolved.user.id,
          accountId: provider.accountId,
          data: { provider: provider.uuid, role_id: provider.jitRoleId },
        });
      }
      await recordAudit(tx, actor, {
        action: 'auth.sso_login',
        subjectType: 'identity_provider',
        subjectId: provider.uuid,
        accountId: provider.accountId,
        data: { amr: person.amr, linked: resolved.linked, created: resolved.created },
      });
      if (resolved.linked) {
        await mailFirstSsoSignIn(tx, input.links, resolved.user, provider.accountId, provider.displayName);
      }
      await insertExchangeCode(tx, {
        codeHash: hashToken(code),
        userId: resolved.user.id,
        providerId: provider.id,
        amr: person.amr,
        bindingHash: pending.bindingHash,
        seconds: EXCHANGE_SECONDS,
      });
    });
    ctx.mail.kick();
    const fragment = new URLSearchParams({ code, ...(to ? { to } : {}) });
    return { location: `${pending.baseUrl}${SSO_CODE_PATH}#${fragment}` };
  } catch (error) {
    const refusal =
      error instanceof SsoRefusal
        ? error
        : new SsoRefusal('sso_failed', { why: (error as Error)?.message?.slice(0, 200) ?? 'error' });
    await refused({ reason: refusal.code, ...refusal.detail });
    return { location: loginError(refusal.code, pending.baseUrl, to) };
  }
}

/**
 * The ID token checked and read: a verified e-mail in an allowed domain, and the session's amr
 * (`mfa` only from a provider its owner marked as enforcing a second factor).
 */
async function validatedPerson(
  ctx: AppContext,
  provider: StoredProvider,
  pending: { nonce: string; codeVerifier: string; baseUrl: string },
  state: string,
  search: string,
) {
  const config = await configurationOf(ctx, provider);
  // Built from the stored base, never from the request's host (SECURITY 21).
  const current = new URL(`${callbackUrl(pending.baseUrl, provider.uuid)}?${new URLSearchParams(search)}`);
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new SsoRefusal('sso_failed', { why: 'no ID token' });
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || !emailVerifiedBy(provider.preset, claims)) {
    throw new SsoRefusal('sso_email_unverified', { email: email || null });
  }
  // The account's proven domains are checked with the person (`resolveSsoUser`); this list narrows them.
  if (provider.allowedDomains.length && !provider.allowedDomains.includes(emailDomainOf(email))) {
    throw new SsoRefusal('sso_domain_not_allowed', { email });
  }
  // The IdP's `amr` is only its word: it stands for a second factor where the owner said this
  // provider always asks for one; elsewhere the person's own second factor and the account's rule apply.
  const idpAmr = Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [];
  const amr = provider.enforcesMfa && idpAmr.some((m) => IDP_MULTI_FACTOR.has(m)) ? ['sso', 'mfa'] : ['sso'];
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
  return { subject: claims.sub, email, name, amr };
}

/**
 * The SPA's exchange of the one-time code (same browser, within a minute, once) for what a
 * password sign-in answers: a session, or the second-factor step when the person has TOTP and
 * the IdP did not say it asked for more than one factor. Either way the session is bound to the
 * provider's account: an account's IdP speaks for that account only (SECURITY 32).
 */
export async function exchangeSsoCode(
  ctx: AppContext,
  code: string,
  binding: string | null,
  client: ClientInfo,
): Promise<LoginResponse> {
  if (binding === null) throw new AppError('sso_code_invalid');
  return ctx.db.transaction(async (tx) => {
    const row = await claimExchangeCode(tx, hashToken(code), bindingHash(binding));
    if (!row || !(await isActiveUser(tx, row.userId))) throw new AppError('sso_code_invalid');
    const twoFactor = await findTwoFactor(tx, row.userId);
    if (twoFactor?.enabledAt && !hasSecondFactor(row.amr))
      return secondFactorChallenge(tx, ctx, row.userId, row.amr, row.accountId);
    return openSession(tx, ctx, row.userId, row.amr, client, row.accountId);
  });
}
