import type { ConsentSource } from '@talent/contract';
import type { Queryable } from '../../../db/client.js';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import { invalidFields } from '../../../platform/errors.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { insertConsent } from './consents.repo.js';
import { findNotice } from './notices.repo.js';

/**
 * A public form's answer to the site's notice: when the site has one, the version given must be
 * the current one (a stale page, or none, is 422 on `privacy_notice_version`, and the form shows the
 * notice again). Answers the version accepted, or null when the site has no notice.
 */
export async function acceptedNotice(q: Queryable, scope: SiteScope, given: number | undefined) {
  const notice = await findNotice(q, scope);
  if (!notice) return null;
  if (given !== notice.version) throw invalidFields({ privacy_notice_version: [{ rule: 'privacy_notice_accept' }] });
  return notice.version;
}

/** Stores a candidate's consent (version, time, client address) with its audit row. */
export async function recordConsent(
  q: Queryable,
  actor: AuditActor,
  scope: SiteScope,
  consent: { seekerId: string; version: number; source: ConsentSource; ip: string | null },
) {
  await insertConsent(q, scope, consent);
  await recordAudit(q, actor, {
    action: 'seeker.consented',
    subjectType: 'seeker',
    subjectId: consent.seekerId,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data: { version: consent.version, source: consent.source },
  });
}
