import { ACTIVE_APPLICATION_STATUSES, DEFAULT_RETENTION_LIMITS, type ErasureScheduleReason } from '@talent/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { inTenantRaw } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (d: Date) => d.toISOString();
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The platform's bounds on retention periods (no row yet: the defaults). */
export async function retentionLimits(q: Queryable): Promise<{ minMonths: number; maxMonths: number }> {
  const [row] = rowsOf<{ min_months: number; max_months: number }>(
    await q.execute(sql`select min_months, max_months from platform_privacy_limits limit 1`),
  );
  return row
    ? { minMonths: row.min_months, maxMonths: row.max_months }
    : { minMonths: DEFAULT_RETENTION_LIMITS.min_months, maxMonths: DEFAULT_RETENTION_LIMITS.max_months };
}

export type AccountRule = {
  accountId: number;
  enabled: boolean;
  months: number;
  graceDays: number;
  siteOverrideAllowed: boolean;
  hardDelete: boolean;
};

/**
 * The accounts the sweep visits: those whose rule is on, and those with candidates still scheduled
 * (a rule turned off since: their schedule is cancelled). Housekeeping over every tenant, or the
 * one account whose rule just changed.
 */
export async function sweptAccounts(q: Queryable, onlyAccountId?: number): Promise<AccountRule[]> {
  const rows = rowsOf<{
    account_id: number;
    enabled: boolean | null;
    months: number | null;
    grace_days: number | null;
    site_override_allowed: boolean | null;
    hard_delete: boolean | null;
  }>(
    await q.execute(sql`
      select a.id as account_id, p.retention_enabled as enabled, p.retention_months as months, p.grace_days,
        p.site_override_allowed, p.hard_delete
      from accounts a
      left join account_privacy_settings p on p.account_id = a.id
      where (p.retention_enabled
        or exists (select 1 from seeker_erasure_schedule e where e.account_id = a.id))
        ${onlyAccountId === undefined ? sql`` : sql`and a.id = ${onlyAccountId}`}
      order by a.id`),
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    enabled: r.enabled === true,
    months: r.months ?? 24,
    graceDays: r.grace_days ?? 14,
    siteOverrideAllowed: r.site_override_allowed === true,
    hardDelete: r.hard_delete === true,
  }));
}

export type SiteRule = {
  siteId: number;
  name: string;
  /** The site's own period, when it set one. */
  overrideMonths: number | null;
  /** The latest published notice version (null: none), and the latest that requires re-consent. */
  noticeVersion: number | null;
  reconsentVersion: number | null;
};

/** The account's sites with their own retention period and notice versions. */
export async function siteRules(q: Queryable, accountId: number): Promise<SiteRule[]> {
  const rows = rowsOf<{
    id: number;
    name: string;
    override_months: number | null;
    notice_version: number | null;
    reconsent_version: number | null;
  }>(
    await q.execute(sql`
      select s.id, s.name, o.retention_months as override_months,
        (select max(n.version) from privacy_notices n where n.account_id = s.account_id and n.site_id = s.id) as notice_version,
        (select max(n.version) from privacy_notices n
          where n.account_id = s.account_id and n.site_id = s.id and n.requires_reconsent) as reconsent_version
      from sites s
      left join site_privacy_settings o on o.account_id = s.account_id and o.site_id = s.id
      where ${inTenantRaw('s', accountId)}
      order by s.id`),
  );
  return rows.map((r) => ({
    siteId: r.id,
    name: r.name,
    overrideMonths: r.override_months,
    noticeVersion: r.notice_version,
    reconsentVersion: r.reconsent_version,
  }));
}

export type EligibleSeeker = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
  createdAt: Date;
  reason: ErasureScheduleReason;
};

export type Cursor = { createdAt: Date; id: string } | null;

const ACTIVE = sql.join(
  ACTIVE_APPLICATION_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * One batch of the site's candidates the rule now marks, in (created_at, id) order after `after`
 * (the walk of `seekers_site_created_idx`): not scheduled, not erased, and no activity since
 * `cutoff` (their own, an application created or changed, a consent given). Of those: the ones
 * with no open application (`retention`), and the ones with an open application but no valid
 * consent (`no_consent`) when the site has a notice to consent to. A consent is valid when it is
 * to the latest version that requires re-consent, or later (to any version when none does).
 */
export async function eligibleSeekers(
  q: Queryable,
  scope: SiteScope,
  rule: EligibleRule,
  after: Cursor,
  limit: number,
): Promise<EligibleSeeker[]> {
  const rows = rowsOf<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    locale: string;
    created_at: Date | string;
    open: boolean;
  }>(await q.execute(eligibleSeekersQuery(scope, rule, after, limit)));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    locale: r.locale,
    createdAt: asDate(r.created_at),
    reason: r.open ? 'no_consent' : 'retention',
  }));
}

export type EligibleRule = { cutoff: Date; noticeVersion: number | null; reconsentVersion: number | null };

