import { Readable } from 'node:stream';
import { catalogues, EMPLOYER_TYPES } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { pageMeta } from '../../platform/pagination.js';
import { requireSite } from '../../platform/tenancy/selection.js';
import { employersCsv } from './employers.csv.js';
import {
  approveEmployers,
  createEmployer,
  employerActivityPage,
  employerFieldOptions,
  employerListPage,
  getEmployerDetail,
  rejectEmployers,
  saveEmployer,
  setEmployersEnabled,
} from './employers.service.js';

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    employerTypes: async (request) => {
      const labels = catalogues[request.locale].labels.employerTypes;
      return { data: EMPLOYER_TYPES.map((value) => ({ value, label: labels[value] })) };
    },
    // Staff fill these in on employer forms; an employer on its own profile.
    fieldOptions: async (request) => {
      return { data: await employerFieldOptions(app.ctx, requireSite(request.selection)) };
    },
    listEmployers: async (request) => {
      const { rows, total } = await employerListPage(app.ctx, requireSite(request.selection), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    listOnHoldEmployers: async (request) => {
      const query = { ...request.query, 'filter[status]': 'on_hold' as const };
      const { rows, total } = await employerListPage(app.ctx, requireSite(request.selection), query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    exportEmployers: async (request, reply) => {
      const scope = requireSite(request.selection);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="employers.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(employersCsv(app.db, actorOf(request), scope, request.query)));
    },
    getEmployer: async (request) => ({
      data: await getEmployerDetail(app.ctx, requireSite(request.selection), request.params.id),
    }),
    employerActivity: async (request) => {
      const scope = requireSite(request.selection);
      const { rows, total } = await employerActivityPage(app.ctx, scope, request.params.id, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
    createEmployer: async (request, reply) => {
      const employer = await createEmployer(app.ctx, requireSite(request.selection), request.body, actorOf(request));
      return reply.code(201).send({ data: employer });
    },
    updateEmployer: async (request) => ({
      data: await saveEmployer(
        app.ctx,
        requireSite(request.selection),
        request.params.id,
        request.body,
        actorOf(request),
      ),
    }),
    approveEmployers: async (request) => ({
      data: await approveEmployers(
        app.ctx,
        requireSite(request.selection),
        { ids: request.body.ids, locale: request.locale },
        actorOf(request),
      ),
    }),
    rejectEmployers: async (request) => ({
      data: await rejectEmployers(
        app.ctx,
        requireSite(request.selection),
        { ids: request.body.ids, reason: request.body.reason, locale: request.locale },
        actorOf(request),
      ),
    }),
    setEmployersStatus: async (request) => ({
      data: await setEmployersEnabled(
        app.ctx,
        requireSite(request.selection),
        request.body.ids,
        request.body.enabled,
        actorOf(request),
      ),
    }),
  });
};
