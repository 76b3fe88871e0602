import type { Locale } from '@talent/contract';

/** The public pages a candidate opens from an e-mail (served by this API, on the account's brand host). */
export const NOTICE_PATH = '/portal/public/privacy/notice';
export const MANAGE_PATH = '/portal/public/privacy/manage';
export const CONSENT_PATH = '/portal/public/privacy/consent';

/**
 * How long a manage link works. Long, because candidates come back to an old application e-mail
 * months later; what it opens is safe for that long: the page shows only a masked address, a copy
 * goes to the address on file (never to the holder), and erasure needs a second, single-use step.
 */
export const MANAGE_LINK_DAYS = 90;
/** A re-consent request is about the notice of now; a month is time enough to answer it. */
export const CONSENT_LINK_DAYS = 30;

export const noticeUrl = (linkBase: string, siteId: number, locale: Locale, version?: number) =>
  `${linkBase}${NOTICE_PATH}?site=${siteId}&lang=${locale}${version === undefined ? '' : `&version=${version}`}`;

export const tokenUrl = (linkBase: string, path: string, token: string) =>
  `${linkBase}${path}?token=${encodeURIComponent(token)}`;
