import { expect } from 'vitest';
import { type DevOidcProvider, startOidcProvider } from '../../../../scripts/dev-oidc-provider.mjs';
import type { Harness } from './harness.js';

export type { DevOidcProvider };

/** The development OIDC provider on a free port: a real IdP process part for the test file. */
export const startTestIdp = () => startOidcProvider({ port: 0 });

/** A cookie jar of one browser at the IdP. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * What a browser does at the IdP: opens the authorization URL, fills in the login form with
 * `email` (and the "second factor" box), and follows redirects until the IdP sends it away.
 * Answers that last redirect (the portal's callback URL, or an error redirect).
 */
export async function signInAtIdp(authorizationUrl: string, email: string, options: { mfa?: boolean } = {}) {
  const idpOrigin = new URL(authorizationUrl).origin;
  const jar = new Jar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.take(res);
    return res;
  };
  let res = await go(authorizationUrl);
  let location = res.headers.get('location');
  expect(location, `IdP answered ${res.status}`).toBeTruthy();
  let url = new URL(location!, idpOrigin);
  const page = await go(url.href);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ email, ...(options.mfa ? { mfa: '1' } : {}) });
  res = await go(`${url.href}/login`, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  for (let hops = 0; hops < 10; hops++) {
    location = res.headers.get('location');
    expect(location, `IdP answered ${res.status}`).toBeTruthy();
    url = new URL(location!, idpOrigin);
    if (url.origin !== idpOrigin) return url;
    res = await go(url.href);
  }
  throw new Error('too many redirects at the IdP');
}

/** The portal binding cookie's `name=value` from a Set-Cookie answer. */
export function bindingFrom(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('tp_sso='));
  expect(line, 'binding cookie set').toBeTruthy();
  return line!.split(';')[0]!;
}

/** A browser's whole round trip through the portal (on host `host`) and the IdP, up to the portal's last redirect. */
export async function ssoRoundTrip(
  t: Harness,
  provider: string,
  email: string,
  options: { host?: string; to?: string; mfa?: boolean; cookie?: string } = {},
) {
  const host = options.host ?? 'localhost';
  const query = options.to ? `?to=${encodeURIComponent(options.to)}` : '';
  const start = await t.call({
    method: 'GET',
    url: `/portal/auth/oauth/${provider}/start${query}`,
    headers: { host, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  expect(start.statusCode).toBe(302);
  const cookie = bindingFrom(start.headers['set-cookie']);
  const atIdp = await signInAtIdp(String(start.headers.location), email, { mfa: options.mfa });
  const callback = () =>
    t.call({ method: 'GET', url: `${atIdp.pathname}${atIdp.search}`, headers: { host: atIdp.host, cookie } });
  return { start, cookie, atIdp, callback };
}

/** The redirect of a callback read back: the one-time code and path of a success, or the error code. */
export function landing(location: string | undefined) {
  const url = new URL(String(location));
  const fragment = new URLSearchParams(url.hash.slice(1));
  return {
    url,
    code: fragment.get('code'),
    to: fragment.get('to'),
    error: url.searchParams.get('sso_error'),
  };
}
