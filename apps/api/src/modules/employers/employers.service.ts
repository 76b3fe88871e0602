import type { ActivityQuery, AuditAction } from '@talent/contract';
import {
  type BulkEmployerResult,
  type CreateEmployerBody,
  catalogues,
  EMPLOYER_BUSINESS_FIELDS,
  type Employer,
  type EmployerDetail,
  type EmployerStatus,
  interpolate,
  isLocale,
  type Locale,
  type UpdateEmployerBody,
} from '@talent/contract';
import type { Queryable } from '../../db/client.js';
import { dbNow } from '../../db/now.js';
import { type AuditActor, siteAuditOf } from '../../platform/audit.js';
import { bulkTransition } from '../../platform/bulk-transition.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit-log/activity.repo.js';
import { publishAwaitingJobs } from '../jobs/job-publishing.service.js';
import { notify, sitePath } from '../notifications/notify.js';
import { employersStartOnHold, fieldOptionsOf } from './employer-settings.js';
import {
  type EmployerValues,
  findEmployer,
  insertEmployer,
  listEmployers,
  lockEmployers,
  type StatusPatch,
  setEmployerStatus,
  siteSettings,
  updateEmployer,
} from './employers.repo.js';
import { findRegistration } from './registration/registration.repo.js';

type Body = CreateEmployerBody | UpdateEmployerBody;

/**
 * The rules the schema cannot know: industry and size must be options of this site, and a
 * household has no business fields (the schema says so too, and a CHECK constraint backs it).
 */
