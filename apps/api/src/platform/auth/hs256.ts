import { createHmac, timingSafeEqual } from 'node:crypto';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

type Claims = { aud: string; exp: number };

/** A compact HS256 JWT of `claims`, the format external editors and sites check out of the box. */
export function signHs256(claims: Claims, secret: string): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a token we signed for `audience` that has not expired; null otherwise. */
export function verifyHs256<T extends Claims>(token: string, secret: string, audience: string, now = Date.now()) {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  return claims.aud === audience && claims.exp * 1000 > now ? claims : null;
}
