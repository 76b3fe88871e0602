import { interpolate, type Locale } from '@talent/contract';
import type { Config } from '../../../config.js';
import type { Queryable } from '../../../db/client.js';
import { candidateLinkBase } from '../../branding/links.js';
import { signLink } from '../links/signed-links.js';
import { privacyTexts } from '../texts/index.js';
import { findNotice } from './notices.repo.js';
import { MANAGE_LINK_DAYS, MANAGE_PATH, noticeUrl, tokenUrl } from './paths.js';

export type FooterPlace = { accountId: number; siteId: number };
/** What of the configuration a footer needs: where links point, and the key they are signed with. */
type FooterConfig = Pick<Config, 'publicUrl' | 'secretsKey'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The footer maker for one site's mails: the site's notice and link base are read once, so a bulk
 * status change signs each candidate's link without a query per mail.
 */
export async function privacyFooterMaker(q: Queryable, config: FooterConfig, place: FooterPlace) {
  const [{ linkBase }, notice] = await Promise.all([
    candidateLinkBase(q, config.publicUrl, place.accountId),
    findNotice(q, place),
  ]);
  return (seekerId: string | null, locale: Locale): string => {
    const text = privacyTexts[locale].privacyConsent;
    const lines: string[] = [];
    // No notice published: a link to it would open a "no notice" page, so there is none.
    if (notice) lines.push(interpolate(text.footerNotice, { url: noticeUrl(linkBase, place.siteId, locale) }));
    if (seekerId) {
      const token = signLink(config.secretsKey, {
        purpose: 'manage',
        accountId: place.accountId,
        siteId: place.siteId,
        seekerId,
        expiresAt: new Date(Date.now() + MANAGE_LINK_DAYS * DAY_MS),
      });
      lines.push(interpolate(text.footerManage, { url: tokenUrl(linkBase, MANAGE_PATH, token) }));
    }
    return lines.length ? `\n\n--\n${lines.join('\n')}` : '';
  };
}

/**
 * The text appended to a candidate e-mail's body: the notice link (when the site has one) and, with
 * a seeker, their signed manage link (erase, export), in the mail's language. Empty when neither.
 */
export async function privacyFooter(
  q: Queryable,
  config: FooterConfig,
  m: FooterPlace & { seekerId: string | null; locale: Locale },
): Promise<string> {
  return (await privacyFooterMaker(q, config, m))(m.seekerId, m.locale);
}

/** A mail with the footer appended to its text (the HTML part, rendered from the text, carries it too). */
export function withFooter<M extends { text: string }>(mail: M, footer: string): M {
  return footer ? { ...mail, text: mail.text + footer } : mail;
}
