import type { Seeker } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { type SeekerFilter, seekerBatch } from './seekers.repo.js';

const COLUMNS: CsvColumn<Seeker>[] = [
  ['id', (s) => s.id],
  ['first_name', (s) => s.first_name],
  ['last_name', (s) => s.last_name],
  ['email', (s) => s.email],
  ['phone', (s) => s.phone],
  ['location', (s) => s.location],
  ['headline', (s) => s.headline],
  ['skills', (s) => s.skills.join('; ')],
  ['tags', (s) => s.tags.join('; ')],
  ['language', (s) => s.locale],
  ['status', (s) => s.status],
  ['applications', (s) => s.applications_count],
  ['created_at', (s) => s.created_at],
  ['last_active_at', (s) => s.last_active_at],
];

/** The filtered candidates as CSV, streamed in id order (cells guarded against formulas); audited. */
export const seekersCsv = (q: Queryable, actor: AuditActor, scope: SiteScope, filter: SeekerFilter) =>
  auditedCsv(q, actor, { list: 'seekers', scope, query: filter }, COLUMNS, (after: string | null, limit) =>
    seekerBatch(q, scope, filter, after, limit),
  );
