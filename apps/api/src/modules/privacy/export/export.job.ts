import { interpolate, isLocale, PRIVACY_EXPORT_HOURS } from '@talent/contract';
import { type AuditActor, siteAuditOf } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { type JobHandler, PermanentJobError, type RetryPolicy } from '../../../platform/jobs/runner.js';
import { enqueueMail } from '../../../platform/mail/outbox.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { candidateLinkBase } from '../../branding/links.js';
import { privacyFooter, withFooter } from '../consent/privacy-footer.js';
import { signLink } from '../links/signed-links.js';
import { privacyTexts } from '../texts/index.js';
import { collectExport } from './export.builder.js';
import { findExportRow, markExportDone, markExportFailed, markExportRunning, siteNameOf } from './export.repo.js';
import { EXPORT_JOB, type ExportJobPayload } from './export.service.js';
import { writeExportZip } from './export-zip.js';

/** Where finished exports are kept: a private folder, served only through the checked routes. */
export const EXPORT_FOLDER = 'privacy-exports';
export const exportKey = (requestId: string) => `${EXPORT_FOLDER}/${requestId}.zip`;

/** The candidate's signed download link opens here (the public routes' prefix included). */
export const DOWNLOAD_PATH = '/portal/public/privacy/download';

export type ExportDeps = {
  ctx: AppContext;
  /** Tests shorten the retry window and move the clock. */
  retry?: Partial<RetryPolicy>;
  now?: () => Date;
};

const audit = siteAuditOf('seeker');

/** The background job acts for nobody: its audit rows name no user and carry the job's id. */
const jobActor = (jobId: number): AuditActor => ({
  userId: null,
  impersonatorUserId: null,
  ip: null,
  requestId: `job:${jobId}`,
});

/** Why an export failed, as the request keeps it: fixed words, never an error's text about the data. */
const BUILD_FAILED = 'the export could not be built';

async function buildExport(deps: ExportDeps, payload: ExportJobPayload, jobId: number) {
  const { ctx } = deps;
  const { storage } = ctx;
  const scope: SiteScope = { accountId: payload.accountId, siteId: payload.siteId };
  const request = await findExportRow(ctx.db, scope, payload.requestId);
  // Its site was deleted, or it was finished by an earlier run whose claim ran out.
  if (!request || request.status === 'done') return;
  await markExportRunning(ctx.db, scope, request.id);
  const now = deps.now?.() ?? new Date();
  const siteName = (await siteNameOf(ctx.db, scope)) ?? '';
  const built = await collectExport(ctx.db, ctx.config.secretsKey, scope, request.seekerId, {
    requestId: request.id,
    siteName,
    now,
    mailCopiesDir: ctx.config.smtpUrl ? null : ctx.config.mailOutboxDir,
  });
  if (!built) throw new PermanentJobError('the candidate is no longer there');
  const key = exportKey(request.id);
  const written = await writeExportZip(storage, key, built);
  const expiresAt = new Date(now.getTime() + PRIVACY_EXPORT_HOURS * 3600_000);
  const summary = { ...built.document.summary, files: written.files };
  const profile = built.document.profile as { first_name: string; email: string; locale: string };
  try {
    await ctx.db.transaction(async (tx) => {
      await markExportDone(tx, scope, request.id, { fileKey: key, fileSize: written.size, summary, expiresAt });
      await audit(tx, jobActor(jobId), scope, 'seeker.export_ready', request.seekerId, {
        request_id: request.id,
        bytes: written.size,
        ...summary,
      });
      if (request.origin !== 'candidate') return;
      // The candidate asked through their signed link: the download link goes to the address on file.
      const locale = isLocale(profile.locale) ? profile.locale : 'en';
      const { linkBase } = await candidateLinkBase(tx, ctx.config.publicUrl, scope.accountId);
      const token = signLink(ctx.config.secretsKey, {
        purpose: 'download',
        accountId: scope.accountId,
        siteId: scope.siteId,
        seekerId: request.seekerId,
        ref: request.id,
        expiresAt,
      });
      const text = privacyTexts[locale].privacyExport;
      const params = {
        name: profile.first_name,
        site: siteName,
        hours: PRIVACY_EXPORT_HOURS,
        link: `${linkBase}${DOWNLOAD_PATH}?token=${token}&lang=${locale}`,
      };
      const footer = await privacyFooter(tx, ctx.config, { ...scope, seekerId: request.seekerId, locale });
      await enqueueMail(
        tx,
        withFooter(
          {
            accountId: scope.accountId,
            to: profile.email,
            locale,
            template: 'privacy_export_ready',
            subject: interpolate(text.mailSubject, params),
            text: interpolate(text.mailBody, params),
          },
          footer,
        ),
      );
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (request.origin === 'candidate') ctx.mail.kick();
}

export function exportJobHandler(deps: ExportDeps): JobHandler<ExportJobPayload> {
  const scopeOf = (p: ExportJobPayload): SiteScope => ({ accountId: p.accountId, siteId: p.siteId });
  return {
    run: (payload, job) => buildExport(deps, payload, job.id),
    // Back to pending until the runner tries again; the request shows it has not failed for good.
    onRetry: (payload) => markExportFailed(deps.ctx.db, scopeOf(payload), payload.requestId, 'pending', BUILD_FAILED),
    onGiveUp: (payload) => markExportFailed(deps.ctx.db, scopeOf(payload), payload.requestId, 'failed', BUILD_FAILED),
    retry: deps.retry,
  };
}

/** Registers the export job on the app's runner (called once, with the app's context). */
export function registerExportJob(deps: ExportDeps) {
  deps.ctx.jobs.register(EXPORT_JOB, exportJobHandler(deps));
}
