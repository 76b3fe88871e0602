import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
import { registerOperations } from '../../../platform/operations.js';
import { pageMeta } from '../../../platform/pagination.js';
import { requireAccount } from '../../../platform/tenancy/selection.js';
import {
  pendingErasuresOf,
  privacyRequestsOf,
  privacySettingsOf,
  privacySummaryOf,
  retentionLimitsOf,
  savePrivacySettings,
  saveRetentionLimits,
  saveSitePeriod,
  sitePeriodsOf,
} from './privacy-admin.service.js';
import { privacyRecordCsv } from './privacy-record.service.js';

/** The account's retention rule, its sites' periods, what waits for erasure and what was done. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    privacySettings: async (request) => ({ data: await privacySettingsOf(app.db, requireAccount(request.selection)) }),
    savePrivacySettings: async (request) => ({
      data: await savePrivacySettings(app.ctx, requireAccount(request.selection), request.body, actorOf(request)),
    }),
    listSitePrivacy: async (request) => ({ data: await sitePeriodsOf(app.ctx, requireAccount(request.selection)) }),
    saveSitePrivacy: async (request) => ({
      data: await saveSitePeriod(
        app.ctx,
        { accountId: requireAccount(request.selection), siteId: request.params.id },
        request.body.retention_months,
        actorOf(request),
      ),
    }),
    retentionLimits: async () => ({ data: await retentionLimitsOf(app.ctx) }),
    saveRetentionLimits: async (request) => ({
      data: await saveRetentionLimits(app.ctx, request.body, actorOf(request)),
    }),
    listPendingErasures: async (request) => {
      const { rows, total } = await pendingErasuresOf(app.ctx, requireAccount(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    listPrivacyRequests: async (request) => {
      const { rows, total } = await privacyRequestsOf(app.ctx, requireAccount(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    privacySummary: async (request) => ({ data: await privacySummaryOf(app.ctx, requireAccount(request.selection)) }),
    exportPrivacyRecord: async (request, reply) => {
      const csv = await privacyRecordCsv(app.ctx, requireAccount(request.selection), request.locale, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="record-of-processing.csv"')
        .header('cache-control', 'no-store')
        .send(`\uFEFF${csv}`);
    },
  });
};
