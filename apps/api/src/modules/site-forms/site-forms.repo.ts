import type { SiteFormField, SiteFormSubmissionListQuery } from '@talent/contract';
import { and, count, desc, eq, getTableColumns, gt, gte, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { jobFeedback, jobs, siteFormSubmissions, siteForms, siteFormVersions } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

export type SiteFormRow = typeof siteForms.$inferSelect;
export type SiteFormVersionRow = typeof siteFormVersions.$inferSelect;
export type SiteFormSubmissionRow = typeof siteFormSubmissions.$inferSelect;

/** A stored form or submission: its id and the tenant it belongs to. */
export type TenantRow = { id: number; accountId: number };

const inScope = (scope: SiteScope) => inTenant(siteForms, scope);

/** A form with its published version's summary and its number of submissions. */
export type SiteFormListRow = {
  form: SiteFormRow;
  published: Pick<SiteFormVersionRow, 'version' | 'publishedAt' | 'handler'> | null;
  submissions: number;
};

const listColumns = {
  form: siteForms,
  published: {
    version: siteFormVersions.version,
    publishedAt: siteFormVersions.publishedAt,
    handler: siteFormVersions.handler,
  },
  submissions: sql<number>`(select count(*)::int from ${siteFormSubmissions} where ${siteFormSubmissions.formId} = ${siteForms.id})`,
};

export async function listForms(
  q: Queryable,
  scope: SiteScope,
  query: { page: number; per_page: number; q?: string | undefined; status?: SiteFormRow['status'] | undefined },
): Promise<{ rows: SiteFormListRow[]; total: number }> {
  const where = and(
    inScope(scope),
    query.status ? eq(siteForms.status, query.status) : undefined,
    query.q ? sql`${siteForms.name} ilike ${containsPattern(query.q)}` : undefined,
  );
  const rows = await q
    .select(listColumns)
    .from(siteForms)
    .leftJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteForms, eq(siteFormVersions.id, siteForms.publishedVersionId)),
    )
    .where(where)
    .orderBy(desc(siteForms.createdAt), desc(siteForms.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await q.select({ n: count() }).from(siteForms).where(where);
  return {
    rows: rows.map((r) => ({ ...r, published: r.published?.version ? r.published : null })),
    total: total?.n ?? 0,
  };
}

/** One form of the site, or null (another site's form is not found either). */
export async function findForm(q: Queryable, scope: SiteScope, uuid: string): Promise<SiteFormListRow | null> {
  const [row] = await q
    .select(listColumns)
    .from(siteForms)
    .leftJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteForms, eq(siteFormVersions.id, siteForms.publishedVersionId)),
    )
    .where(and(inScope(scope), eq(siteForms.uuid, uuid)));
  return row ? { ...row, published: row.published?.version ? row.published : null } : null;
}

/** The form row locked for a change (publish, disable, delete) in `tx`. */
export async function lockForm(q: Queryable, scope: SiteScope, uuid: string): Promise<SiteFormRow | null> {
  const [row] = await q
    .select()
    .from(siteForms)
    .where(and(inScope(scope), eq(siteForms.uuid, uuid)))
    .for('update');
  return row ?? null;
}

export async function insertForm(q: Queryable, values: typeof siteForms.$inferInsert): Promise<SiteFormRow> {
  const [row] = await q.insert(siteForms).values(values).returning();
  return row!;
}

export async function updateForm(
  q: Queryable,
  scope: SiteScope,
  id: number,
  set: Partial<typeof siteForms.$inferInsert>,
): Promise<void> {
  await q
    .update(siteForms)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(inScope(scope), eq(siteForms.id, id)));
}

/**
 * Deletes a form; the jobs that asked its questions are left without. Their key is NO ACTION rather
 * than SET NULL, which Citus refuses on a key holding account_id (docs/deploy.md), so it is done here.
 */
export async function deleteForm(q: Queryable, scope: SiteScope, id: number): Promise<void> {
  await q
    .update(jobs)
    .set({ screeningFormId: null })
    .where(and(inTenant(jobs, scope.accountId), eq(jobs.screeningFormId, id)));
  await q.delete(siteForms).where(and(inScope(scope), eq(siteForms.id, id)));
}

/** Freezes fields as the form's next version (the caller holds the form's row lock). */
export async function insertVersion(
  q: Queryable,
  values: {
    accountId: number;
    formId: number;
    fields: SiteFormField[];
    handler: string | null;
    publishedBy: number | null;
  },
): Promise<SiteFormVersionRow> {
  const [last] = await q
    .select({ n: max(siteFormVersions.version) })
    .from(siteFormVersions)
    .where(eq(siteFormVersions.formId, values.formId));
  const [row] = await q
    .insert(siteFormVersions)
    .values({ ...values, version: (last?.n ?? 0) + 1 })
    .returning();
  return row!;
}

export async function versionsOf(q: Queryable, form: TenantRow): Promise<SiteFormVersionRow[]> {
  return q
    .select()
    .from(siteFormVersions)
    .where(and(inTenant(siteFormVersions, form.accountId), eq(siteFormVersions.formId, form.id)))
    .orderBy(siteFormVersions.version);
}

/** The version a form's public sees (its published one), or null before the first publish. */
export async function publishedVersionOf(q: Queryable, form: SiteFormRow): Promise<SiteFormVersionRow | null> {
  if (form.publishedVersionId === null) return null;
  const [row] = await q
    .select()
    .from(siteFormVersions)
    .where(and(inTenant(siteFormVersions, form.accountId), eq(siteFormVersions.id, form.publishedVersionId)));
  return row ?? null;
}

