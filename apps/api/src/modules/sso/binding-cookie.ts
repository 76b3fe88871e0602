import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../platform/auth/tokens.js';

/**
 * The browser binding of a sign-in round trip: a random value in a cookie of this browser, whose
 * hash is kept with the pending login and the one-time code. A callback or an exchange from
 * another browser lacks it, so a victim cannot be signed in to an attacker's account (login CSRF)
 * nor a stolen code used elsewhere. `__Secure-` (Secure, host-only) on https; `__Host-` would need
 * Path=/, and this cookie is for the OAuth paths only.
 */
export const BINDING_PATH = '/portal/auth/oauth';
const BINDING_SECONDS = 10 * 60;
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export const bindingCookieName = (publicUrl: string) => (publicUrl.startsWith('https:') ? '__Secure-tp_sso' : 'tp_sso');

/** The binding value the request carries, if well-formed. */
export function bindingOf(request: FastifyRequest, publicUrl: string): string | null {
  const name = bindingCookieName(publicUrl);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return VALUE.test(value) ? value : null;
    }
  }
  return null;
}

export const newBinding = () => randomBytes(32).toString('base64url');
export const bindingHash = (value: string) => hashToken(`sso-binding:${value}`);

/** Set-Cookie for the binding (`value` null: removes it). */
export function bindingCookie(publicUrl: string, value: string | null): string {
  const secure = publicUrl.startsWith('https:');
  return [
    `${bindingCookieName(publicUrl)}=${value ?? ''}`,
    `Path=${BINDING_PATH}`,
    `Max-Age=${value ? BINDING_SECONDS : 0}`,
    'HttpOnly',
    // Lax: sent on the IdP's top-level redirect back to the callback, not on cross-site subrequests.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
