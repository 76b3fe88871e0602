import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

type Claims = JWTPayload & { aud: string; exp: number };
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A compact HS256 JWT of `claims` (they carry their own `iat` and `exp`): what external editors and sites check. */
export const signHs256 = (claims: Claims, secret: string): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));

/**
 * The claims of an HS256 token signed with `secret` for `audience` that has not expired; null
 * otherwise. Only HS256 is accepted: `none` and any other algorithm named in the header are refused.
 */
export async function verifyHs256<T extends Claims>(
  token: string,
  secret: string,
  audience: string,
  now = Date.now(),
): Promise<T | null> {
  try {
    const { payload } = await jwtVerify<T>(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
