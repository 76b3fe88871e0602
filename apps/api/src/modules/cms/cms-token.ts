import type { CmsClaims } from '@talent/contract';
import { signHs256, verifyHs256 } from '../../platform/auth/jwt.js';

/** The site-content editor's token: HS256, audience `cms`. */
export const signCmsToken = (claims: CmsClaims, secret: string): Promise<string> => signHs256(claims, secret);

/** The claims of a CMS token we signed that has not expired; null otherwise. */
export const verifyCmsToken = (token: string, secret: string, now = Date.now()): Promise<CmsClaims | null> =>
  verifyHs256<CmsClaims>(token, secret, 'cms', now);
