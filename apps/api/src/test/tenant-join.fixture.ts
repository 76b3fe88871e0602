import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { applications, jobs, sites } from '../db/schema/index.js';
import { inTenant, sameTenant } from '../platform/tenancy/in-tenant.js';

// For tenant-filter-scan: one join of each kind the Citus test must tell apart. Never called.

export const unpairedJoin = (q: Queryable, accountId: number) =>
  q
    .select()
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inTenant(applications, accountId));

export const pairedJoin = (q: Queryable, accountId: number) =>
  q
    .select()
    .from(applications)
    .innerJoin(jobs, sameTenant(jobs, applications, eq(jobs.id, applications.jobId)))
    .where(inTenant(applications, accountId));

export const referenceJoin = (q: Queryable, accountId: number) =>
  q.select().from(jobs).innerJoin(sites, eq(sites.id, jobs.siteId)).where(inTenant(jobs, accountId));
