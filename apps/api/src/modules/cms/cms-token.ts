import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CmsClaims } from '@talent/contract';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** A compact HS256 JWT of `claims`, the format site-content editors check out of the box. */
export function signCmsToken(claims: CmsClaims, secret: string): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a token we signed that has not expired; null otherwise. */
export function verifyCmsToken(token: string, secret: string, now = Date.now()): CmsClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CmsClaims;
  return claims.aud === 'cms' && claims.exp * 1000 > now ? claims : null;
}
