import { z } from 'zod';

/** Lifetime of a token for the external site-content editor. */
export const CMS_TOKEN_SECONDS = 300;

/**
 * POST /v1/cms/auth/token: a short-lived token (HS256 JWT, audience `cms`) naming the user and
 * the selected site, for the external editor of the site's pages.
 */
export const CmsTokenSchema = z
  .object({
    token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    editor_url: z.string().nullable().describe('Where the editor lives, with the token to open it; null if not set.'),
  })
  .meta({ id: 'CmsToken' });
export type CmsToken = z.infer<typeof CmsTokenSchema>;
export const CmsTokenResponse = z.object({ data: CmsTokenSchema });

/** The token's claims. */
export type CmsClaims = {
  iss: string;
  aud: 'cms';
  sub: string;
  name: string;
  email: string;
  account: number;
  site: { id: number; name: string };
  /** The staff member behind an impersonation, if any. */
  act?: { sub: string };
  iat: number;
  exp: number;
};
