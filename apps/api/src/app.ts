import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { accountUserRoutes } from './modules/account-users/account-users.routes.js';
import { applicationRoutes } from './modules/applications/applications.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { accountBrandRoutes } from './modules/branding/account-brand.routes.js';
import { brandingRoutes } from './modules/branding/branding.routes.js';
import { hostProofRoutes } from './modules/branding/host-proofs.routes.js';
import { mailBrandOf } from './modules/branding/mail-brand.js';
import { cmsRoutes } from './modules/cms/cms.routes.js';
import { consultantRoutes } from './modules/consultants/consultants.routes.js';
import { creditRoutes } from './modules/credits/credits.routes.js';
import { paymentRoutes } from './modules/credits/payments.routes.js';
import { createPaymentProvider } from './modules/credits/providers/index.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { employerInvitationRoutes } from './modules/employer-users/employer-invitations.routes.js';
import { employerUserRoutes } from './modules/employer-users/employer-users.routes.js';
import { employerRoutes } from './modules/employers/employers.routes.js';
import { ownEmployerRoutes } from './modules/employers/own-employer.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { emailDomainRoutes } from './modules/identity-providers/email-domains.routes.js';
import { identityProviderRoutes } from './modules/identity-providers/identity-providers.routes.js';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.js';
import { purgeStaleInvitations } from './modules/invitations/invitations.repo.js';
import { myInvitationRoutes } from './modules/invitations/my-invitations.routes.js';
import { purgeUnconfirmed } from './modules/job-board/job-board.repo.js';
import { jobBoardRoutes } from './modules/job-board/job-board.routes.js';
import { feedbackConfirmRoutes } from './modules/job-reports/feedback-confirm.routes.js';
import { purgeHeldFeedback } from './modules/job-reports/feedback-held.repo.js';
import { jobReportRoutes } from './modules/job-reports/job-reports.routes.js';
import { expireDueJobs } from './modules/jobs/jobs.repo.js';
import { jobRoutes } from './modules/jobs/jobs.routes.js';
import { unsubscribeRoutes } from './modules/mail-unsubscribe/unsubscribe.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { passkeyAuthRoutes } from './modules/passkeys/passkey-auth.routes.js';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes.js';
import { planLimitsRoutes } from './modules/plan-limits/plan-limits.routes.js';
import { purgeClosedAccounts } from './modules/platform-accounts/account-closing.service.js';
import { platformAccountsRoutes } from './modules/platform-accounts/platform-accounts.routes.js';
import { privacyAdminRoutes } from './modules/privacy/admin/privacy-admin.routes.js';
import { registerCompactionJob } from './modules/privacy/erasure/compaction.job.js';
import { erasureRoutes } from './modules/privacy/erasure/erasure.routes.js';
import { registerExportJob } from './modules/privacy/export/export.job.js';
import { privacyExportRoutes, publicPrivacyExportRoutes } from './modules/privacy/export/export.routes.js';
import { purgeExpiredExports } from './modules/privacy/export/export.service.js';
import { purgeExpiredLinkUses } from './modules/privacy/links/signed-links.js';
import { keepRoutes } from './modules/privacy/retention/keep.routes.js';
import { registerAccountSweepJob, retentionHousekeeping } from './modules/privacy/retention/retention.schedule.js';
import { seekerRoutes } from './modules/seekers/seekers.routes.js';
import { hostedFormPage } from './modules/site-forms/embedding.js';
import { purgeOrphanUploads } from './modules/uploads/orphan-uploads.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';
import './modules/site-forms/handlers/index.js';
import { avatarFileRoutes } from './modules/my-account/avatar-files.routes.js';
import { userAccountRoutes } from './modules/my-account/my-account.routes.js';
import { privacyNoticeRoutes } from './modules/privacy/consent/notices.routes.js';
import { privacySelfServiceRoutes } from './modules/privacy/self-service/self-service.routes.js';
import { publicSiteFormRoutes } from './modules/site-forms/public-site-forms.routes.js';
import { siteFormRoutes } from './modules/site-forms/site-forms.routes.js';
import { webhookFormRoutes } from './modules/site-forms/webhook-form.routes.js';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.js';
import { siteRoutes } from './modules/sites/sites.routes.js';
import { purgeOldSsoRows } from './modules/sso/sso.repo.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { accountSecurityRoutes } from './modules/two-factor/account-security.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { webhooksPlugin } from './modules/webhooks/webhooks.plugin.js';
import { accessPluginFp } from './platform/access.js';
import { purgeExpiredAuthRows } from './platform/auth/purge.repo.js';
import { databasePlugin } from './platform/database.plugin.js';
import { errorHandlerPlugin } from './platform/error-handler.js';
import { gracefulPlugin } from './platform/graceful.plugin.js';
import { type HousekeepingJob, housekeepingPlugin } from './platform/housekeeping.plugin.js';
import { jobsPlugin } from './platform/jobs/jobs.plugin.js';
import { purgeFinishedJobs } from './platform/jobs/runner.js';
import { type LoggerOptions, safeLoggerOptions } from './platform/logging/log-redaction.js';
import { mailPlugin } from './platform/mail/mail.plugin.js';
import { metricsPluginFp } from './platform/metrics/metrics.plugin.js';
import { openapiPlugin } from './platform/openapi.plugin.js';
import { requestLogPluginFp } from './platform/request-log.plugin.js';
import { newProcessId } from './platform/schedule/run-once.js';
import { securityPlugin } from './platform/security.plugin.js';
import { responseSerializerCompiler } from './platform/serialization.js';
import { storagePluginFp } from './platform/storage/storage.js';
import { publicFileRoutes } from './platform/storage/uploads.js';
import type { Tracing } from './platform/tracing/tracing.js';
import { purgeOldUndoTickets } from './platform/undo/undo-tickets.js';
import { validatorCompiler } from './platform/validation.js';
import { webPlugin } from './platform/web.plugin.js';
import './platform/context.js';

