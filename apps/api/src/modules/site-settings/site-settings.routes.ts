import { SaveSiteSettingsBody, type SiteSettings, SiteSettingsResponse } from '@talent/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';
import { actorOf, recordAudit } from '../../platform/audit.js';
import { requireSite, type SiteScope } from '../../platform/tenancy/selection.js';
import { applicationStagesOf } from '../applications/application-stages.js';
import { mergeStatusMails, statusMailsOf } from '../applications/status-mail.js';
import { siteSettings } from '../employers/employers.repo.js';
import { employersStartOnHold, fieldOptionsOf } from '../employers/site-settings.js';
import { editedJobsNeedReview, jobsStartOnHold } from '../jobs/job-settings.js';
import { candidateSiteUrlOf } from './candidate-site.js';

const tags = ['site-settings'];

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

/** Site settings for the site's managers: moderation rules and the application pipeline. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/settings',
    {
      config: { access: { action: 'read', subject: 'settings' } },
      schema: { tags, summary: 'The selected site’s settings', response: { 200: SiteSettingsResponse } },
    },
    async (request) => ({ data: await readSettings(app.db, requireSite(request.selection)) }),
  );

  app.put(
    '/site/settings',
    {
      config: { access: { action: 'update', subject: 'settings' } },
      schema: {
        tags,
        summary:
          'Change the moderation rules, the application stages, the employer form’s choices or the candidate site',
        description:
          'Sections not sent stay as they are. Stages are replaced as a whole; applications at a removed stage show in the first one.',
        body: SaveSiteSettingsBody,
        response: { 200: SiteSettingsResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      const patch: Record<string, unknown> = {
        ...(request.body.moderation ?? {}),
        ...(request.body.application_stages ? { application_stages: request.body.application_stages } : {}),
        ...(request.body.field_options ? { field_options: request.body.field_options } : {}),
        ...(request.body.candidate_site_url !== undefined
          ? { candidate_site_url: request.body.candidate_site_url }
          : {}),
      };
      await app.db.transaction(async (tx) => {
        // Templates are merged one by one with what the site has, so they are read in the transaction.
        if (request.body.mail_templates) {
          const { settings } = await siteSettings(tx, scope);
          patch.mail_templates = mergeStatusMails(settings, request.body.mail_templates);
        }
        await tx
          .update(sites)
          .set({ settings: sql`${sites.settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` })
          .where(and(eq(sites.id, scope.siteId), eq(sites.accountId, scope.accountId)));
        await recordAudit(tx, actorOf(request), {
          action: 'site.settings_changed',
          subjectType: 'site',
          subjectId: scope.siteId,
          accountId: scope.accountId,
          siteId: scope.siteId,
          data: { sections: Object.keys(request.body) },
        });
      });
      return { data: await readSettings(app.db, scope) };
    },
  );
};
