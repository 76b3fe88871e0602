import type { EmployerRegistration, Locale } from '@talent/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { siteFormSubmissions, siteForms, siteFormVersions } from '../../../db/schema/index.js';
import { inTenant, sameTenant } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { answersInFieldOrder } from '../../site-forms/site-form-views.js';

/** Ties a stored submission to the employer it created (the employer's detail shows its answers). */
export async function linkSubmissionToEmployer(
  q: Queryable,
  submission: { id: number; accountId: number },
  employerId: number,
) {
  await q
    .update(siteFormSubmissions)
    .set({ employerId })
    .where(and(inTenant(siteFormSubmissions, submission.accountId), eq(siteFormSubmissions.id, submission.id)));
}

/** The registration an employer of this site was created from, or null (created by staff, or deleted). */
export async function findRegistration(
  q: Queryable,
  scope: SiteScope,
  employerId: number,
): Promise<EmployerRegistration | null> {
  const [row] = await q
    .select({
      formUuid: siteForms.uuid,
      formName: siteForms.name,
      uuid: siteFormSubmissions.uuid,
      version: siteFormVersions.version,
      locale: siteFormSubmissions.locale,
      createdAt: siteFormSubmissions.createdAt,
      answers: siteFormSubmissions.answers,
      fields: siteFormVersions.fields,
    })
    .from(siteFormSubmissions)
    .innerJoin(siteForms, sameTenant(siteForms, siteFormSubmissions, eq(siteForms.id, siteFormSubmissions.formId)))
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteFormSubmissions, eq(siteFormVersions.id, siteFormSubmissions.versionId)),
    )
    .where(
      and(
        eq(siteFormSubmissions.employerId, employerId),
        eq(siteFormSubmissions.siteId, scope.siteId),
        inTenant(siteForms, scope.accountId),
      ),
    )
    .orderBy(desc(siteFormSubmissions.createdAt), desc(siteFormSubmissions.id))
    .limit(1);
  if (!row) return null;
  return {
    form: { uuid: row.formUuid, name: row.formName },
    submission_uuid: row.uuid,
    version: row.version,
    locale: row.locale as Locale,
    submitted_at: row.createdAt.toISOString(),
    answers: answersInFieldOrder(row.answers, row.fields),
  };
}
