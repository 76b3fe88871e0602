import type { Locale, SiteFormSubmissionListQuery } from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { CsvColumn } from '../../platform/csv.js';
import { auditedCsv } from '../../platform/csv-export-audit.js';
import { notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { submissionView } from './site-form-views.js';
import {
  deleteSubmission as deleteSubmissionRow,
  findForm,
  findSubmission,
  listSubmissions,
  type SubmissionRow,
  submissionBatch,
  versionsOf,
} from './site-forms.repo.js';

async function formOf(ctx: AppContext, scope: SiteScope, uuid: string) {
  const row = await findForm(ctx.db, scope, uuid);
  if (!row) throw notFound();
  return row.form;
}

export async function listFormSubmissions(
  ctx: AppContext,
  scope: SiteScope,
  uuid: string,
  query: SiteFormSubmissionListQuery,
) {
  const form = await formOf(ctx, scope, uuid);
  const { rows, total } = await listSubmissions(ctx.db, form, query);
  return { rows: rows.map(submissionView), total };
}

export async function getFormSubmission(ctx: AppContext, scope: SiteScope, uuid: string, sid: string) {
  const form = await formOf(ctx, scope, uuid);
  const row = await findSubmission(ctx.db, form, sid);
  if (!row) throw notFound();
  return submissionView(row);
}

/** A file answer of a submission: where storage keeps it and the visitor's name for it; 404 when none. */
export async function submissionFile(ctx: AppContext, scope: SiteScope, uuid: string, sid: string, key: string) {
  const form = await formOf(ctx, scope, uuid);
  const row = await findSubmission(ctx.db, form, sid);
  const file = row && Object.hasOwn(row.files, key) ? row.files[key] : undefined;
  if (!file) throw notFound();
  return file;
}

/** Deletes one submission and then its files (after the commit, so a rollback keeps them). */
export async function deleteFormSubmission(
  ctx: AppContext,
  storage: Storage,
  scope: SiteScope,
  uuid: string,
  sid: string,
  actor: AuditActor,
) {
  const form = await formOf(ctx, scope, uuid);
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findSubmission(tx, form, sid);
    if (!found) throw notFound();
    await deleteSubmissionRow(tx, found);
    await recordAudit(tx, actor, {
      action: 'site_form.submission_deleted',
      subjectType: 'site_form',
      subjectId: form.uuid,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: { submission: found.uuid, version: found.version },
    });
    return found;
  });
  for (const file of Object.values(row.files)) await storage.delete(file.key);
}

const cellOf = (value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'number') return value;
  return String(value);
};

/**
 * The submissions as CSV: when, which version, language, e-mail, then one column per field key
 * of every version (labelled in `locale` from the newest version that has it). Cells go through
 * platform/csv.ts, so an answer starting with `=` stays text in a spreadsheet.
 */
export async function submissionsCsv(
  ctx: AppContext,
  actor: AuditActor,
  scope: SiteScope,
  uuid: string,
  query: Partial<SiteFormSubmissionListQuery>,
  locale: Locale,
) {
  const form = await formOf(ctx, scope, uuid);
  const labels = new Map<string, string>();
  for (const version of await versionsOf(ctx.db, form))
    for (const f of version.fields) labels.set(f.key, f.label[locale] || f.label.en);
  const columns: CsvColumn<SubmissionRow>[] = [
    ['submitted_at', (r) => r.createdAt.toISOString()],
    ['version', (r) => r.version],
    ['locale', (r) => r.locale],
    ['email', (r) => r.email],
    ...[...labels].map(
      ([key, label]): CsvColumn<SubmissionRow> => [
        label,
        (r) => (r.files[key] ? r.files[key].name : cellOf(r.answers[key]?.value)),
      ],
    ),
  ];
  return {
    name: form.name,
    rows: auditedCsv<SubmissionRow, number>(
      ctx.db,
      actor,
      { list: 'site_form_submissions', scope, subjectId: uuid, query },
      columns,
      (after, limit) => submissionBatch(ctx.db, form, query, after, limit),
    ),
  };
}
