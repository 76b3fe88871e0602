import type { Locale } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { openSignedLink } from '../links/link-on-host.js';
import { type SignedLink, useLinkOnce } from '../links/signed-links.js';
import { accountRetention, findKeepSubject, recordKeep } from './keep.repo.js';
import { deleteSchedule, retentionLimits } from './retention.repo.js';
import { localeOf } from './retention-mail.js';
import { addMonths, effectiveMonths } from './retention-rules.js';

/** What the keep page shows: the question, the thanks, or (for every kind of bad link alike) "not valid". */
export type KeepView =
  /** `dueAt` null: no longer scheduled (active again); keeping still renews their consent. */
  | { kind: 'ask'; locale: Locale; site: string; dueAt: Date | null }
  | { kind: 'kept'; locale: Locale; site: string; keptUntil: Date }
  | { kind: 'invalid' };

/**
 * The keep link's candidate, when the token is a keep link, unexpired on the app's clock, and opened
 * on a host that serves its account (its brand hosts, PUBLIC_URL's).
 */
const linkOf = (ctx: AppContext, token: string, requestHost: string | null): Promise<SignedLink | null> =>
  openSignedLink(ctx, token, 'keep', requestHost);

const scopeOf = (link: SignedLink): SiteScope => ({ accountId: link.accountId, siteId: link.siteId });

/** GET: what keeping means, for a valid link; changes nothing (mail scanners open links). */
export async function keepView(ctx: AppContext, token: string, requestHost: string | null): Promise<KeepView> {
  const link = await linkOf(ctx, token, requestHost);
  if (!link) return { kind: 'invalid' };
  const subject = await findKeepSubject(ctx.db, scopeOf(link), link.seekerId);
  if (!subject) return { kind: 'invalid' };
  return { kind: 'ask', locale: localeOf(subject.locale), site: subject.site, dueAt: subject.dueAt };
}

/**
 * POST: the candidate keeps their data. Once per link (a replay is "not valid"): their schedule row
 * goes, a consent to the site's current notice is recorded (source `keep`, their client address),
 * their last activity is now, and the audit log says so. A candidate unmarked since (active again)
 * keeps it all the same. The page names the day before which the sweep cannot mark them again.
 */
export async function keepData(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
  actor: AuditActor,
): Promise<KeepView> {
  const link = await linkOf(ctx, token, requestHost);
  if (!link) return { kind: 'invalid' };
  const scope = scopeOf(link);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx): Promise<KeepView> => {
    const subject = await findKeepSubject(tx, scope, link.seekerId, true);
    if (!subject || !(await useLinkOnce(tx, link))) return { kind: 'invalid' };
    const rule = await accountRetention(tx, scope.accountId);
    const months = effectiveMonths(rule, subject, await retentionLimits(tx));
    const keptUntil = addMonths(now, months);
    const removed = await deleteSchedule(tx, scope, link.seekerId);
    await recordKeep(tx, scope, link.seekerId, { noticeVersion: subject.noticeVersion, ip: actor.ip, at: now });
    await recordAudit(tx, actor, {
      action: 'seeker.erasure_kept',
      subjectType: 'seeker',
      subjectId: link.seekerId,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: {
        notice_version: subject.noticeVersion,
        was_due_at: removed ? removed.dueAt.toISOString() : null,
      },
    });
    return { kind: 'kept', locale: localeOf(subject.locale), site: subject.site, keptUntil };
  });
}
