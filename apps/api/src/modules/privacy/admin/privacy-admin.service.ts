import type {
  PendingErasureQuery,
  PrivacyRequestListQuery,
  PrivacySettings,
  PrivacySettingsView,
  PrivacySummary,
  RetentionLimits,
  SitePrivacyRow,
} from '@talent/contract';
import type { Queryable } from '../../../db/client.js';
import { type AuditActor, recordAudit } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, invalidFields } from '../../../platform/errors.js';
import { enqueueJob } from '../../../platform/jobs/runner.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { ACCOUNT_SWEEP_JOB, type AccountSweepPayload } from '../retention/retention.schedule.js';
import {
  listPendingErasures,
  listPrivacyRequests,
  listSitePeriods,
  privacyCounts,
  readLimits,
  readSettings,
  saveLimits,
  saveSettings,
  setSitePeriod,
  suppressedCount,
} from './privacy-admin.repo.js';

/** The account's rule with the platform's bounds, as the Privacy page shows it. */
export async function privacySettingsOf(q: Queryable, accountId: number): Promise<PrivacySettingsView> {
  const [{ settings, updatedAt }, limits] = await Promise.all([readSettings(q, accountId), readLimits(q)]);
  return { ...settings, limits, updated_at: updatedAt?.toISOString() ?? null };
}

// A period outside the platform's bounds is refused on its field, naming the bounds.
const checkBounds = (field: string, months: number, limits: RetentionLimits) => {
  if (months < limits.min_months || months > limits.max_months)
    throw invalidFields({
      [field]: [{ rule: 'retention_months_bounds', params: { min: limits.min_months, max: limits.max_months } }],
    });
};

/** Saves the account's rule; the audit row names the fields that changed (old and new values). */
export async function savePrivacySettings(
  ctx: AppContext,
  accountId: number,
  next: PrivacySettings,
  actor: AuditActor,
): Promise<PrivacySettingsView> {
  const swept = await ctx.db.transaction(async (tx) => {
    checkBounds('retention_months', next.retention_months, await readLimits(tx));
    const { settings: before, updatedAt } = await readSettings(tx, accountId);
    const keys = Object.keys(next) as (keyof PrivacySettings)[];
    const changed = keys.filter((k) => before[k] !== next[k]);
    // A first save is recorded even when it keeps the defaults: the account chose them.
    if (!changed.length && updatedAt) return false;
    await saveSettings(tx, accountId, next, actor.userId);
    await recordAudit(tx, actor, {
      action: 'privacy.settings_updated',
      subjectType: 'account',
      subjectId: accountId,
      accountId,
      data: { changed: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: next[k] }])) },
    });
    // A rule on (or changed while on) is applied now, in the background, not at the next daily
    // sweep: the candidates it finds are listed and told at once. Turning it off cancels the marks.
    if (!next.retention_enabled && !before.retention_enabled) return false;
    await enqueueJob(tx, ACCOUNT_SWEEP_JOB, { accountId } satisfies AccountSweepPayload);
    return true;
  });
  if (swept) ctx.jobs.kick();
  return privacySettingsOf(ctx.db, accountId);
}

export const sitePeriodsOf = (ctx: AppContext, accountId: number): Promise<SitePrivacyRow[]> =>
  listSitePeriods(ctx.db, accountId);

/**
 * Sets a site's own period, or with null returns it to the account's. Refused (409) while the
 * account does not let its sites choose; clearing stays allowed so an old override can go.
 */
export async function saveSitePeriod(
  ctx: AppContext,
  scope: SiteScope,
  months: number | null,
  actor: AuditActor,
): Promise<SitePrivacyRow> {
  return ctx.db.transaction(async (tx) => {
    const { settings } = await readSettings(tx, scope.accountId);
    const rows = await listSitePeriods(tx, scope.accountId);
    const before = rows.find((r) => r.site_id === scope.siteId);
    if (!before) throw new AppError('not_found');
    if (months !== null) {
      if (!settings.site_override_allowed) throw new AppError('site_retention_not_allowed');
      checkBounds('retention_months', months, await readLimits(tx));
    }
    if (before.retention_months === months) return before;
    if (!(await setSitePeriod(tx, scope, months))) throw new AppError('not_found');
    await recordAudit(tx, actor, {
      action: 'privacy.site_rule_updated',
      subjectType: 'site',
      subjectId: scope.siteId,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: { retention_months: { from: before.retention_months, to: months } },
    });
    return { ...before, retention_months: months };
  });
}

export const retentionLimitsOf = (ctx: AppContext): Promise<RetentionLimits> => readLimits(ctx.db);

/**
 * Platform staff set the bounds every account's period keeps to. Accounts already outside them
 * keep their saved value; the sweep clamps it into the bounds when it runs (docs/privacy.md).
 */
export async function saveRetentionLimits(
  ctx: AppContext,
  limits: RetentionLimits,
  actor: AuditActor,
): Promise<RetentionLimits> {
  await ctx.db.transaction(async (tx) => {
    const before = await readLimits(tx);
    if (before.min_months === limits.min_months && before.max_months === limits.max_months) return;
    await saveLimits(tx, limits, actor.userId);
    await recordAudit(tx, actor, {
      action: 'privacy.limits_updated',
      subjectType: 'platform',
      data: { from: before, to: limits },
    });
  });
  return readLimits(ctx.db);
}

export const pendingErasuresOf = (ctx: AppContext, accountId: number, query: PendingErasureQuery) =>
  listPendingErasures(ctx.db, accountId, query);

export const privacyRequestsOf = (ctx: AppContext, accountId: number, query: PrivacyRequestListQuery) =>
  listPrivacyRequests(ctx.db, accountId, query);

/** The Privacy page's figures, from one snapshot. */
export async function privacySummaryOf(ctx: AppContext, accountId: number): Promise<PrivacySummary> {
  return ctx.db.transaction(
    async (tx) => {
      const counts = await privacyCounts(tx, { accountId });
      const suppressed = await suppressedCount(tx, accountId);
      const { settings } = await readSettings(tx, accountId);
      return {
        ...counts,
        suppressed,
        retention: {
          enabled: settings.retention_enabled,
          months: settings.retention_months,
          grace_days: settings.grace_days,
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
