import type { OidcPreset } from '@talent/contract';

/**
 * Whether the ID token vouches for its e-mail address: `email_verified: true` (OIDC), or for
 * Microsoft Entra ID, which sends no `email_verified`, its optional claim `xms_edov: true` (the
 * address's domain is verified by the directory's owner; add `email` and `xms_edov` as optional
 * claims in the app registration).
 */
export function emailVerifiedBy(preset: OidcPreset, claims: Record<string, unknown>): boolean {
  if (claims.email_verified === true) return true;
  return preset === 'entra' && claims.email_verified === undefined && claims.xms_edov === true;
}
