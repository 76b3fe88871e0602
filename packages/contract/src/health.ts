import { z } from 'zod';

const DatabaseKind = z.enum(['pglite', 'postgres']);

/** GET /portal/health: the process answers and its database too (kept for existing probes). */
/** The running build (APP_VERSION, or the API package's version): which release a probe reached. */
const Version = z.string().describe('The running build: APP_VERSION, or the API package version.');

export const HealthResponse = z.object({ status: z.enum(['ok']), database: DatabaseKind, version: Version });

/** GET /portal/health/live: the process answers; asks nothing of the database (a restart would not help it). */
export const LivenessResponse = z.object({ status: z.enum(['ok']) });

/**
 * GET /portal/health/ready: the process may take traffic, its database reachable and migrated up to
 * this version. Otherwise 503 in the error shape, with the reason as its code: `database_unreachable`
 * or `migrations_pending`.
 */
export const ReadinessResponse = z.object({ status: z.enum(['ready']), database: DatabaseKind, version: Version });