/** A published form and its published version, whatever site: the public routes find forms by uuid. */
export async function findPublishedForm(
  q: Queryable,
  uuid: string,
): Promise<{ form: SiteFormRow; version: SiteFormVersionRow } | null> {
  const [row] = await q
    .select({ form: siteForms, version: siteFormVersions })
    .from(siteForms)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteForms, eq(siteFormVersions.id, siteForms.publishedVersionId)),
    )
    .where(and(eq(siteForms.uuid, uuid), eq(siteForms.status, 'published')));
  return row ?? null;
}

export async function hasSubmissions(q: Queryable, form: TenantRow): Promise<boolean> {
  const [row] = await q
    .select({ id: siteFormSubmissions.id })
    .from(siteFormSubmissions)
    .where(and(inTenant(siteFormSubmissions, form.accountId), eq(siteFormSubmissions.formId, form.id)))
    .limit(1);
  return row !== undefined;
}

export async function insertSubmission(
  q: Queryable,
  values: typeof siteFormSubmissions.$inferInsert,
): Promise<SiteFormSubmissionRow> {
  const [row] = await q.insert(siteFormSubmissions).values(values).returning();
  return row!;
}

export async function setHandlerResult(q: Queryable, submission: TenantRow, result: Record<string, unknown> | null) {
  await q
    .update(siteFormSubmissions)
    .set({ handlerResult: result })
    .where(and(inTenant(siteFormSubmissions, submission.accountId), eq(siteFormSubmissions.id, submission.id)));
}

export type SubmissionRow = SiteFormSubmissionRow & { version: number; fields: SiteFormField[] };

const submissionColumns = {
  ...getTableColumns(siteFormSubmissions),
  version: siteFormVersions.version,
  fields: siteFormVersions.fields,
};

function submissionFilter(form: TenantRow, query: Partial<SiteFormSubmissionListQuery>): SQL | undefined {
  return and(
    inTenant(siteFormSubmissions, form.accountId),
    eq(siteFormSubmissions.formId, form.id),
    query.version ? eq(siteFormVersions.version, query.version) : undefined,
    query.from ? gte(siteFormSubmissions.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(siteFormSubmissions.createdAt, sql`${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`)
      : undefined,
    query.q
      ? sql`(${siteFormSubmissions.answers}::text ilike ${containsPattern(query.q)} or ${siteFormSubmissions.email} ilike ${containsPattern(query.q)})`
      : undefined,
  );
}

export async function listSubmissions(
  q: Queryable,
  form: TenantRow,
  query: SiteFormSubmissionListQuery,
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const where = submissionFilter(form, query);
  const rows = await q
    .select(submissionColumns)
    .from(siteFormSubmissions)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteFormSubmissions, eq(siteFormVersions.id, siteFormSubmissions.versionId)),
    )
    .where(where)
    .orderBy(desc(siteFormSubmissions.createdAt), desc(siteFormSubmissions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await q
    .select({ n: count() })
    .from(siteFormSubmissions)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteFormSubmissions, eq(siteFormVersions.id, siteFormSubmissions.versionId)),
    )
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Submissions after id `after`, in id order, for the CSV export. */
export async function submissionBatch(
  q: Queryable,
  form: TenantRow,
  query: Partial<SiteFormSubmissionListQuery>,
  after: number | null,
  limit: number,
): Promise<SubmissionRow[]> {
  return q
    .select(submissionColumns)
    .from(siteFormSubmissions)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteFormSubmissions, eq(siteFormVersions.id, siteFormSubmissions.versionId)),
    )
    .where(and(submissionFilter(form, query), after === null ? undefined : gt(siteFormSubmissions.id, after)))
    .orderBy(siteFormSubmissions.id)
    .limit(limit);
}

export async function findSubmission(q: Queryable, form: TenantRow, uuid: string): Promise<SubmissionRow | null> {
  const [row] = await q
    .select(submissionColumns)
    .from(siteFormSubmissions)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteFormSubmissions, eq(siteFormVersions.id, siteFormSubmissions.versionId)),
    )
    .where(
      and(
        inTenant(siteFormSubmissions, form.accountId),
        eq(siteFormSubmissions.formId, form.id),
        eq(siteFormSubmissions.uuid, uuid),
      ),
    );
  return row ?? null;
}

/** Deletes a submission; feedback it brought stays, without it (NO ACTION key, as in `deleteForm`). */
export async function deleteSubmission(q: Queryable, submission: TenantRow): Promise<void> {
  await q
    .update(jobFeedback)
    .set({ submissionId: null })
    .where(and(inTenant(jobFeedback, submission.accountId), eq(jobFeedback.submissionId, submission.id)));
  await q
    .delete(siteFormSubmissions)
    .where(and(inTenant(siteFormSubmissions, submission.accountId), eq(siteFormSubmissions.id, submission.id)));
}

/** A webhook form's stored (encrypted) signing secret; null before its first publish. */
export async function webhookSecretOf(q: Queryable, scope: SiteScope, formId: number): Promise<string | null> {
  const [row] = await q
    .select({ secretEnc: siteForms.webhookSecretEnc })
    .from(siteForms)
    .where(and(inScope(scope), eq(siteForms.id, formId)));
  return row?.secretEnc ?? null;
}

export async function setWebhookSecret(q: Queryable, scope: SiteScope, formId: number, secretEnc: string) {
  await q
    .update(siteForms)
    .set({ webhookSecretEnc: secretEnc })
    .where(and(inScope(scope), eq(siteForms.id, formId)));
}
