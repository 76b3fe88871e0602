import type { Employer } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { type EmployerFilter, employerBatch } from './employers.repo.js';

const COLUMNS: CsvColumn<Employer>[] = [
  ['id', (e) => e.id],
  ['name', (e) => e.name],
  ['type', (e) => e.type],
  ['status', (e) => e.status],
  ['business_name', (e) => e.business_name],
  ['registration_number', (e) => e.registration_number],
  ['industry', (e) => e.industry],
  ['size', (e) => e.size],
  ['contact_name', (e) => e.contact_name],
  ['email', (e) => e.email],
  ['phone', (e) => e.phone],
  ['address', (e) => e.address],
  ['website', (e) => e.website],
  ['created_at', (e) => e.created_at],
  ['approved_at', (e) => e.approved_at],
  ['rejected_at', (e) => e.rejected_at],
  ['rejection_reason', (e) => e.rejection_reason],
];

/** The filtered employers of the site as CSV lines, read in keyset-paged batches (id order); audited. */
export const employersCsv = (q: Queryable, actor: AuditActor, scope: SiteScope, filter: EmployerFilter) =>
  auditedCsv(q, actor, { list: 'employers', scope, query: filter }, COLUMNS, (after: number | null, limit) =>
    employerBatch(q, scope, filter, after ?? 0, limit),
  );
