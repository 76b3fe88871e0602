import type { FastifyRequest } from 'fastify';
import { requireSite } from '../../platform/tenancy/selection.js';
import type { ApplicationScope } from './applications.repo.js';

export const READ = { action: 'read', subject: 'applications' } as const;
export const UPDATE = { action: 'update', subject: 'applications' } as const;
export const tags = ['applications'];

/** The site's applications; an employer user (employer selected) only ever reaches its own employer's. */
export const scopeOf = (request: FastifyRequest): ApplicationScope => ({
  ...requireSite(request.selection),
  employerId: request.selection.employerId,
});
