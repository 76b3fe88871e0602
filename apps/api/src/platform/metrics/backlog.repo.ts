import { count, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { backgroundJobs, mailOutbox } from '../../db/schema/index.js';

export type Backlog = { mail: number; backgroundJobs: { kind: string; count: number }[] };

/**
 * Work waiting across all tenants, for operators' metrics: counts only, no tenant's rows leave
 * (tenant-scope exemption: a platform-wide figure by design). Both reads use the status indexes.
 */
export async function countBacklog(q: Queryable): Promise<Backlog> {
  const [mail] = await q
    .select({ n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending']));
  const jobs = await q
    .select({ kind: backgroundJobs.kind, count: count() })
    .from(backgroundJobs)
    .where(inArray(backgroundJobs.status, ['pending', 'running']))
    .groupBy(backgroundJobs.kind);
  return { mail: mail?.n ?? 0, backgroundJobs: jobs };
}
