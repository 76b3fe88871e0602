import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { inTenantRaw } from '../../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type KeepSubject = {
  locale: string;
  site: string;
  /** When the sweep will erase them; null when they are not (or no longer) scheduled. */
  dueAt: Date | null;
  /** The site's current notice version (0: none published yet). */
  noticeVersion: number;
  overrideMonths: number | null;
};

/** The candidate a keep link names, at its site, unless erased; `forUpdate` locks the row (the keep itself). */
export async function findKeepSubject(
  q: Queryable,
  scope: SiteScope,
  seekerId: string,
  forUpdate = false,
): Promise<KeepSubject | null> {
  const [row] = rowsOf<{
    locale: string;
    site: string;
    due_at: Date | string | null;
    notice_version: number;
    override_months: number | null;
  }>(
    await q.execute(sql`
      select s.locale, st.name as site, e.due_at,
        coalesce((select max(n.version) from privacy_notices n
          where n.account_id = s.account_id and n.site_id = s.site_id), 0) as notice_version,
        o.retention_months as override_months
      from seekers s
      join sites st on st.id = s.site_id and st.account_id = s.account_id
      left join seeker_erasure_schedule e on e.account_id = s.account_id and e.seeker_id = s.id
      left join site_privacy_settings o on o.account_id = s.account_id and o.site_id = s.site_id
      where ${inTenantRaw('s', scope)} and s.id = ${seekerId}
        and not exists (select 1 from privacy_requests r
          where r.account_id = s.account_id and r.seeker_id = s.id and r.kind = 'erasure' and r.status = 'done')
      ${forUpdate ? sql`for update of s` : sql``}`),
  );
  if (!row) return null;
  return {
    locale: row.locale,
    site: row.site,
    dueAt: row.due_at === null ? null : new Date(row.due_at),
    noticeVersion: Number(row.notice_version),
    overrideMonths: row.override_months,
  };
}

/** The account's retention rule as the keep page needs it (no row: the defaults). */
export async function accountRetention(
  q: Queryable,
  accountId: number,
): Promise<{ months: number; siteOverrideAllowed: boolean }> {
  const [row] = rowsOf<{ retention_months: number; site_override_allowed: boolean }>(
    await q.execute(sql`
      select retention_months, site_override_allowed from account_privacy_settings where ${inTenantRaw('account_privacy_settings', accountId)}`),
  );
  return { months: row?.retention_months ?? 24, siteOverrideAllowed: row?.site_override_allowed ?? false };
}

/** Records that the candidate kept their data: a consent to the site's current notice, and activity now. */
export async function recordKeep(
  q: Queryable,
  scope: SiteScope,
  seekerId: string,
  keep: { noticeVersion: number; ip: string | null; at: Date },
): Promise<void> {
  const at = keep.at.toISOString();
  await q.execute(sql`
    insert into seeker_consents (account_id, site_id, seeker_id, notice_version, source, ip, created_at)
    values (${scope.accountId}, ${scope.siteId}, ${seekerId}, ${keep.noticeVersion}, 'keep', ${keep.ip}, ${at})`);
  await q.execute(sql`
    update seekers set last_active_at = greatest(coalesce(last_active_at, ${at}::timestamptz), ${at}::timestamptz)
    where ${inTenantRaw('seekers', scope)} and id = ${seekerId}`);
}