/** The statement of `eligibleSeekers` (its plan is checked in the tests: it walks the site's index). */
export function eligibleSeekersQuery(scope: SiteScope, rule: EligibleRule, after: Cursor, limit: number) {
  const cutoff = iso(rule.cutoff);
  const validConsent = sql`exists (select 1 from seeker_consents c
    where c.account_id = s.account_id and c.seeker_id = s.id
      and c.notice_version >= ${rule.reconsentVersion ?? 0})`;
  return sql`
    select s.id, s.first_name, s.last_name, s.email, s.locale, s.created_at,
      exists (select 1 from applications a
        where a.account_id = s.account_id and a.seeker_id = s.id and a.status in (${ACTIVE})) as open
    from seekers s
    where ${inTenantRaw('s', scope)}
      and s.created_at < ${cutoff}
      ${after ? sql`and (s.created_at, s.id) > (${iso(after.createdAt)}, ${after.id})` : sql``}
      and (s.last_active_at is null or s.last_active_at < ${cutoff})
      and not exists (select 1 from seeker_erasure_schedule e where e.account_id = s.account_id and e.seeker_id = s.id)
      and not exists (select 1 from privacy_requests r
        where r.account_id = s.account_id and r.seeker_id = s.id and r.kind = 'erasure' and r.status = 'done')
      and not exists (select 1 from applications a
        where a.account_id = s.account_id and a.seeker_id = s.id and (a.created_at >= ${cutoff} or a.updated_at >= ${cutoff}))
      and not exists (select 1 from seeker_consents c
        where c.account_id = s.account_id and c.seeker_id = s.id and c.created_at >= ${cutoff})
      and (
        not exists (select 1 from applications a
          where a.account_id = s.account_id and a.seeker_id = s.id and a.status in (${ACTIVE}))
        ${rule.noticeVersion === null ? sql`` : sql`or not ${validConsent}`}
      )
    order by s.created_at, s.id
    limit ${limit}`;
}

/** Marks candidates; returns those newly marked (one already marked, e.g. by a racing run, is skipped). */
export async function insertSchedule(
  q: Queryable,
  scope: SiteScope,
  rows: { seekerId: string; reason: ErasureScheduleReason }[],
  at: { markedAt: Date; dueAt: Date },
): Promise<string[]> {
  if (!rows.length) return [];
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.seekerId}::uuid, ${scope.accountId}::int, ${scope.siteId}::int, ${r.reason}, ${iso(at.markedAt)}::timestamptz, ${iso(at.dueAt)}::timestamptz, ${iso(at.markedAt)}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await q.execute(sql`
    insert into seeker_erasure_schedule (seeker_id, account_id, site_id, reason, created_at, due_at, notice_sent_at)
    values ${values}
    on conflict (seeker_id, account_id) do nothing
    returning seeker_id`);
  return rowsOf<{ seeker_id: string }>(result).map((r) => r.seeker_id);
}

export type ScheduledRow = { seekerId: string; siteId: number; reason: ErasureScheduleReason; dueAt: Date };

const scheduled = (
  rows: { seeker_id: string; site_id: number; reason: ErasureScheduleReason; due_at: Date | string }[],
) => rows.map((r) => ({ seekerId: r.seeker_id, siteId: r.site_id, reason: r.reason, dueAt: asDate(r.due_at) }));

/**
 * Unmarks, in one batch, the account's scheduled candidates who became active after they were
 * marked (their own activity, a new or changed application, a consent); returns them.
 */
export async function unmarkActiveAgain(q: Queryable, accountId: number, limit: number): Promise<ScheduledRow[]> {
  const result = await q.execute(sql`
    delete from seeker_erasure_schedule d
    where ${inTenantRaw('d', accountId)} and d.seeker_id in (
      select e.seeker_id from seeker_erasure_schedule e
      join seekers s on s.account_id = e.account_id and s.id = e.seeker_id
      where ${inTenantRaw('e', accountId)} and (
        s.last_active_at > e.created_at
        or exists (select 1 from applications a where a.account_id = e.account_id and a.seeker_id = e.seeker_id
          and (a.created_at > e.created_at or a.updated_at > e.created_at))
        or exists (select 1 from seeker_consents c where c.account_id = e.account_id and c.seeker_id = e.seeker_id
          and c.created_at > e.created_at))
      limit ${limit})
    returning d.seeker_id, d.site_id, d.reason, d.due_at`);
  return scheduled(rowsOf(result));
}

/** Unmarks a batch of the account's scheduled candidates (its rule was turned off); returns them. */
export async function unmarkAll(q: Queryable, accountId: number, limit: number): Promise<ScheduledRow[]> {
  const result = await q.execute(sql`
    delete from seeker_erasure_schedule d
    where ${inTenantRaw('d', accountId)} and d.seeker_id in (
      select e.seeker_id from seeker_erasure_schedule e where ${inTenantRaw('e', accountId)} limit ${limit})
    returning d.seeker_id, d.site_id, d.reason, d.due_at`);
  return scheduled(rowsOf(result));
}

/** A batch of the account's scheduled candidates due at `now`, in (due_at, seeker_id) order after `after`. */
export async function dueForErasure(
  q: Queryable,
  accountId: number,
  now: Date,
  after: { dueAt: Date; seekerId: string } | null,
  limit: number,
): Promise<ScheduledRow[]> {
  const result = await q.execute(sql`
    select e.seeker_id, e.site_id, e.reason, e.due_at from seeker_erasure_schedule e
    where ${inTenantRaw('e', accountId)} and e.due_at <= ${iso(now)}
      ${after ? sql`and (e.due_at, e.seeker_id) > (${iso(after.dueAt)}, ${after.seekerId}::uuid)` : sql``}
    order by e.due_at, e.seeker_id
    limit ${limit}`);
  return scheduled(rowsOf(result));
}

/** Removes one candidate's schedule row (erased, kept); returns it when there was one. */
export async function deleteSchedule(q: Queryable, scope: SiteScope, seekerId: string): Promise<ScheduledRow | null> {
  const result = await q.execute(sql`
    delete from seeker_erasure_schedule
    where ${inTenantRaw('seeker_erasure_schedule', scope)} and seeker_id = ${seekerId}
    returning seeker_id, site_id, reason, due_at`);
  return scheduled(rowsOf(result))[0] ?? null;
}
