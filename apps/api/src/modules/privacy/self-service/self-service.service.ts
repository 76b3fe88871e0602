import { isLocale, type Locale, PrivacyNoticeTextsSchema, type SignedLinkPurpose } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { servesAccount } from '../../branding/public-host.js';
import { insertConsent } from '../consent/consents.repo.js';
import { accountOfSite, findNotice } from '../consent/notices.repo.js';
import { NOTICE_PATH } from '../consent/paths.js';
import { eraseSeeker } from '../erasure/erasure.service.js';
import { requestExport } from '../export/export.service.js';
import { openSignedLink } from '../links/link-on-host.js';
import { type SignedLink, useLinkOnce } from '../links/signed-links.js';
import { exportAskedLately, linkSeeker, linkUsed } from './self-service.repo.js';

/** What every page behind a candidate's link knows: whose it is, where, in their language. */
export type LinkView = { token: string; locale: Locale; site: string; email: string; noticeHref: string | null };

type Opened = { link: SignedLink; scope: SiteScope; view: LinkView; seekerId: string };

/** `a***@example.com`: enough for the candidate to know the page is theirs, not enough to learn the address. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/**
 * A token's link, when it is for `purpose`, unexpired, untampered, opened on a host that serves its
 * account (`openSignedLink`), and names a candidate of its site who was not erased. Null otherwise, whatever was wrong: one answer for all.
 */
async function openLink(
  ctx: AppContext,
  token: string,
  purpose: SignedLinkPurpose,
  requestHost: string | null,
): Promise<Opened | null> {
  const link = await openSignedLink(ctx, token, purpose, requestHost);
  if (!link) return null;
  const scope = { accountId: link.accountId, siteId: link.siteId };
  const seeker = await linkSeeker(ctx.db, scope, link.seekerId);
  if (!seeker) return null;
  const locale: Locale = isLocale(seeker.locale) ? seeker.locale : 'en';
  const notice = await findNotice(ctx.db, scope);
  return {
    link,
    scope,
    seekerId: seeker.id,
    view: {
      token,
      locale,
      site: seeker.site,
      email: maskEmail(seeker.email),
      // Relative: the notice is on the host the candidate is already on.
      noticeHref: notice ? `${NOTICE_PATH}?site=${scope.siteId}&lang=${locale}` : null,
    },
  };
}

/** The manage page (GET, and the erase question): nothing changes. */
export async function manageView(ctx: AppContext, token: string, requestHost: string | null) {
  const opened = await openLink(ctx, token, 'manage', requestHost);
  return opened && !(await linkUsed(ctx.db, opened.link)) ? opened.view : null;
}

/**
 * "Send me a copy": B's export, mailed to the address on file when ready (never to whoever holds
 * the link). At most one a candidate asks for per hour: within it, the same answer, nothing queued.
 */
export async function exportFromLink(ctx: AppContext, token: string, requestHost: string | null, actor: AuditActor) {
  const opened = await openLink(ctx, token, 'manage', requestHost);
  if (!opened || (await linkUsed(ctx.db, opened.link))) return null;
  if (!(await exportAskedLately(ctx.db, opened.scope, opened.seekerId)))
    await requestExport(ctx, opened.scope, opened.seekerId, { origin: 'candidate', actor });
  return opened.view;
}

/**
 * The confirmed erasure: the link is used once (a replay, or a second tab, gets the "not valid"
 * page), then A's engine erases the candidate in its own transaction. Should that fail, the link
 * stays used: the candidate uses the link in another of their mails.
 */
export async function eraseFromLink(ctx: AppContext, token: string, requestHost: string | null, actor: AuditActor) {
  const opened = await openLink(ctx, token, 'manage', requestHost);
  if (!opened || !(await useLinkOnce(ctx.db, opened.link))) return null;
  await eraseSeeker(ctx, opened.scope, opened.seekerId, {
    origin: 'candidate',
    reason: 'Requested by the candidate',
    actor,
  });
  return opened.view;
}

/** The consent page: the current notice in the candidate's language, while the link is unused. */
export async function consentView(ctx: AppContext, token: string, requestHost: string | null) {
  const opened = await openLink(ctx, token, 'consent', requestHost);
  if (!opened || (await linkUsed(ctx.db, opened.link))) return null;
  const notice = await findNotice(ctx.db, opened.scope);
  if (!notice) return null;
  const text = PrivacyNoticeTextsSchema.parse(notice.texts)[opened.view.locale];
  return { ...opened.view, version: notice.version, title: text.title, body: text.body };
}

/** Records the candidate's consent to the current notice (source `reconsent`, their address), once per link. */
export async function consentFromLink(ctx: AppContext, token: string, requestHost: string | null, actor: AuditActor) {
  const opened = await openLink(ctx, token, 'consent', requestHost);
  if (!opened) return null;
  return ctx.db.transaction(async (tx) => {
    const notice = await findNotice(tx, opened.scope);
    if (!notice || !(await useLinkOnce(tx, opened.link))) return null;
    await insertConsent(tx, opened.scope, {
      seekerId: opened.seekerId,
      version: notice.version,
      source: 'reconsent',
      ip: actor.ip,
    });
    await recordAudit(tx, actor, {
      action: 'seeker.consented',
      subjectType: 'seeker',
      subjectId: opened.seekerId,
      ...opened.scope,
      data: { version: notice.version, source: 'reconsent' },
    });
    return { ...opened.view, version: notice.version };
  });
}

/**
 * The public notice page: the site's latest version (or `version`) in `locale`. Null when the
 * site has none, or when the request came to a host that does not serve its account.
 */
export async function noticePageView(
  ctx: AppContext,
  query: { site: number; version?: number | undefined },
  locale: Locale,
  requestHost: string | null,
) {
  const site = await accountOfSite(ctx.db, query.site);
  if (!site) return null;
  if (!(await servesAccount(ctx, requestHost, site.accountId))) return null;
  const notice = await findNotice(ctx.db, { accountId: site.accountId, siteId: query.site }, query.version);
  if (!notice) return null;
  const text = PrivacyNoticeTextsSchema.parse(notice.texts)[locale];
  return { locale, site: site.name, version: notice.version, publishedAt: notice.publishedAt, ...text };
}