export type BuildOptions = {
  /** An already open (and migrated) database; when absent the app opens one from the config and owns it. */
  database?: Database;
  /** Pino options (a level, a test's stream), or false for none; redaction is added to any of them. */
  logger?: boolean | LoggerOptions;
  /** The time scheduled work reads (the retention sweep, keep links); tests pass a clock they move. */
  clock?: () => Date;
  /** OpenTelemetry, when the server started it (platform/tracing): request spans, trace ids on log lines. */
  tracing?: Pick<Tracing, 'plugin' | 'logFields'> | null;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

const HOUSEKEEPING_JOBS: HousekeepingJob[] = [
  { name: 'expired auth rows', run: (app) => purgeExpiredAuthRows(app.db, app.config.auth.throttleWindowSeconds) },
  { name: 'orphan form uploads', run: (app) => purgeOrphanUploads(app.db, app.storage) },
  { name: 'expire jobs past their end date', run: (app) => expireDueJobs(app.db) },
  { name: 'long-expired invitations', run: (app) => purgeStaleInvitations(app.db) },
  { name: 'unconfirmed applications past their link', run: (app) => purgeUnconfirmed(app.db) },
  { name: 'unconfirmed job ratings past their link', run: (app) => purgeHeldFeedback(app.db) },
  { name: 'undo tickets past their window', run: (app) => purgeOldUndoTickets(app.db) },
  { name: 'finished single sign-on round trips', run: (app) => purgeOldSsoRows(app.db) },
  { name: 'finished background jobs', run: (app) => purgeFinishedJobs(app.db) },
  { name: 'privacy exports past their download window', run: (app) => purgeExpiredExports(app.ctx) },
  { name: 'used signed links past their expiry', run: (app) => purgeExpiredLinkUses(app.db) },
  { name: 'closed accounts past their grace period', run: (app) => purgeClosedAccounts(app.ctx) },
];

/** Builds the app without listening: plugins in a fixed order, external → platform → routes. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const given: LoggerOptions = typeof options.logger === 'object' ? options.logger : {};
  const app = Fastify({
    // Personal data never reaches a log line, whoever configures the logger (platform/logging).
    logger:
      options.logger === false
        ? false
        : safeLoggerOptions(config.logLevel, options.tracing ? { ...given, mixin: options.tracing.logFields } : given),
    bodyLimit: config.bodyLimitBytes,
    // Keep a caller's request id (from a proxy) when it is sane, so logs can be joined up.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The graceful plugin answers requests that arrive during shutdown, in the one error shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // First of all: the request span must be open before any other hook runs.
  if (options.tracing) await app.register(options.tracing.plugin);
  // JSON only: the default text/plain parser would hand a schema a bare string (422) where 415 is right.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = options.database ?? (await openDatabase(config));
  app.decorate('config', config);
  // Guards of production turned off on purpose (config.ts): said at every start, where operators look.
  for (const warning of config.warnings) app.log.warn(warning);

  // External plugins.
  await app.register(securityPlugin);
  await app.register(gracefulPlugin);
  await app.register(openapiPlugin);
  // Platform.
  await app.register(databasePlugin, { database, owned: !options.database });
  await app.register(mailPlugin, { brandOf: (accountId) => mailBrandOf(app.db, config.publicUrl, accountId) });
  await app.register(jobsPlugin);
  await app.register(webhooksPlugin);
  await app.register(storagePluginFp);
  // The retention sweep claims its day under this process's own id (two apps in one process differ).
  await app.register(housekeepingPlugin, { jobs: [...HOUSEKEEPING_JOBS, retentionHousekeeping(newProcessId())] });
  const clock = options.clock ?? (() => new Date());
  app.decorate('clock', clock);
  app.decorate('ctx', { db: app.db, config, mail: app.mail, jobs: app.jobs, storage: app.storage, clock });
  registerExportJob({ ctx: app.ctx });
  registerAccountSweepJob(app.ctx);
  registerCompactionJob(app.jobs, app.database);
  await app.register(errorHandlerPlugin);
  await app.register(accessPluginFp);
  // Operations: tenant ids on request logs, Prometheus metrics (after access: they read its selection and rule).
  await app.register(requestLogPluginFp);
  await app.register(metricsPluginFp);
  // Routes.
  const paymentProvider = createPaymentProvider(config);
  await app.register(
    async (portal) => {
      await portal.register(healthRoutes);
      await portal.register(brandingRoutes);
      await portal.register(authRoutes, { prefix: '/auth' });
      await portal.register(ssoRoutes, { prefix: '/auth/oauth' });
      await portal.register(passkeyAuthRoutes, { prefix: '/auth/passkey' });
      await portal.register(paymentRoutes, { prefix: '/payments', provider: paymentProvider });
      await portal.register(avatarFileRoutes, { prefix: '/uploads/avatars' });
      await portal.register(publicFileRoutes('employerLogoFile', 'employer-logos'), {
        prefix: '/uploads/employer-logos',
      });
      await portal.register(publicFileRoutes('jobBannerFile', 'job-banners'), { prefix: '/uploads/job-banners' });
      await portal.register(publicFileRoutes('consultantPhotoFile', 'consultant-photos'), {
        prefix: '/uploads/consultant-photos',
      });
      await portal.register(publicFileRoutes('brandLogoFile', 'brand-logos'), { prefix: '/uploads/brand-logos' });
      await portal.register(publicFileRoutes('brandStylesheetFile', 'brand-stylesheets'), {
        prefix: '/uploads/brand-stylesheets',
      });
      await portal.register(jobBoardRoutes, { prefix: '/public' });
      await portal.register(publicSiteFormRoutes, { prefix: '/public' });
      await portal.register(keepRoutes, { prefix: '/public/privacy' });
      await portal.register(privacySelfServiceRoutes, { prefix: '/public' });
      await portal.register(publicPrivacyExportRoutes, { prefix: '/public' });
      await portal.register(feedbackConfirmRoutes, { prefix: '/public' });
      await portal.register(unsubscribeRoutes, { prefix: '/public' });
      await portal.register(
        async (v1) => {
          await v1.register(userAccountRoutes, { prefix: '/user-account' });
          await v1.register(twoFactorRoutes, { prefix: '/user-account/two-factor' });
          await v1.register(passkeyRoutes, { prefix: '/user-account/passkeys' });
          await v1.register(employerRoutes);
          await v1.register(employerUserRoutes);
          await v1.register(employerInvitationRoutes);
          await v1.register(ownEmployerRoutes);
          await v1.register(creditRoutes, { provider: paymentProvider });
          await v1.register(jobRoutes);
          await v1.register(applicationRoutes);
          await v1.register(consultantRoutes);
          await v1.register(auditLogRoutes);
          await v1.register(notificationRoutes);
          await v1.register(myInvitationRoutes);
          await v1.register(impersonationRoutes);
          await v1.register(cmsRoutes);
          await v1.register(siteRoutes);
          await v1.register(accountUserRoutes);
          await v1.register(accountBrandRoutes);
          await v1.register(accountSecurityRoutes);
          await v1.register(identityProviderRoutes);
          await v1.register(emailDomainRoutes);
          await v1.register(hostProofRoutes);
          await v1.register(seekerRoutes);
          await v1.register(erasureRoutes);
          await v1.register(siteSettingsRoutes);
          await v1.register(siteFormRoutes);
          await v1.register(webhookFormRoutes);
          await v1.register(jobReportRoutes);
          await v1.register(dashboardRoutes);
          await v1.register(privacyNoticeRoutes);
          await v1.register(privacyAdminRoutes);
          await v1.register(platformAccountsRoutes);
          await v1.register(planLimitsRoutes);
          await v1.register(uploadRoutes, { prefix: '/forms' });
          await v1.register(privacyExportRoutes);
        },
        { prefix: '/v1' },
      );
    },
    { prefix: '/portal' },
  );
  await app.register(webPlugin, { page: (path, host) => hostedFormPage(app.ctx, path, host) });
  return app;
}
