import type { IdentityProviderTestResult, Locale } from '@talent/contract';
import { catalogues } from '@talent/contract';
import * as oidc from 'openid-client';
import { guardedFetch, type OutboundPolicy, OutboundRefused } from '../../platform/outbound/guarded-fetch.js';

/** What the client needs of a provider: its issuer and credentials (the secret decrypted). */
export type ProviderClient = { issuer: string; clientId: string; clientSecret: string };

/** Clock skew allowed on ID-token times (exp, iat) between us and the IdP. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** openid-client's fetches through the SSRF guard; its redirect option is `manual`, so none is followed. */
const fetcherFor =
  (policy: OutboundPolicy): oidc.CustomFetch =>
  (url, options) =>
    guardedFetch(
      url,
      { method: options.method, headers: options.headers, body: options.body, signal: options.signal },
      policy,
    );

/**
 * The provider's configuration from its discovery document, fetched now (openid-client checks
 * that the document names the same issuer). http:// only when the policy allows private addresses.
 */
export async function discoverProvider(p: ProviderClient, policy: OutboundPolicy): Promise<oidc.Configuration> {
  const insecure = policy.allowPrivate && p.issuer.startsWith('http:');
  return oidc.discovery(
    new URL(p.issuer),
    p.clientId,
    { client_secret: p.clientSecret, [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
    oidc.ClientSecretBasic(p.clientSecret),
    {
      [oidc.customFetch]: fetcherFor(policy),
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    },
  );
}

const CACHE_MS = 5 * 60_000;
const CACHE_MAX = 500;
const configurations = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/**
 * The same, kept a few minutes per provider version (`key`: its id and last change) for the
 * sign-in round trip: one discovery (and JWKS, cached inside the configuration) per provider, not
 * one per start and callback. "Test connection" always fetches anew.
 */
export function discoverProviderCached(
  key: string,
  p: ProviderClient,
  policy: OutboundPolicy,
): Promise<oidc.Configuration> {
  const cacheKey = `${key}|${policy.allowPrivate}`;
  const hit = configurations.get(cacheKey);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const config = discoverProvider(p, policy);
  configurations.set(cacheKey, { at: Date.now(), config });
  config.catch(() => configurations.delete(cacheKey));
  if (configurations.size > CACHE_MAX) configurations.delete(configurations.keys().next().value!);
  return config;
}

type Problem = keyof (typeof catalogues)['en']['ssoTest'];

/** Which catalogue reason an error of discovery or of the key fetch is. */
export function problemOf(error: unknown, stage: 'discovery' | 'jwks'): Problem {
  const reason = error instanceof OutboundRefused ? error.reason : null;
  const cause = (error as { cause?: unknown })?.cause;
  const inner = cause instanceof OutboundRefused ? cause.reason : reason;
  if (inner === 'address') return 'not_public';
  if (inner === 'scheme') return 'https_only';
  const code = (error as { code?: string })?.code;
  if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN') return 'https_only';
  if (stage === 'discovery' && code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') return 'issuer_mismatch';
  return stage === 'discovery' ? 'discovery_failed' : 'jwks_failed';
}

/** "Test connection": discovery and the JWKS fetched now; a failure is a translated reason, never a throw. */
export async function testProvider(
  p: ProviderClient,
  policy: OutboundPolicy,
  locale: Locale,
): Promise<IdentityProviderTestResult> {
  const text = catalogues[locale].ssoTest;
  let config: oidc.Configuration;
  try {
    config = await discoverProvider(p, policy);
  } catch (error) {
    return { ok: false, issuer: p.issuer, problem: text[problemOf(error, 'discovery')] };
  }
  const meta = config.serverMetadata();
  const base = { issuer: meta.issuer, authorization_endpoint: meta.authorization_endpoint };
  if (!meta.jwks_uri) return { ok: false, ...base, problem: text.no_keys };
  try {
    const res = await guardedFetch(meta.jwks_uri, { headers: { accept: 'application/json' } }, policy);
    if (res.status !== 200) return { ok: false, ...base, problem: text.jwks_failed };
    const body = (await res.json()) as { keys?: { use?: string }[] };
    const keys = (body.keys ?? []).filter((k) => k.use === undefined || k.use === 'sig').length;
    if (!keys) return { ok: false, ...base, keys: 0, problem: text.no_keys };
    return { ok: true, ...base, keys };
  } catch (error) {
    return { ok: false, ...base, problem: text[problemOf(error, 'jwks')] };
  }
}
