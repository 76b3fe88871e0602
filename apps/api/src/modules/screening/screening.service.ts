import {
  type ApplicationScreening,
  type ApplicationStatus,
  isLocale,
  type Locale,
  ScreeningKnockoutSchema,
  type SiteFormAnswers,
} from '@talent/contract';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import type { HeldScreening } from '../../db/schema/index.js';
import type { AuditActor } from '../../platform/audit.js';
import { invalidFields } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { writeStatusChange } from '../applications/application-status.service.js';
import { lockApplications } from '../applications/applications.repo.js';
import { answersInFieldOrder } from '../site-forms/site-form-views.js';
import { insertSubmission } from '../site-forms/site-forms.repo.js';
import { clientAddressHash, labelIn, labelledAnswers, parseAnswers } from '../site-forms/submission-answers.js';
import { knockoutOf } from './knockout.js';
import { findScreeningForm, findScreeningOf, findVersionOfSite, screeningOfJob } from './screening.repo.js';

/**
 * A job's screening form as saved by the job form: a published screening form of the job's site, or
 * none. The form a job already has is kept as it is when saved unchanged, even if it was disabled
 * since (the job simply asks nothing while it is), so unrelated edits never fail on it.
 */
export async function screeningFormIdFor(
  q: Queryable,
  scope: SiteScope,
  uuid: string | null,
  current: { id: number | null; uuid: string | null },
): Promise<number | null> {
  if (uuid === null) return null;
  if (uuid === current.uuid) return current.id;
  const id = await findScreeningForm(q, scope, uuid);
  if (id === null) throw invalidFields({ screening_form_uuid: [{ rule: 'screening_form' }] });
  return id;
}

/**
 * At apply time: the answers to the questions the job asks now, checked against its form's published
 * version (422 on `answers.<key>`), to be held with the application until it is confirmed. Null when
 * the job asks none (any answers sent are then ignored).
 */
export async function checkScreeningAnswers(
  q: Queryable,
  scope: SiteScope,
  jobId: string,
  raw: Record<string, unknown> | undefined,
  client: { locale: Locale; ip: string | null; secretsKey: Buffer },
): Promise<HeldScreening | null> {
  const current = await screeningOfJob(q, scope, jobId);
  if (!current) return null;
  return {
    version_id: current.version.id,
    locale: client.locale,
    answers: parseAnswers(current.version.fields, raw ?? {}),
    ip_hash: clientAddressHash(client.secretsKey, client.ip),
  };
}

/**
 * At confirmation, in the application's transaction: stores the held answers as a submission of the
 * version they answered (labels in the applicant's language), linked to the application. An answer
 * outside its question's knockout rule moves the new application to the rule's status by the path a
 * staff change takes (history row, that status's e-mail in the candidate's language, its audit row),
 * still in this transaction: a failure anywhere leaves no application, answers, history or mail.
 * A form deleted since the application was made leaves nothing to store.
 */
export async function storeScreening(
  tx: Queryable,
  held: HeldScreening,
  application: { id: string; email: string; accountId: number; siteId: number },
  place: { site: string; settings: Record<string, unknown>; actor: AuditActor; config: Config },
): Promise<void> {
  const found = await findVersionOfSite(tx, application, held.version_id);
  if (!found) return;
  const locale: Locale = isLocale(held.locale) ? held.locale : 'en';
  const fields = found.version.fields;
  const answers = held.answers as SiteFormAnswers;
  const knockout = knockoutOf(fields, answers, (f) => labelIn(f, locale));
  await insertSubmission(tx, {
    accountId: application.accountId,
    formId: found.form.id,
    versionId: found.version.id,
    siteId: application.siteId,
    answers: labelledAnswers(fields, answers, locale),
    email: application.email,
    locale,
    ipHash: held.ip_hash,
    applicationId: application.id,
    handlerResult: { application_id: application.id, knocked_out: knockout },
  });
  if (!knockout) return;
  const scope = { accountId: application.accountId, siteId: application.siteId, employerId: null };
  const changed = await lockApplications(tx, scope, [application.id]);
  await writeStatusChange(
    tx,
    scope,
    changed,
    { status: knockout.to_status as ApplicationStatus, email_candidates: true },
    place,
  );
}

/** An application's screening answers as its readers see them; null when it answered none. */
export async function screeningOfApplication(
  q: Queryable,
  scope: SiteScope,
  applicationId: string,
): Promise<ApplicationScreening | null> {
  const row = await findScreeningOf(q, scope, applicationId);
  if (!row) return null;
  const knockout = ScreeningKnockoutSchema.nullable().safeParse(row.handlerResult?.knocked_out ?? null);
  return {
    form: { uuid: row.uuid, name: row.name },
    version: row.version,
    locale: row.locale,
    submitted_at: row.createdAt.toISOString(),
    answers: answersInFieldOrder(row.answers, row.fields),
    knocked_out: knockout.success ? knockout.data : null,
  };
}
