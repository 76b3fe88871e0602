import type { Locale } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { csvCell } from '../../../platform/csv.js';
import { readLimits, readSettings, siteFacts } from './privacy-admin.repo.js';
import { RECORD_ACTIVITIES, RECORD_TEXTS } from './privacy-record.texts.js';

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The record of processing activities (GDPR Art. 30) of the account, in the reader's language:
 * one row per activity per site, from the account's live rule, sites, employers, notices and
 * counts. Downloading it is audited (the figures it states are the account's own).
 */
export async function privacyRecordCsv(
  ctx: AppContext,
  accountId: number,
  locale: Locale,
  actor: AuditActor,
): Promise<string> {
  const texts = RECORD_TEXTS[locale];
  return ctx.db.transaction(
    async (tx) => {
      const { settings } = await readSettings(tx, accountId);
      const limits = await readLimits(tx);
      const facts = await siteFacts(tx, accountId);
      const h = texts.headers;
      let out = line([
        h.site,
        h.activity,
        h.purpose,
        h.subjects,
        h.categories,
        h.recipients,
        h.retention,
        h.legal_basis,
        h.security,
        h.transfers,
        h.candidates,
        h.consenting,
      ]);
      for (const site of facts) {
        // As the sweep applies it: a site's own period only while the account lets sites choose,
        // clamped to the platform's bounds.
        const wanted =
          settings.site_override_allowed && site.ownMonths !== null ? site.ownMonths : settings.retention_months;
        const months = Math.min(limits.max_months, Math.max(limits.min_months, wanted));
        const retention = settings.retention_enabled
          ? texts.retentionOn(months, settings.grace_days, texts.modes[settings.hard_delete ? 'delete' : 'anonymise'])
          : texts.retentionOff;
        for (const activity of RECORD_ACTIVITIES) {
          const a = texts.activity[activity];
          const basis =
            activity === 'applications'
              ? a.basis + (site.noticeVersion === null ? texts.noNotice : texts.consentNotice(site.noticeVersion))
              : a.basis;
          out += line([
            site.name,
            a.name,
            a.purpose,
            texts.subjects,
            texts.categories[activity],
            texts.recipients(site.employers),
            retention,
            basis,
            texts.security,
            texts.transfers,
            site.candidates,
            site.consenting,
          ]);
        }
      }
      await recordAudit(tx, actor, {
        action: 'privacy.record_exported',
        subjectType: 'account',
        subjectId: accountId,
        accountId,
        data: { sites: facts.length, locale },
      });
      return out;
    },
    { isolationLevel: 'repeatable read' },
  );
}
