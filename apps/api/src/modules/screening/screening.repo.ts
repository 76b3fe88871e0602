import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { jobs, siteFormSubmissions, siteForms, siteFormVersions } from '../../db/schema/index.js';
import { inTenant, sameTenant } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

/** The handler that makes a form a job's screening questions. */
export const SCREENING_HANDLER = 'job_application';

/** Published forms of the site whose published version has the screening handler. */
const publishedScreening = and(eq(siteForms.status, 'published'), eq(siteFormVersions.handler, SCREENING_HANDLER));

const inSite = (scope: SiteScope) => inTenant(siteForms, scope);

/** What the job form offers: the site's published screening forms, by name. */
export async function screeningFormOptions(q: Queryable, scope: SiteScope) {
  return q
    .select({ uuid: siteForms.uuid, name: siteForms.name, version: siteFormVersions.version })
    .from(siteForms)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteForms, eq(siteFormVersions.id, siteForms.publishedVersionId)),
    )
    .where(and(inSite(scope), publishedScreening))
    .orderBy(siteForms.name, siteForms.id);
}

/** The id of a published screening form of the site by uuid; null for anything else (another site's too). */
export async function findScreeningForm(q: Queryable, scope: SiteScope, uuid: string): Promise<number | null> {
  const [row] = await q
    .select({ id: siteForms.id })
    .from(siteForms)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteForms, eq(siteFormVersions.id, siteForms.publishedVersionId)),
    )
    .where(and(inSite(scope), eq(siteForms.uuid, uuid), publishedScreening));
  return row?.id ?? null;
}

/**
 * The questions a job asks now: its form's published version, when the form (of the job's own site)
 * is published with the screening handler; null when it asks none.
 */
export async function screeningOfJob(q: Queryable, scope: SiteScope, jobId: string) {
  const [row] = await q
    .select({ form: siteForms, version: siteFormVersions })
    .from(jobs)
    .innerJoin(
      siteForms,
      sameTenant(siteForms, jobs, eq(siteForms.id, jobs.screeningFormId), eq(siteForms.siteId, jobs.siteId)),
    )
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteForms, eq(siteFormVersions.id, siteForms.publishedVersionId)),
    )
    .where(and(inTenant(jobs, scope), eq(jobs.id, jobId), publishedScreening));
  return row ?? null;
}

/** A version of one of the site's forms by id (what a held application answered), or null. */
export async function findVersionOfSite(q: Queryable, scope: SiteScope, versionId: number) {
  const [row] = await q
    .select({ form: siteForms, version: siteFormVersions })
    .from(siteFormVersions)
    .innerJoin(siteForms, sameTenant(siteForms, siteFormVersions, eq(siteForms.id, siteFormVersions.formId)))
    .where(and(eq(siteFormVersions.id, versionId), inSite(scope)));
  return row ?? null;
}

const screeningColumns = {
  uuid: siteForms.uuid,
  name: siteForms.name,
  version: siteFormVersions.version,
  locale: siteFormSubmissions.locale,
  answers: siteFormSubmissions.answers,
  fields: siteFormVersions.fields,
  handlerResult: siteFormSubmissions.handlerResult,
  createdAt: siteFormSubmissions.createdAt,
};

/**
 * The screening submission of an application (the caller has found the application in its scope;
 * the submission's site must be the application's too).
 */
export async function findScreeningOf(q: Queryable, scope: SiteScope, applicationId: string) {
  const [row] = await q
    .select(screeningColumns)
    .from(siteFormSubmissions)
    .innerJoin(
      siteFormVersions,
      sameTenant(siteFormVersions, siteFormSubmissions, eq(siteFormVersions.id, siteFormSubmissions.versionId)),
    )
    .innerJoin(siteForms, sameTenant(siteForms, siteFormSubmissions, eq(siteForms.id, siteFormSubmissions.formId)))
    .where(
      and(
        eq(siteFormSubmissions.applicationId, applicationId),
        eq(siteFormSubmissions.siteId, scope.siteId),
        inSite(scope),
      ),
    );
  return row ?? null;
}

/** The answers of these applications' screening submissions, by application id (the CSV export's batch). */
export async function screeningAnswersOf(q: Queryable, scope: SiteScope, applicationIds: string[]) {
  if (!applicationIds.length) return new Map<string, Record<string, { label: string; value: unknown }>>();
  const rows = await q
    .select({ applicationId: siteFormSubmissions.applicationId, answers: siteFormSubmissions.answers })
    .from(siteFormSubmissions)
    .where(and(inTenant(siteFormSubmissions, scope), inArray(siteFormSubmissions.applicationId, applicationIds)));
  return new Map(rows.map((r) => [r.applicationId!, r.answers]));
}

/** Versions by id with their fields (the CSV export's columns). */
export async function versionsById(q: Queryable, scope: SiteScope, ids: number[]) {
  if (!ids.length) return [];
  return q
    .select({ id: siteFormVersions.id, version: siteFormVersions.version, fields: siteFormVersions.fields })
    .from(siteFormVersions)
    .where(and(inTenant(siteFormVersions, scope.accountId), inArray(siteFormVersions.id, ids)))
    .orderBy(siteFormVersions.formId, siteFormVersions.version);
}
