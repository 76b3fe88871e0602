import {
  interpolate,
  isLocale,
  type Locale,
  type PrivacyNotice,
  PrivacyNoticeTextsSchema,
  type PublicPrivacyNotice,
  type PublishPrivacyNoticeBody,
  type ReconsentResult,
} from '@talent/contract';
import type { Queryable } from '../../../db/client.js';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { enqueueMail } from '../../../platform/mail/outbox.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { candidateLinkBase } from '../../branding/links.js';
import { siteSettings } from '../../employers/employers.repo.js';
import { signLink } from '../links/signed-links.js';
import { privacyTexts } from '../texts/index.js';
import { lockNoticeRound, seekersToAskAgain } from './consents.repo.js';
import { findNotice, insertNextNotice, listNotices, type NoticeRow } from './notices.repo.js';
import { CONSENT_LINK_DAYS, CONSENT_PATH, noticeUrl, tokenUrl } from './paths.js';
import { privacyFooterMaker } from './privacy-footer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const toNotice = (row: NoticeRow, publishedByName: string | null, consents: number): PrivacyNotice => ({
  id: row.id,
  site_id: row.siteId,
  version: row.version,
  texts: PrivacyNoticeTextsSchema.parse(row.texts),
  requires_reconsent: row.requiresReconsent,
  published_at: row.publishedAt.toISOString(),
  published_by_name: publishedByName,
  consents,
});

/** Every version of the site's notice, newest first. */
export async function noticesOf(ctx: AppContext, scope: SiteScope): Promise<PrivacyNotice[]> {
  const rows = await listNotices(ctx.db, scope);
  return rows.map((r) => toNotice(r.row, r.publishedByName, r.consents));
}

/** Publishes the site's next version (versions are never edited: a consent names the text it was given to). */
export async function publishNotice(
  ctx: AppContext,
  scope: SiteScope,
  body: PublishPrivacyNoticeBody,
  actor: AuditActor,
): Promise<PrivacyNotice> {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertNextNotice(tx, scope, {
      texts: body.texts,
      requiresReconsent: body.requires_reconsent,
      publishedBy: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'privacy.notice_published',
      subjectType: 'privacy_notice',
      subjectId: row.id,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: { version: row.version, requires_reconsent: row.requiresReconsent },
    });
    return row;
  });
  const [listed] = (await noticesOf(ctx, scope)).filter((n) => n.id === row.id);
  return listed!;
}

/** The site's latest notice as a public form shows it, in `locale`, with the address of its page. */
export async function publicNoticeOf(q: Queryable, publicUrl: string, scope: SiteScope, locale: Locale) {
  const notice = await findNotice(q, scope);
  if (!notice) return null;
  const text = PrivacyNoticeTextsSchema.parse(notice.texts)[locale];
  const { linkBase } = await candidateLinkBase(q, publicUrl, scope.accountId);
  return {
    version: notice.version,
    title: text.title,
    body: text.body,
    url: noticeUrl(linkBase, scope.siteId, locale),
  } satisfies PublicPrivacyNotice;
}

/**
 * Asks every enabled candidate of the site whose latest consent is to an older version (or who has
 * none) to accept `version`, the current one: a mail in their language with a signed, single-use
 * `consent` link. One round per version per 24 hours, so a click cannot flood candidates' inboxes.
 */
export async function requestReconsent(
  ctx: AppContext,
  scope: SiteScope,
  version: number,
  actor: AuditActor,
): Promise<ReconsentResult> {
  const sent = await ctx.db.transaction(async (tx) => {
    const round = await lockNoticeRound(tx, scope, version);
    if (!round) throw notFound();
    const latest = await findNotice(tx, scope);
    // Asking to accept a text that is no longer the notice makes no sense.
    if (latest?.version !== version) throw new AppError('conflict');
    if (round.sentRecently) throw new AppError('reconsent_already_sent');
    const [people, { linkBase }, footer, { name: site }] = await Promise.all([
      seekersToAskAgain(tx, scope, version),
      candidateLinkBase(tx, ctx.config.publicUrl, scope.accountId),
      privacyFooterMaker(tx, ctx.config, scope),
      siteSettings(tx, scope),
    ]);
    const expiresAt = new Date(Date.now() + CONSENT_LINK_DAYS * DAY_MS);
    await enqueueMail(
      tx,
      people.map((p) => {
        const locale: Locale = isLocale(p.locale) ? p.locale : 'en';
        const text = privacyTexts[locale].privacyConsent;
        const token = signLink(ctx.config.secretsKey, { purpose: 'consent', ...scope, seekerId: p.id, expiresAt });
        const params = {
          name: `${p.firstName} ${p.lastName}`.trim(),
          site,
          link: tokenUrl(linkBase, CONSENT_PATH, token),
          days: CONSENT_LINK_DAYS,
        };
        return {
          accountId: scope.accountId,
          to: p.email,
          locale,
          template: 'privacy_reconsent',
          subject: interpolate(text.reconsentSubject, params),
          text: interpolate(text.reconsentBody, params) + footer(p.id, locale),
        };
      }),
    );
    await recordAudit(tx, actor, {
      action: 'privacy.reconsent_requested',
      subjectType: 'privacy_notice',
      subjectId: round.id,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: { version, count: people.length },
    });
    return people.length;
  });
  if (sent) ctx.mail.kick();
  return { sent };
}
