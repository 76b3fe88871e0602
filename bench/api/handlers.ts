// What each benchmarked portal route does once it knows who is calling and where: the same
// service and repo calls, with the tenant fixed instead of read from headers and checked. The
// ceiling server answers with these, and the EXPLAIN pass runs them to capture their SQL.
import { ApplicationListQuery, defineAbility, JobListQuery, SeekerListQuery } from '@talent/contract';
import type { Db } from '../../apps/api/src/db/client.js';
import { listApplications } from '../../apps/api/src/modules/applications/applications.repo.js';
import { getApplication, withStages } from '../../apps/api/src/modules/applications/applications.service.js';
import { buildMe } from '../../apps/api/src/modules/auth/me.service.js';
import { getJob } from '../../apps/api/src/modules/jobs/job-editing.service.js';
import { publishJob } from '../../apps/api/src/modules/jobs/job-publishing.service.js';
import { listJobs } from '../../apps/api/src/modules/jobs/jobs.repo.js';
import { listSeekers } from '../../apps/api/src/modules/seekers/seekers.repo.js';
import { getSeeker } from '../../apps/api/src/modules/seekers/seekers.service.js';
import { toPermissionMap } from '../../apps/api/src/platform/auth/grants.repo.js';
import { findRequestContext } from '../../apps/api/src/platform/auth/request-context.repo.js';
import { hashToken } from '../../apps/api/src/platform/auth/tokens.js';
import type { AppContext } from '../../apps/api/src/platform/context.js';
import { pageMeta } from '../../apps/api/src/platform/pagination.js';
import { NO_SELECTION } from '../../apps/api/src/platform/tenancy/selection.js';

export type BenchScope = { accountId: number; siteId: number; employerId: null };
type Query = Record<string, string>;

export const ceilingHandlers = {
  jobs: async (db: Db, scope: BenchScope, raw: Query) => {
    const query = JobListQuery.parse(raw);
    const { rows, total } = await listJobs(db, scope, query);
    return { data: rows, meta: pageMeta(query, total) };
  },
  job: async (db: Db, scope: BenchScope, id: string) => ({ data: await getJob(db, scope, id) }),
  applications: async (db: Db, scope: BenchScope, raw: Query) => {
    const query = ApplicationListQuery.parse(raw);
    const { rows, total } = await listApplications(db, scope, await withStages(db, scope, query));
    return { data: rows, meta: pageMeta(query, total) };
  },
  application: async (db: Db, scope: BenchScope, id: string) => ({ data: await getApplication(db, scope, id) }),
  seekers: async (db: Db, scope: BenchScope, raw: Query) => {
    const query = SeekerListQuery.parse(raw);
    const { rows, total } = await listSeekers(db, { accountId: scope.accountId, siteId: scope.siteId }, query);
    return { data: rows, meta: pageMeta(query, total) };
  },
  seeker: async (db: Db, scope: BenchScope, id: string) => ({
    data: await getSeeker(db, { accountId: scope.accountId, siteId: scope.siteId }, id),
  }),
  /** The session and grants lookup is the work of /auth/me itself, so the ceiling keeps it. */
  me: async (ctx: AppContext, token: string, idleMinutes: number) => {
    const found = await findRequestContext(ctx.db, hashToken(token), idleMinutes, NO_SELECTION);
    if (!found) throw new Error('The benchmark session is not live');
    const { selected: _selected, ...session } = found;
    const permissions = toPermissionMap(session.grants);
    const auth = { ...session, permissions, ability: defineAbility({ permissions }, NO_SELECTION) };
    return { data: await buildMe(ctx, auth, undefined) };
  },
  publish: async (ctx: AppContext, scope: BenchScope, id: string, userId: number) => ({
    data: await publishJob(ctx, scope, id, { userId, impersonatorUserId: null, ip: null, requestId: 'bench' }),
  }),
};
