import type { Queryable } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { DEMO_ACCOUNTS, DEMO_CREDIT_HISTORY } from './demo-data.js';

type Ids = {
  accountIds: Map<string, number>;
  siteIds: Map<string, number>;
  employerIds: Map<string, number>;
  userIds: Map<string, number>;
};

// Who decided each site's registrations in the demo story.
const DECIDERS: Record<string, { moderator: string; manager: string }> = {
  acme: { moderator: 'moderator@acme.test', manager: 'manager@acme.test' },
  globex: { moderator: 'owner@globex.test', manager: 'owner@globex.test' },
};

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * The audit trail the demo history implies (registrations, decisions, credit grants), so each
 * employer's activity feed tells its story from the first screen.
 */
export async function seedDemoAudit(tx: Queryable, ids: Ids) {
  const rows: (typeof auditLog.$inferInsert)[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const accountId = ids.accountIds.get(account.key)!;
    const who = DECIDERS[account.key]!;
    for (const site of account.sites) {
      const siteId = ids.siteIds.get(site.key)!;
      for (const e of site.employers) {
        const base = { accountId, siteId, subjectType: 'employer', subjectId: String(ids.employerIds.get(e.name)!) };
        // Sites that do not hold new employers activate them on registration.
        const held = site.settings.employers_start_on_hold;
        rows.push({
          ...base,
          action: 'employer.created',
          data: { status: held ? 'on_hold' : 'active', type: e.type },
          createdAt: ago(e.daysAgo),
        });
        const decided = ago(Math.max(0, e.daysAgo - 1));
        const moderator = ids.userIds.get(who.moderator)!;
        if (held && (e.status === 'active' || e.status === 'disabled')) {
          rows.push({
            ...base,
            action: 'employer.approved',
            actorUserId: moderator,
            data: { from: 'on_hold', to: 'active' },
            createdAt: decided,
          });
        }
        if (e.status === 'rejected') {
          rows.push({
            ...base,
            action: 'employer.rejected',
            actorUserId: moderator,
            data: { from: 'on_hold', to: 'rejected' },
            createdAt: decided,
          });
        }
        if (e.status === 'disabled') {
          rows.push({
            ...base,
            action: 'employer.disabled',
            actorUserId: ids.userIds.get(who.manager)!,
            data: { from: 'active', to: 'disabled' },
            createdAt: ago(Math.max(0, e.daysAgo - 10)),
          });
        }
      }
    }
  }
  for (const event of DEMO_CREDIT_HISTORY) {
    if (event.kind === 'purchase') continue;
    const account = DEMO_ACCOUNTS.find((a) => a.sites.some((s) => s.employers.some((e) => e.name === event.employer)))!;
    const site = account.sites.find((s) => s.employers.some((e) => e.name === event.employer))!;
    rows.push({
      accountId: ids.accountIds.get(account.key)!,
      siteId: ids.siteIds.get(site.key)!,
      actorUserId: ids.userIds.get(event.by)!,
      action: `credit.${event.kind}`,
      subjectType: 'employer',
      subjectId: String(ids.employerIds.get(event.employer)!),
      data: { amount: event.amount, reason: event.reason },
      createdAt: ago(event.daysAgo),
    });
  }
  if (rows.length) await tx.insert(auditLog).values(rows);
}
