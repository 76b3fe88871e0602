import { Readable } from 'node:stream';
import {
  ActivityListResponse,
  ActivityQuery,
  ApproveEmployersBody,
  BulkEmployerResponse,
  CreateEmployerBody,
  catalogues,
  EMPLOYER_TYPES,
  EmployerDetailResponse,
  EmployerExportQuery,
  EmployerListQuery,
  EmployerListResponse,
  EmployerResponse,
  EmployerStatusBody,
  EmployerTypesResponse,
  FieldOptionsResponse,
  IdParam,
  OnHoldEmployerListQuery,
  RejectEmployersBody,
  UpdateEmployerBody,
} from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit/activity.repo.js';
import { employersCsv } from './employers.csv.js';
import { listEmployers, siteSettings } from './employers.repo.js';
import {
  approveEmployers,
  createEmployer,
  getEmployer,
  getEmployerDetail,
  rejectEmployers,
  saveEmployer,
  setEmployersEnabled,
} from './employers.service.js';
import { fieldOptionsOf } from './site-settings.js';

const READ = { action: 'read', subject: 'employers' } as const;
const CREATE = { action: 'create', subject: 'employers' } as const;
const UPDATE = { action: 'update', subject: 'employers' } as const;
const APPROVE = { action: 'approve', subject: 'employers' } as const;
const EXPORT = { action: 'export', subject: 'employers' } as const;
const tags = ['employers'];

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employer-types',
    {
      config: { access: { action: 'access', subject: 'portal' } },
      schema: {
        tags,
        summary: 'Employer types, labelled in the caller’s language',
        response: { 200: EmployerTypesResponse },
      },
    },
    async (request) => {
      const labels = catalogues[request.locale].labels.employerTypes;
      return { data: EMPLOYER_TYPES.map((value) => ({ value, label: labels[value] })) };
    },
  );

  app.get(
    '/site/field-options',
    {
      // Staff fill these in on employer forms; an employer on its own profile.
      config: { access: { anyOf: [READ, { action: 'read', subject: 'employer_profile' }] } },
      schema: {
        tags,
        summary: 'Industries and sizes offered on the selected site’s employer forms',
        description: 'From `sites.settings.field_options`; the defaults when the site has none.',
        response: { 200: FieldOptionsResponse },
      },
    },
    async (request) => {
      const { settings } = await siteSettings(app.db, requireSite(request.selection));
      return { data: fieldOptionsOf(settings) };
    },
  );

  app.get(
    '/employers',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Employers of the selected site',
        description:
          '`q` searches name, business name and e-mail. Filters: `filter[type]`, `filter[status]`, `filter[industry]`.',
        querystring: EmployerListQuery,
        response: { 200: EmployerListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listEmployers(app.db, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/employers/on-hold',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'Employers of the selected site waiting for approval',
        querystring: OnHoldEmployerListQuery,
        response: { 200: EmployerListResponse },
      },
    },
    async (request) => {
      const query = { ...request.query, 'filter[status]': 'on_hold' as const };
      const { rows, total } = await listEmployers(app.db, requireSite(request.selection), query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/employers/export.csv',
    {
      config: { access: EXPORT },
      schema: {
        tags,
        summary: 'The filtered employers as CSV',
        description:
          'Same `q` and filters as the list (sorting and paging do not apply: rows come in id order). Streamed in batches of 500.',
        querystring: EmployerExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const scope = requireSite(request.selection);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="employers.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(employersCsv(app.db, actorOf(request), scope, request.query)));
    },
  );

  app.get(
    '/employers/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One employer of the selected site',
        description: '`registration`: the answers of the site form the employer registered through, if any.',
        params: IdParam,
        response: { 200: EmployerDetailResponse },
      },
    },
    async (request) => ({
      data: await getEmployerDetail(app.db, requireSite(request.selection), request.params.id),
    }),
  );

  app.get(
    '/employers/:id/activity',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'What happened to one employer, newest first (from the audit log)',
        params: IdParam,
        querystring: ActivityQuery,
        response: { 200: ActivityListResponse },
      },
    },
    async (request) => {
      const scope = requireSite(request.selection);
      await getEmployer(app.db, scope, request.params.id); // 404 unless it is this site's
      const subject = { accountId: scope.accountId, subjectType: 'employer', subjectId: request.params.id };
      const { rows, total } = await listActivity(app.db, subject, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/employers',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Create an employer',
        description:
          'Starts `on_hold` or `active` as the site’s setting `employers_start_on_hold` says (default on hold).',
        body: CreateEmployerBody,
        response: { 201: EmployerResponse },
      },
    },
    async (request, reply) => {
      const employer = await createEmployer(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data: employer });
    },
  );

  app.put(
    '/employers/:id',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Update an employer’s profile',
        description: 'The status cannot be set here (a `status` field is ignored): use approve, reject or status.',
        params: IdParam,
        body: UpdateEmployerBody,
        response: { 200: EmployerResponse },
      },
    },
    async (request) => ({
      data: await saveEmployer(
        app.ctx,
        requireSite(request.selection),
        request.params.id,
        request.body,
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/employers/approve',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'Approve on-hold employers',
        description: 'Only on-hold employers of the selected site change; every other id is reported as skipped.',
        body: ApproveEmployersBody,
        response: { 200: BulkEmployerResponse },
      },
    },
    async (request) => ({
      data: await approveEmployers(
        app.ctx,
        requireSite(request.selection),
        { ids: request.body.ids, locale: request.locale },
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/employers/reject',
    {
      config: { access: APPROVE },
      schema: {
        tags,
        summary: 'Reject on-hold employers, mailing them the reason',
        body: RejectEmployersBody,
        response: { 200: BulkEmployerResponse },
      },
    },
    async (request) => ({
      data: await rejectEmployers(
        app.ctx,
        requireSite(request.selection),
        { ids: request.body.ids, reason: request.body.reason, locale: request.locale },
        actorOf(request),
      ),
    }),
  );

  app.post(
    '/employers/status',
    {
      config: { access: UPDATE },
      schema: {
        tags,
        summary: 'Enable or disable employers',
        description: '`enabled: true` turns disabled employers active; `false` turns active ones disabled.',
        body: EmployerStatusBody,
        response: { 200: BulkEmployerResponse },
      },
    },
    async (request) => ({
      data: await setEmployersEnabled(
        app.ctx,
        requireSite(request.selection),
        request.body.ids,
        request.body.enabled,
        actorOf(request),
      ),
    }),
  );
};
