import { isLocale, type Locale } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { cancelHeldMail, pendingUnsubscribableMail } from '../../platform/mail/outbox.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { openSignedLink } from '../privacy/links/link-on-host.js';
import { readLink, type SignedLink } from '../privacy/links/signed-links.js';
import { findUnsubscribeSubject, markUnsubscribed, type UnsubscribeSubject } from './unsubscribe.repo.js';

/**
 * What the page shows: the question with its button (`again`: just after subscribing again), that
 * they are unsubscribed (with a button to subscribe again), or (for every bad link alike) "not valid".
 */
export type UnsubscribeView =
  | { kind: 'ask'; locale: Locale; site: string; again?: true }
  | { kind: 'done'; locale: Locale; site: string }
  | { kind: 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link's candidate, when the token is an unsubscribe link, unexpired on the app's clock, and
 * opened on a host that serves its account (its brand hosts, PUBLIC_URL's): a suspended account's
 * candidates can still stop its mail.
 */
async function linkOf(ctx: AppContext, token: string, requestHost: string | null): Promise<SignedLink | null> {
  const link = await openSignedLink(ctx, token, 'unsubscribe', requestHost);
  return link && UUID.test(link.seekerId) ? link : null;
}

const scopeOf = (link: SignedLink): SiteScope => ({ accountId: link.accountId, siteId: link.siteId });

const seen = (subject: UnsubscribeSubject, kind: 'ask' | 'done', again = false): UnsubscribeView => ({
  kind,
  locale: isLocale(subject.locale) ? subject.locale : 'en',
  site: subject.site,
  ...(again ? { again: true as const } : {}),
});

/**
 * Withdraws the candidate's mail that has not gone out and that they have just said they do not
 * want: status mail still in its undo window, a staff message waiting for the sender. Only mail whose
 * unsubscribe link is theirs (this candidate, at this site: the same address may be another site's
 * candidate, who chose nothing); mail one cannot unsubscribe from (password, security, privacy)
 * stays. A status change undone later finds its mail already withdrawn and withdraws nothing.
 */
async function withdrawTheirPendingMail(
  ctx: AppContext,
  tx: Queryable,
  link: SignedLink,
  address: string,
): Promise<number[]> {
  const now = ctx.clock();
  const theirs = (url: string) => {
    let token: string | null;
    try {
      token = new URL(url).searchParams.get('token');
    } catch {
      return false;
    }
    const named = token ? readLink(ctx.config.secretsKey, token, 'unsubscribe', now) : null;
    return (
      named !== null &&
      named.accountId === link.accountId &&
      named.siteId === link.siteId &&
      named.seekerId === link.seekerId
    );
  };
  const pending = await pendingUnsubscribableMail(tx, scopeOf(link), address);
  return cancelHeldMail(
    tx,
    pending.filter((m) => theirs(m.listUnsubscribe)).map((m) => m.id),
  );
}

/** GET: the question, or that they already are; changes nothing (mail scanners open links). */
export async function unsubscribeView(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
): Promise<UnsubscribeView> {
  const link = await linkOf(ctx, token, requestHost);
  const subject = link && (await findUnsubscribeSubject(ctx.db, scopeOf(link), link.seekerId));
  if (!subject) return { kind: 'invalid' };
  return seen(subject, subject.unsubscribedAt ? 'done' : 'ask');
}

/**
 * Runs `change` in a transaction on the candidate the link names, their row locked (two clicks
 * record one change and one audit row); every bad link alike is "not valid".
 */
async function onLinkedCandidate(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
  change: (tx: Queryable, link: SignedLink, subject: UnsubscribeSubject) => Promise<UnsubscribeView>,
): Promise<UnsubscribeView> {
  const link = await linkOf(ctx, token, requestHost);
  if (!link) return { kind: 'invalid' };
  return ctx.db.transaction(async (tx): Promise<UnsubscribeView> => {
    const subject = await findUnsubscribeSubject(tx, scopeOf(link), link.seekerId, true);
    return subject ? change(tx, link, subject) : { kind: 'invalid' };
  });
}

/**
 * POST (one click, RFC 8058): the candidate gets no more of the site's mail about their applications
 * or messages from its team, nor what of it is still waiting to go (withdrawn in the same
 * transaction; the audit row counts it). Recorded once, with the time and an audit row (the client's
 * address as for any public action); a second click, or a provider's retry, answers the same and
 * records nothing.
 */
export function unsubscribe(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
  actor: AuditActor,
): Promise<UnsubscribeView> {
  return onLinkedCandidate(ctx, token, requestHost, async (tx, link, subject) => {
    if (!subject.unsubscribedAt) {
      const scope = scopeOf(link);
      await markUnsubscribed(tx, scope, link.seekerId, ctx.clock());
      const withdrawn = await withdrawTheirPendingMail(ctx, tx, link, subject.email);
      await recordAudit(tx, actor, {
        action: 'seeker.unsubscribed',
        subjectType: 'seeker',
        subjectId: link.seekerId,
        accountId: scope.accountId,
        siteId: scope.siteId,
        ...(withdrawn.length ? { data: { mails_withdrawn: withdrawn.length } } : {}),
      });
    }
    return seen(subject, 'done');
  });
}

/**
 * POST from the "you are unsubscribed" page, with the same link: the candidate changed their mind
 * and gets the site's mail about their applications and its team's messages again (what was
 * withdrawn when they unsubscribed stays withdrawn). Only the candidate can: the staff have no way
 * to (consent is theirs to give). Recorded once, audited `seeker.resubscribed`; again, or for a
 * candidate who is subscribed, the same answer and nothing recorded. The page asks again, saying so.
 */
export function resubscribe(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
  actor: AuditActor,
): Promise<UnsubscribeView> {
  return onLinkedCandidate(ctx, token, requestHost, async (tx, link, subject) => {
    if (subject.unsubscribedAt) {
      const scope = scopeOf(link);
      await markUnsubscribed(tx, scope, link.seekerId, null);
      await recordAudit(tx, actor, {
        action: 'seeker.resubscribed',
        subjectType: 'seeker',
        subjectId: link.seekerId,
        accountId: scope.accountId,
        siteId: scope.siteId,
      });
    }
    return seen(subject, 'ask', true);
  });
}
