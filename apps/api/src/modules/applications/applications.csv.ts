import type { Application } from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import type { AuditActor } from '../../platform/audit.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import { screeningAnswersOf, versionsById } from '../screening/screening.repo.js';
import {
  type ApplicationFilter,
  type ApplicationScope,
  applicationBatch,
  screeningVersionIds,
} from './applications.repo.js';

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

type Row = Application & { screening: Record<string, { value: unknown }> | undefined };

const answerCell = (value: unknown): string | number | null => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'number' ? value : String(value);
};

/**
 * The filtered applications as CSV, streamed in id order. After the fixed columns, one per screening
 * question key of the versions these applications answered (`screening.<key>`), each answer in the
 * same formula-safe cells. Audited.
 */
export async function* applicationsCsv(
  q: Queryable,
  actor: AuditActor,
  scope: ApplicationScope,
  filter: ApplicationFilter,
) {
  const keys = new Set<string>();
  for (const version of await versionsById(q, scope, await screeningVersionIds(q, scope, filter)))
    for (const f of version.fields) keys.add(f.key);
  const columns: CsvColumn<Row>[] = [
    ...COLUMNS,
    ...[...keys].map((key): CsvColumn<Row> => [`screening.${key}`, (a) => answerCell(a.screening?.[key]?.value)]),
  ];
  yield* auditedCsv(
    q,
    actor,
    { list: 'applications', scope, query: filter },
    columns,
    async (after: string | null, limit) => {
      const rows = await applicationBatch(q, scope, filter, after, limit);
      const answers = keys.size
        ? await screeningAnswersOf(
            q,
            scope,
            rows.map((r) => r.id),
          )
        : new Map();
      return rows.map((r) => ({ ...r, screening: answers.get(r.id) }));
    },
  );
}