async function toValues(q: Queryable, scope: SiteScope, body: Body): Promise<EmployerValues> {
  const { settings } = await siteSettings(q, scope);
  const options = fieldOptionsOf(settings);
  const problems: FieldProblems = {};
  if (body.industry !== null && !options.industries.some((o) => o.value === body.industry)) {
    problems.industry = [{ rule: 'invalid' }];
  }
  if (body.type === 'household') {
    for (const field of EMPLOYER_BUSINESS_FIELDS) if (body[field] !== null) problems[field] = [{ rule: 'invalid' }];
  } else {
    if (body.business_name === null) problems.business_name = [{ rule: 'required' }];
    if (body.size !== null && !options.sizes.some((o) => o.value === body.size)) problems.size = [{ rule: 'invalid' }];
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  const business = body.type === 'business';
  return {
    name: body.name,
    type: body.type,
    industry: body.industry,
    contactName: body.contact_name,
    email: body.email.toLowerCase(),
    phone: body.phone,
    address: body.address,
    logo: body.logo,
    registrationNumber: business ? body.registration_number : null,
    businessName: business ? body.business_name : null,
    website: business ? body.website : null,
    size: business ? body.size : null,
    // Absent: left as it is (the own-employer route always drops it).
    ...(body.trusted === undefined ? {} : { trusted: body.trusted }),
  };
}

const audit = siteAuditOf('employer');

export async function getEmployer(q: Queryable, scope: SiteScope, id: number): Promise<Employer> {
  const employer = await findEmployer(q, scope, id);
  if (!employer) throw notFound();
  return employer;
}

/** The employer with the registration it was created from (a site form's answers), if any. */
export async function getEmployerDetail(ctx: AppContext, scope: SiteScope, id: number): Promise<EmployerDetail> {
  const employer = await getEmployer(ctx.db, scope, id);
  return { ...employer, registration: await findRegistration(ctx.db, scope, id) };
}

/** One page of the site's employers and how many match the query, for the employer lists. */
export async function employerListPage(ctx: AppContext, scope: SiteScope, query: Parameters<typeof listEmployers>[2]) {
  return listEmployers(ctx.db, scope, query);
}

/** The choices the site's settings give employer forms. */
export async function employerFieldOptions(ctx: AppContext, scope: SiteScope) {
  const { settings } = await siteSettings(ctx.db, scope);
  return fieldOptionsOf(settings);
}

/** One page of an employer's activity (its audit rows); 404 unless it is this site's. */
export async function employerActivityPage(ctx: AppContext, scope: SiteScope, id: number, query: ActivityQuery) {
  await getEmployer(ctx.db, scope, id);
  return listActivity(ctx.db, { accountId: scope.accountId, subjectType: 'employer', subjectId: id }, query);
}

/** A new employer starts on hold or active, as the site says (`employers_start_on_hold`). */
export const createEmployer = (ctx: AppContext, scope: SiteScope, body: CreateEmployerBody, actor: AuditActor) =>
  ctx.db.transaction((tx) => addEmployer(tx, scope, body, actor));

/**
 * Adds an employer in the caller's transaction, in the site's start status, with its audit row and,
 * when it waits on hold, the staff notification (staff creation and a site form's registration).
 */
export async function addEmployer(
  tx: Queryable,
  scope: SiteScope,
  body: CreateEmployerBody,
  actor: AuditActor,
): Promise<Employer> {
  const values = await toValues(tx, scope, body);
  const site = await siteSettings(tx, scope);
  const onHold = employersStartOnHold(site.settings);
  const employer = await insertEmployer(tx, scope, {
    ...values,
    status: onHold ? 'on_hold' : 'active',
    approvedAt: onHold ? null : dbNow(),
  });
  await audit(tx, actor, scope, 'employer.created', employer.id, { status: employer.status, type: employer.type });
  if (onHold)
    await notify(tx, scope, { action: 'approve', subject: 'employers' }, 'staff', {
      kind: 'employer_on_hold',
      params: { employer: employer.name, site: site.name },
      link: sitePath(scope, 'employers/hold'),
    });
  return employer;
}

/** Replaces the profile. The status is not written here (approve, reject and status are). */
export async function saveEmployer(
  ctx: AppContext,
  scope: SiteScope,
  id: number,
  body: UpdateEmployerBody,
  actor: AuditActor,
): Promise<Employer> {
  return ctx.db.transaction(async (tx) => {
    const before = await findEmployer(tx, scope, id, true);
    if (!before) throw notFound();
    const values = await toValues(tx, scope, body);
    const after = await updateEmployer(tx, scope, id, values);
    if (!after) throw notFound();
    const changed = (Object.keys(after) as (keyof Employer)[]).filter(
      (k) => k !== 'updated_at' && after[k] !== before[k],
    );
    await audit(tx, actor, scope, 'employer.updated', id, { changed });
    return after;
  });
}

type Transition = {
  from: EmployerStatus[];
  patch: StatusPatch;
  action: AuditAction;
  /** Runs in the transaction for each changed employer (e.g. a mail). */
  each?: (tx: Queryable, employer: Employer) => Promise<void>;
};

/** Moves the site's employers among `ids` that are in `from`; the rest are reported as skipped. */
const transition = (
  ctx: AppContext,
  scope: SiteScope,
  ids: number[],
  t: Transition,
  actor: AuditActor,
): Promise<BulkEmployerResult> =>
  bulkTransition(ctx.db, ids, {
    lock: (tx, unique) => lockEmployers(tx, scope, unique),
    idOf: (row) => row.id,
    applies: (row) => t.from.includes(row.status),
    move: async (tx, rows) => {
      await setEmployerStatus(
        tx,
        scope,
        rows.map((r) => r.id),
        t.patch,
      );
      for (const row of rows) {
        await audit(tx, actor, scope, t.action, row.id, { from: row.status, to: t.patch.status });
        await t.each?.(tx, row);
      }
    },
  });

/** The site's name and the language of its mails: the site's language when it has one, else the caller's. */
async function siteMail(ctx: AppContext, scope: SiteScope, callerLocale: Locale) {
  const { name, settings } = await siteSettings(ctx.db, scope);
  const locale = typeof settings.locale === 'string' && isLocale(settings.locale) ? settings.locale : callerLocale;
  return { siteName: name, locale, text: catalogues[locale].mail };
}

/**
 * Approves on-hold employers: what each published while on hold goes live, and each hears of it by
 * mail (outbox, same transaction), as a rejected one hears the reason.
 */
export async function approveEmployers(
  ctx: AppContext,
  scope: SiteScope,
  input: { ids: number[]; locale: Locale },
  actor: AuditActor,
): Promise<BulkEmployerResult> {
  const { siteName, locale, text } = await siteMail(ctx, scope, input.locale);
  const result = await transition(
    ctx,
    scope,
    input.ids,
    {
      from: ['on_hold'],
      patch: { status: 'active', approvedAt: dbNow(), rejectedAt: null, rejectionReason: null },
      action: 'employer.approved',
      each: async (tx, employer) => {
        // What it published while on hold goes live now (PRODUCT-NOTES: it publishes on approval).
        await publishAwaitingJobs(tx, scope, employer, actor);
        if (!employer.email) return;
        await enqueueMail(tx, {
          accountId: scope.accountId,
          to: employer.email,
          locale,
          template: 'employer_approved',
          subject: interpolate(text.employerApprovedSubject, { site: siteName }),
          text: interpolate(text.employerApprovedBody, {
            name: employer.contact_name ?? employer.name,
            site: siteName,
          }),
        });
      },
    },
    actor,
  );
  if (result.updated.length) ctx.mail.kick();
  return result;
}

/** Rejects on-hold employers and mails each the reason (outbox, same transaction), then kicks delivery. */
export async function rejectEmployers(
  ctx: AppContext,
  scope: SiteScope,
  input: { ids: number[]; reason: string; locale: Locale },
  actor: AuditActor,
): Promise<BulkEmployerResult> {
  const { siteName, locale, text } = await siteMail(ctx, scope, input.locale);
  const result = await transition(
    ctx,
    scope,
    input.ids,
    {
      from: ['on_hold'],
      patch: { status: 'rejected', rejectedAt: dbNow(), rejectionReason: input.reason, approvedAt: null },
      action: 'employer.rejected',
      each: async (tx, employer) => {
        if (!employer.email) return;
        await enqueueMail(tx, {
          accountId: scope.accountId,
          to: employer.email,
          locale,
          template: 'employer_rejected',
          subject: interpolate(text.employerRejectedSubject, { site: siteName }),
          text: interpolate(text.employerRejectedBody, {
            name: employer.contact_name ?? employer.name,
            site: siteName,
            reason: input.reason,
          }),
        });
      },
    },
    actor,
  );
  if (result.updated.length) ctx.mail.kick();
  return result;
}

/** Enable: disabled → active. Disable: active → disabled. On-hold employers go through approval. */
export const setEmployersEnabled = (
  ctx: AppContext,
  scope: SiteScope,
  ids: number[],
  enabled: boolean,
  actor: AuditActor,
) =>
  transition(
    ctx,
    scope,
    ids,
    enabled
      ? { from: ['disabled'], patch: { status: 'active' }, action: 'employer.enabled' }
      : { from: ['active'], patch: { status: 'disabled' }, action: 'employer.disabled' },
    actor,
  );
