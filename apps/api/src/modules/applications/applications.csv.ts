import type { Application } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { type CsvColumn, keysetCsv } from '../../platform/csv.js';
import { type ApplicationFilter, type ApplicationScope, applicationBatch } from './applications.repo.js';

// Cells go through csvCell (quoted, formulas defused at the start and after any separator): names,
// e-mails and tags are typed by candidates and staff.
const COLUMNS: CsvColumn<Application>[] = [
  ['id', (a) => a.id],
  ['candidate_id', (a) => a.seeker.id],
  ['candidate', (a) => a.seeker.name],
  ['email', (a) => a.seeker.email],
  ['job_id', (a) => a.job.id],
  ['job', (a) => a.job.title],
  ['employer_id', (a) => a.employer.id],
  ['employer', (a) => a.employer.name],
  ['status', (a) => a.status],
  ['stage', (a) => a.stage],
  ['tags', (a) => a.tags.join('; ')],
  ['enabled', (a) => (a.enabled ? 'yes' : 'no')],
  ['rating', (a) => a.rating.average],
  ['ratings', (a) => a.rating.count],
  ['applied_at', (a) => a.created_at],
  ['updated_at', (a) => a.updated_at],
];

/** The filtered applications as CSV, streamed in id order. */
export const applicationsCsv = (q: Queryable, scope: ApplicationScope, filter: ApplicationFilter) =>
  keysetCsv(COLUMNS, (after: string | null, limit) => applicationBatch(q, scope, filter, after, limit));
