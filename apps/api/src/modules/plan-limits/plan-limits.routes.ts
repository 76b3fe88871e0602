import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount } from '../../platform/tenancy/selection.js';
import { accountPlanUsage, platformAccountLimits, savePlatformAccountLimits } from './plan-limits.service.js';

/** Plans: platform staff set an account's limits in the console; the account's owner sees what is used. */
export const planLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    platformAccountLimits: async (request) => ({ data: await platformAccountLimits(app.ctx, request.params.id) }),
    savePlatformAccountLimits: async (request) => ({
      data: await savePlatformAccountLimits(app.ctx, request.params.id, request.body, actorOf(request)),
    }),
    accountUsage: async (request) => ({ data: await accountPlanUsage(app.ctx, requireAccount(request.selection)) }),
  });
};
