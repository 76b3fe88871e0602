import {
  IdParam,
  PendingErasureListResponse,
  PendingErasureQuery,
  PrivacyRequestListQuery,
  PrivacyRequestListResponse,
  PrivacySettingsResponse,
  PrivacySummaryResponse,
  RetentionLimitsResponse,
  SavePrivacySettingsBodySchema,
  SaveRetentionLimitsBodySchema,
  SaveSitePrivacyBodySchema,
  SitePrivacyListResponse,
  SitePrivacyResponse,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/audit.js';
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

const tags = ['privacy'];
const READ = { action: 'read', subject: 'privacy' } as const;
const UPDATE = { action: 'update', subject: 'privacy' } as const;
// The bounds bind every account, so only the platform's own staff set them.
const PLATFORM = { action: 'update', subject: 'privacy', platform: true } as const;

/** The account's retention rule, its sites' periods, what waits for erasure and what was done. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/settings',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The account’s retention rule, with the platform’s bounds',
        description: 'An account that never saved a rule gets the defaults: rule off, 24 months, 14 days of grace.',
        response: { 200: PrivacySettingsResponse },
      },
    },
    async (request) => ({ data: await privacySettingsOf(app.db, requireAccount(request.selection)) }),
  );

  app.put(
    '/privacy/settings',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Save the account’s retention rule',
        description:
          '`retention_months` must lie within the platform’s bounds (422 `retention_months_bounds` on the field, naming them). Audited `privacy.settings_updated` with the fields changed.',
        body: SavePrivacySettingsBodySchema,
        response: { 200: PrivacySettingsResponse },
      },
    },
    async (request) => ({
      data: await savePrivacySettings(app.ctx, requireAccount(request.selection), request.body, actorOf(request)),
    }),
  );

  app.get(
    '/privacy/sites',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Each site of the account with its own retention period (null: the account’s)',
        response: { 200: SitePrivacyListResponse },
      },
    },
    async (request) => ({ data: await sitePeriodsOf(app.db, requireAccount(request.selection)) }),
  );

  app.put(
    '/privacy/sites/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Set a site’s own retention period, or null for the account’s',
        description:
          'Needs the account to allow site periods (409 `site_retention_not_allowed`; clearing one is always allowed). Bounds as for the account. Another account’s site: 404.',
        params: IdParam,
        body: SaveSitePrivacyBodySchema,
        response: { 200: SitePrivacyResponse },
      },
    },
    async (request) => ({
      data: await saveSitePeriod(
        app.ctx,
        { accountId: requireAccount(request.selection), siteId: request.params.id },
        request.body.retention_months,
        actorOf(request),
      ),
    }),
  );

  app.get(
    '/privacy/limits',
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'The platform’s bounds on every account’s retention period (platform staff)',
        response: { 200: RetentionLimitsResponse },
      },
    },
    async () => ({ data: await retentionLimitsOf(app.db) }),
  );

  app.put(
    '/privacy/limits',
    {
      config: { access: PLATFORM },
      schema: {
        tags,
        summary: 'Set the platform’s bounds (platform staff)',
        description:
          'Accounts whose saved period falls outside the new bounds keep it; the retention sweep clamps it into them. Audited `privacy.limits_updated`.',
        body: SaveRetentionLimitsBodySchema,
        response: { 200: RetentionLimitsResponse },
      },
    },
    async (request) => ({ data: await saveRetentionLimits(app.ctx, request.body, actorOf(request)) }),
  );

  app.get(
    '/privacy/pending',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Candidates marked for erasure by the retention sweep, soonest due first',
        querystring: PendingErasureQuery,
        response: { 200: PendingErasureListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await pendingErasuresOf(app.db, requireAccount(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/privacy/requests',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The account’s erasures and exports, newest first',
        description: '`seeker_name` is read live and is null once the candidate is erased.',
        querystring: PrivacyRequestListQuery,
        response: { 200: PrivacyRequestListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await privacyRequestsOf(app.db, requireAccount(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/privacy/summary',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Pending erasures, erasures and exports in 30 days, the suppression list’s size, the rule',
        response: { 200: PrivacySummaryResponse },
      },
    },
    async (request) => ({ data: await privacySummaryOf(app.db, requireAccount(request.selection)) }),
  );

  app.get(
    '/privacy/record.csv',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'The record of processing activities (GDPR Art. 30) as CSV',
        description:
          'One row per processing activity per site, from the account’s rule, sites, employers and notices; headers and texts in the language of Accept-Language. Audited `privacy.record_exported`.',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await privacyRecordCsv(app.ctx, requireAccount(request.selection), request.locale, actorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="record-of-processing.csv"')
        .header('cache-control', 'no-store')
        .send(`\uFEFF${csv}`);
    },
  );
};
