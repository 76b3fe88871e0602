import type { SaveSiteSettingsBody, SiteSettings } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { applicationStagesOf } from '../applications/application-stages.js';
import { mergeStatusMails, statusMailsOf } from '../applications/status-mail.js';
import { employersStartOnHold, fieldOptionsOf } from '../employers/employer-settings.js';
import { siteSettings } from '../employers/employers.repo.js';
import { editedJobsNeedReview, jobsStartOnHold } from '../jobs/job-settings.js';
import { candidateSiteUrlOf } from './candidate-site.js';
import { mergeSiteSettings } from './site-settings.repo.js';

/** The editable settings of a site, read through the same rules the modules apply. */
async function readSettings(q: Queryable, scope: SiteScope): Promise<SiteSettings> {
  const { settings } = await siteSettings(q, scope);
  return {
    moderation: {
      employers_start_on_hold: employersStartOnHold(settings),
      jobs_start_on_hold: jobsStartOnHold(settings),
      edited_jobs_need_review: editedJobsNeedReview(settings),
    },
    application_stages: applicationStagesOf(settings, 'en').map(({ key, label, statuses }) => ({
      key,
      label,
      statuses,
    })),
    field_options: fieldOptionsOf(settings),
    mail_templates: statusMailsOf(settings),
    candidate_site_url: candidateSiteUrlOf(settings),
  };
}

export const settingsOf = (ctx: AppContext, scope: SiteScope) => readSettings(ctx.db, scope);

/** Saves the sections sent (stages replaced as a whole, templates one by one) and audits which. */
export async function saveSettings(
  ctx: AppContext,
  scope: SiteScope,
  body: SaveSiteSettingsBody,
  actor: AuditActor,
): Promise<SiteSettings> {
  const patch: Record<string, unknown> = {
    ...(body.moderation ?? {}),
    ...(body.application_stages ? { application_stages: body.application_stages } : {}),
    ...(body.field_options ? { field_options: body.field_options } : {}),
    ...(body.candidate_site_url !== undefined ? { candidate_site_url: body.candidate_site_url } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    // Templates are merged one by one with what the site has, so they are read in the transaction.
    if (body.mail_templates) {
      const { settings } = await siteSettings(tx, scope);
      patch.mail_templates = mergeStatusMails(settings, body.mail_templates);
    }
    await mergeSiteSettings(tx, scope, patch);
    await recordAudit(tx, actor, {
      action: 'site.settings_changed',
      subjectType: 'site',
      subjectId: scope.siteId,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: { sections: Object.keys(body) },
    });
  });
  return readSettings(ctx.db, scope);
}
