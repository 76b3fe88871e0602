import type { Job } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import { type JobFilter, type JobScope, jobBatch } from './jobs.repo.js';

const COLUMNS: CsvColumn<Job>[] = [
  ['id', (j) => j.id],
  ['title', (j) => j.title],
  ['status', (j) => j.status],
  ['employer_id', (j) => j.employer.id],
  ['employer', (j) => j.employer.name],
  ['reference_number', (j) => j.reference_number],
  ['work_type', (j) => j.work_type],
  ['pay_type', (j) => j.pay_type],
  ['pay_min', (j) => j.pay_min],
  ['pay_max', (j) => j.pay_max],
  ['currency', (j) => j.currency],
  ['start_date', (j) => j.start_date],
  ['end_date', (j) => j.end_date],
  ['classifications', (j) => j.classifications.join('; ')],
  ['tags', (j) => j.tags.join('; ')],
  ['product', (j) => j.product],
  ['published_at', (j) => j.published_at],
  ['created_at', (j) => j.created_at],
];

/** The filtered jobs as CSV, streamed in id order; audited. */
export const jobsCsv = (q: Queryable, actor: AuditActor, scope: JobScope, filter: JobFilter) =>
  auditedCsv(q, actor, { list: 'jobs', scope, query: filter }, COLUMNS, (after: string | null, limit) =>
    jobBatch(q, scope, filter, after, limit),
  );
