import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { candidateLinkBase } from '../branding/links.js';
import { signLink } from '../privacy/links/signed-links.js';

/** The public page and one-click endpoint behind a candidate mail's unsubscribe link. */
export const UNSUBSCRIBE_PATH = '/portal/public/unsubscribe';
/** Where the "you are unsubscribed" page's button posts, with the same token: subscribe again. */
export const RESUBSCRIBE_PATH = '/portal/public/resubscribe';

/**
 * How long an unsubscribe link works. Long: it sits in every update a candidate keeps, and what it
 * does is harmless to its holder's target (stop mail), so there is no reason to make it die soon.
 */
export const UNSUBSCRIBE_LINK_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The unsubscribe URLs of one site's candidate mail (`List-Unsubscribe`, RFC 8058): on the account's
 * brand host (else PUBLIC_URL), a signed link naming the candidate, their site and account. The
 * host is read once, so a bulk status change signs each candidate's link without a query per mail.
 */
export async function unsubscribeLinkMaker(
  q: Queryable,
  config: Pick<Config, 'publicUrl' | 'secretsKey'>,
  scope: SiteScope,
): Promise<(seekerId: string) => string> {
  const { linkBase } = await candidateLinkBase(q, config.publicUrl, scope.accountId);
  return (seekerId) => {
    const token = signLink(config.secretsKey, {
      purpose: 'unsubscribe',
      accountId: scope.accountId,
      siteId: scope.siteId,
      seekerId,
      expiresAt: new Date(Date.now() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
    });
    return `${linkBase}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  };
}
