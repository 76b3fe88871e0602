import { checkAccess } from '@talent/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/operations.js';
import { requireAccount, requireSite } from '../../platform/tenancy/selection.js';
import { employerDashboard, siteDashboard } from './dashboard.service.js';
import { dismissAccountOnboarding, onboardingChecklist } from './onboarding.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperations(app, {
    siteDashboard: async (request) => ({
      data: await siteDashboard(app.ctx, requireSite(request.selection), {
        // Each section only for those who may read its domain.
        jobs: checkAccess(authOf(request).ability, 'read', 'jobs'),
        privacy: checkAccess(authOf(request).ability, 'read', 'privacy'),
      }),
    }),
    // Whoever reads any of its sections; each section is then checked on its own.
    employerDashboard: async (request) => {
      const { employerId } = request.selection;
      if (employerId === null) throw new AppError('invalid_context');
      const { ability } = authOf(request);
      return {
        data: await employerDashboard(
          app.db,
          { ...requireSite(request.selection), employerId },
          {
            credits: checkAccess(ability, 'read', 'credits'),
            jobs: checkAccess(ability, 'read', 'jobs'),
            applications: checkAccess(ability, 'read', 'applications'),
          },
        ),
      };
    },
    // The account's, whatever site is selected: its owners see it on every site's dashboard.
    onboardingChecklist: async (request) => ({
      data: await onboardingChecklist(app.ctx, requireAccount(request.selection)),
    }),
    dismissOnboarding: async (request) => ({
      data: await dismissAccountOnboarding(app.ctx, requireAccount(request.selection)),
    }),
  });
};
