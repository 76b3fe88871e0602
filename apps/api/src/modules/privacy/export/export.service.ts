import type { PrivacyRequest, PrivacyRequestOrigin } from '@talent/contract';
import { type AuditActor, siteAuditOf } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { enqueueJob } from '../../../platform/jobs/runner.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { findSeekerRow } from '../../seekers/seeker-rows.js';
import { findExportView, insertExportRequest, listSeekerExports } from './export.repo.js';

/** The background job that builds an export's ZIP. */
export const EXPORT_JOB = 'privacy.export';
export type ExportJobPayload = { requestId: string; accountId: number; siteId: number };

const audit = siteAuditOf('seeker');

/**
 * Starts a copy of a candidate's data: a pending request and its job, in one transaction (the job
 * runs only if the request is there). The ZIP is built in the background; with origin `candidate`
 * the candidate is mailed a download link once it is ready. 404 for another tenant's candidate.
 */
export async function requestExport(
  ctx: AppContext,
  scope: SiteScope,
  seekerId: string,
  how: { origin: PrivacyRequestOrigin; actor: AuditActor },
): Promise<PrivacyRequest> {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await findSeekerRow(tx, scope, seekerId);
    if (!row) throw notFound();
    const requestId = await insertExportRequest(tx, scope, {
      seekerId,
      origin: how.origin,
      actorUserId: how.actor.userId,
    });
    const payload: ExportJobPayload = { requestId, accountId: scope.accountId, siteId: scope.siteId };
    await enqueueJob(tx, EXPORT_JOB, payload);
    await audit(tx, how.actor, scope, 'seeker.export_requested', seekerId, {
      request_id: requestId,
      origin: how.origin,
    });
    return requestId;
  });
  ctx.jobs.kick();
  const view = await findExportView(ctx.db, scope, id);
  if (!view) throw notFound();
  return view;
}

/** A candidate's exports at the site, newest first; 404 for another tenant's candidate. */
export async function seekerExports(ctx: AppContext, scope: SiteScope, seekerId: string): Promise<PrivacyRequest[]> {
  const row = await findSeekerRow(ctx.db, scope, seekerId);
  if (!row) throw notFound();
  return listSeekerExports(ctx.db, scope, seekerId);
}
