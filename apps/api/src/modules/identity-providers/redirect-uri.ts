import { brandBase } from '../branding/links.js';

/** Where the IdP sends the browser back to, on `base` (a brand host's origin or PUBLIC_URL). */
export const callbackUrl = (base: string, providerUuid: string) =>
  `${base}/portal/auth/oauth/${encodeURIComponent(providerUuid)}/callback`;

/**
 * The base an account's sign-ins come back to: its brand host (with PUBLIC_URL's scheme and port),
 * else PUBLIC_URL. Never built from a request (SECURITY 21).
 */
export const baseFor = (publicUrl: string, brandHost: string | null) =>
  (brandHost && brandBase(publicUrl, brandHost)) || publicUrl;
