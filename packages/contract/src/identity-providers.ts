import { z } from 'zod';

/**
 * Single sign-on through OpenID Connect (issue 20): an account's identity providers, configured by
 * its owners, and the public sign-in round trip (start → IdP → callback → one-time code → session).
 */

/** Google and Microsoft Entra ID fill the issuer in; `oidc` is any provider with discovery. */
export const OIDC_PRESET_KEYS = ['google', 'entra', 'oidc'] as const;
export const OidcPresetSchema = z.enum(OIDC_PRESET_KEYS);
export type OidcPreset = z.infer<typeof OidcPresetSchema>;

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Entra's issuer for one directory (tenant) id; `common`/`organizations` issue tokens of other issuers. */
export const ENTRA_TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const entraIssuer = (tenant: string) => `https://login.microsoftonline.com/${tenant.toLowerCase()}/v2.0`;
const ENTRA_ISSUER = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f-]{36})\/v2\.0$/i;

/** The preset's tenant, read back from a stored Entra issuer (for editing); null for others. */
export function entraTenantOf(issuer: string): string | null {
  const tenant = ENTRA_ISSUER.exec(issuer)?.[1];
  return tenant && ENTRA_TENANT_ID.test(tenant) ? tenant.toLowerCase() : null;
}

/** What each preset asks for: a fixed issuer, a tenant id that makes it, or any issuer URL. */
export const OIDC_PRESETS = {
  google: { issuer: GOOGLE_ISSUER, needsTenant: false },
  entra: { issuer: null, needsTenant: true },
  oidc: { issuer: null, needsTenant: false },
} as const satisfies Record<OidcPreset, { issuer: string | null; needsTenant: boolean }>;

/** The issuer a preset leads to (Entra needs its tenant id); null when the owner types it (generic). */
export function presetIssuer(preset: OidcPreset, tenant?: string): string | null {
  if (preset === 'google') return GOOGLE_ISSUER;
  if (preset === 'entra') return tenant && ENTRA_TENANT_ID.test(tenant) ? entraIssuer(tenant) : null;
  return null;
}

/** Whether an issuer fits its preset (Google's own, an Entra tenant's, or any for generic). */
export function issuerFitsPreset(preset: OidcPreset, issuer: string): boolean {
  if (preset === 'google') return issuer === GOOGLE_ISSUER;
  if (preset === 'entra') return entraTenantOf(issuer) !== null;
  return true;
}

/** A lower-case domain name (no scheme, no @): e-mail domains a provider may sign in. */
export const EMAIL_DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * An issuer URL: http(s), a host, an optional port and path; no credentials, query or fragment
 * (discovery appends /.well-known/openid-configuration). https only unless the server allows http
 * (development), and never a private address: both checked by the API, which resolves the host.
 */
export const ISSUER_URL = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*)?$/i;

const issuerUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  // Kept exactly as typed: the ID token's `iss` must equal it (Auth0's ends with a slash, Google's not).
  .refine((v) => ISSUER_URL.test(v), { params: { rule: 'issuer_url' } });

const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^@/, ''))
  .refine((v) => EMAIL_DOMAIN.test(v), { params: { rule: 'email_domain' } });

