import { BRAND_LOGO_URL } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type MailBrand, PLATFORM_MAIL_BRAND } from '../../platform/mail/mail-html.js';
import { mailBrandRow } from './branding.repo.js';
import { candidateLinkBase } from './links.js';

// A logo is a path on this portal (the brand editor refuses anything else), never a URL; an SVG one is
// left out, as many mail clients do not show SVG.
const mailableLogo = (path: string) => BRAND_LOGO_URL.test(path) && !path.endsWith('.svg');

/**
 * The brand a message of `accountId` is sent in: the account's name, colour and logo (an absolute
 * URL on its first brand host, else PUBLIC_URL, as candidates' links are); the platform's for mail
 * of no account, or of one that is gone.
 */
export async function mailBrandOf(q: Queryable, publicUrl: string, accountId: number | null): Promise<MailBrand> {
  if (accountId === null) return PLATFORM_MAIL_BRAND;
  const row = await mailBrandRow(q, accountId);
  if (!row) return PLATFORM_MAIL_BRAND;
  const logo = mailableLogo(row.logo)
    ? `${(await candidateLinkBase(q, publicUrl, accountId)).linkBase}${row.logo}`
    : null;
  return { name: row.name, color: row.color, logoUrl: logo };
}
