import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { inTenantRaw } from '../../platform/tenancy/in-tenant.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type UnsubscribeSubject = { email: string; locale: string; site: string; unsubscribedAt: Date | null };

/**
 * The candidate an unsubscribe link names, at its site, unless erased; `forUpdate` locks the row
 * (the unsubscribing itself), so two clicks record one time and one audit row.
 */
export async function findUnsubscribeSubject(
  q: Queryable,
  scope: SiteScope,
  seekerId: string,
  forUpdate = false,
): Promise<UnsubscribeSubject | null> {
  const [row] = rowsOf<{ email: string; locale: string; site: string; mail_unsubscribed_at: Date | string | null }>(
    await q.execute(sql`
      select s.email, s.locale, st.name as site, s.mail_unsubscribed_at
      from seekers s
      join sites st on st.id = s.site_id and st.account_id = s.account_id
      where ${inTenantRaw('s', scope)} and s.id = ${seekerId}
        and not exists (select 1 from privacy_requests r
          where r.account_id = s.account_id and r.seeker_id = s.id and r.kind = 'erasure' and r.status = 'done')
      ${forUpdate ? sql`for update of s` : sql``}`),
  );
  if (!row) return null;
  const at = row.mail_unsubscribed_at;
  return { email: row.email, locale: row.locale, site: row.site, unsubscribedAt: at === null ? null : new Date(at) };
}

/** Records that the candidate unsubscribed, at `at`, or (null) that they subscribed again. */
export async function markUnsubscribed(
  q: Queryable,
  scope: SiteScope,
  seekerId: string,
  at: Date | null,
): Promise<void> {
  await q.execute(sql`
    update seekers set mail_unsubscribed_at = ${at === null ? null : at.toISOString()}
    where ${inTenantRaw('seekers', scope)} and id = ${seekerId}`);
}