/** An account's identity provider as its owners see it: the client secret never leaves the server. */
export const IdentityProviderSchema = z
  .object({
    id: z.uuid(),
    preset: OidcPresetSchema,
    display_name: z.string(),
    issuer: z.string(),
    client_id: z.string(),
    has_client_secret: z.boolean(),
    allowed_domains: z
      .array(z.string())
      .describe(
        'Lower-case e-mail domains; empty lets in any verified address of a domain the account has proven (`/accounts/email-domains`).',
      ),
    enabled: z.boolean(),
    jit_enabled: z.boolean().describe('Create a user on a first sign-in from an allowed domain.'),
    jit_role_id: z.number().int().nullable(),
    enforces_mfa: z
      .boolean()
      .describe('The owner says this provider always asks for a second factor: its `amr` then counts as one.'),
    redirect_uri: z.string().describe('Register this at the identity provider as the redirect (callback) URI.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'IdentityProvider' });
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;
export const IdentityProviderResponse = z.object({ data: IdentityProviderSchema });
export const IdentityProviderListResponse = z.object({ data: z.array(IdentityProviderSchema) });

export const IdentityProviderParams = z.object({ uuid: z.uuid() });

/**
 * Creating or changing a provider. `client_secret` left out (or blank) on a change keeps the
 * stored one; a new provider needs one. Just-in-time creation needs a role.
 */
export const SaveIdentityProviderBody = z
  .object({
    preset: OidcPresetSchema,
    display_name: z.string().trim().min(1).max(80),
    issuer: issuerUrl,
    client_id: z.string().trim().min(1).max(255),
    client_secret: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .transform((v) => (v ? v : undefined)),
    allowed_domains: z.array(emailDomain).max(50).default([]),
    enabled: z.boolean().default(true),
    jit_enabled: z.boolean().default(false),
    jit_role_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    enforces_mfa: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (!issuerFitsPreset(b.preset, b.issuer)) {
      ctx.addIssue({ code: 'custom', path: ['issuer'], params: { rule: 'issuer_preset' }, message: 'preset' });
    }
    if (b.jit_enabled && b.jit_role_id === null) {
      ctx.addIssue({ code: 'custom', path: ['jit_role_id'], params: { rule: 'required' }, message: 'required' });
    }
  });
export type SaveIdentityProviderBody = z.input<typeof SaveIdentityProviderBody>;
export type SaveIdentityProvider = z.output<typeof SaveIdentityProviderBody>;

/** "Test connection": discovery and JWKS fetched now. A failure is an answer, not an error. */
export const IdentityProviderTestResultSchema = z
  .object({
    ok: z.boolean(),
    issuer: z.string(),
    authorization_endpoint: z.string().optional(),
    keys: z.number().int().optional().describe('Signing keys found in the JWKS.'),
    problem: z.string().optional().describe('Why it failed, translated.'),
  })
  .meta({ id: 'IdentityProviderTestResult' });
export type IdentityProviderTestResult = z.infer<typeof IdentityProviderTestResultSchema>;
export const IdentityProviderTestResponse = z.object({ data: IdentityProviderTestResultSchema });

/** A provider on the login page of a brand's host. `id` is what start/callback take. */
export const PublicProviderSchema = z
  .object({ id: z.uuid(), display_name: z.string(), preset: OidcPresetSchema })
  .meta({ id: 'PublicProvider' });
export type PublicProvider = z.infer<typeof PublicProviderSchema>;
export const PublicProviderListResponse = z.object({ data: z.array(PublicProviderSchema) });

/** Only a same-site path may follow a sign-in (like the login page's `?to=`). */
export function isSafeReturnPath(to: string): boolean {
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil` or `/\t/evil` is another host.
  const plain = [...to].every((c) => c.charCodeAt(0) >= 0x20 && c !== '\\');
  return plain && to.startsWith('/') && !to.startsWith('//');
}

export const SsoStartQuery = z.object({
  to: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v && isSafeReturnPath(v) ? v : undefined)),
});
export type SsoStartQuery = z.input<typeof SsoStartQuery>;

/**
 * The SPA's half of the round trip: `/login/sso#code=<code>&to=<path>` (a fragment: never in server
 * logs or a Referer; `to` is the start's path, left out when none). POST the code to
 * /auth/oauth/exchange once, for a LoginResponse.
 */
export const SSO_CODE_PATH = '/login/sso';
export const SsoExchangeBody = z.object({ code: z.string().trim().min(1).max(200) });
export type SsoExchangeBody = z.infer<typeof SsoExchangeBody>;

/**
 * Codes the callback puts in `/login?sso_error=<code>`: every one is an error of the catalogue
 * (errors.ts), so the login page shows its translation.
 */
export const SSO_ERROR_CODES = [
  'unknown_oauth_provider',
  'sso_failed',
  'sso_email_unverified',
  'sso_domain_not_allowed',
  'sso_domain_unproven',
  'sso_no_access',
  'sso_code_invalid',
  'sso_plan_full',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];
export const isSsoErrorCode = (v: unknown): v is SsoErrorCode =>
  typeof v === 'string' && (SSO_ERROR_CODES as readonly string[]).includes(v);

/** The identity provider a browser navigation starts or ends a sign-in with (its id, as the login page lists it). */
export const OAuthProviderParam = z.object({ provider: z.string().max(100) });
