import type { Readable } from 'node:stream';
import type { PrivacyRequest, PrivacyRequestOrigin } from '@talent/contract';
import { type AuditActor, siteAuditOf } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { enqueueJob } from '../../../platform/jobs/runner.js';
import type { Storage } from '../../../platform/storage/storage-port.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { servesAccount } from '../../branding/public-host.js';
import { findSeekerRow } from '../../seekers/seeker-rows.js';
import { readLink } from '../links/signed-links.js';
import {
  clearExportFile,
  type ExportRow,
  expiredExportFiles,
  findExportRow,
  findExportView,
  insertExportRequest,
  listSeekerExports,
} from './export.repo.js';

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

/** A finished export being sent: its bytes as a stream, its size and the file name to offer. */
export type ExportDownload = { stream: Readable; size: number; fileName: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The download's name says what it is and when, never whose (it shows in browsers and logs). */
const fileNameOf = (row: ExportRow) =>
  `data-export-${(row.completedAt ?? row.createdAt).toISOString().slice(0, 10)}.zip`;

/** Opens a done export's ZIP, or says why it cannot be had: not done yet, or gone past its window. */
async function openExport(
  storage: Storage,
  row: ExportRow,
  now: Date,
): Promise<ExportDownload | 'not_ready' | 'failed' | 'expired'> {
  if (row.status === 'failed') return 'failed';
  if (row.status !== 'done') return 'not_ready';
  if (!row.fileKey || !row.expiresAt || row.expiresAt <= now) return 'expired';
  const file = await storage.open(row.fileKey);
  if (!file) return 'expired';
  return { stream: file.stream, size: file.size, fileName: fileNameOf(row) };
}

/** Writes the download's audit row; the opened file is closed if that fails. */
async function auditDownload(
  ctx: AppContext,
  scope: SiteScope,
  row: ExportRow,
  file: ExportDownload,
  actor: AuditActor,
  by: 'staff' | 'candidate',
) {
  try {
    await audit(ctx.db, actor, scope, 'seeker.export_downloaded', row.seekerId, { request_id: row.id, by });
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
}

/**
 * Staff download of one of the site's exports: 404 for another tenant's (or a failed) one, 409
 * while it is being built, 410 once its window has passed. Each download is audited.
 */
export async function downloadExport(
  ctx: AppContext,
  scope: SiteScope,
  requestId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<ExportDownload> {
  const row = await findExportRow(ctx.db, scope, requestId);
  if (!row) throw notFound();
  const file = await openExport(ctx.storage, row, now);
  if (file === 'failed') throw notFound();
  if (file === 'not_ready') throw new AppError('export_not_ready');
  if (file === 'expired') throw new AppError('export_expired');
  await auditDownload(ctx, scope, row, file, actor, 'staff');
  return file;
}

export type LinkDownload = { kind: 'file'; file: ExportDownload } | { kind: 'invalid' } | { kind: 'expired' };

/**
 * The candidate's signed download link. The link must be a `download` one whose MAC holds, opened
 * on a host that serves its account (its brand hosts, PUBLIC_URL's: SECURITY 35), and its request
 * must be an export of the link's own account, site and candidate: anything else reads as not
 * valid (404), whatever was wrong. A link past its expiry (on the app's clock), or a request whose
 * file is gone, reads as expired (410).
 */
export async function downloadExportByLink(
  ctx: AppContext,
  token: string,
  requestHost: string | null,
  actor: AuditActor,
  now = ctx.clock(),
): Promise<LinkDownload> {
  const key = ctx.config.secretsKey;
  // Read as of the epoch first: a genuine link past its time gets the kinder answer, on its own hosts only.
  const genuine = readLink(key, token, 'download', new Date(0));
  if (!genuine || !(await servesAccount(ctx, requestHost, genuine.accountId))) return { kind: 'invalid' };
  const link = readLink(key, token, 'download', now);
  if (!link) return { kind: 'expired' };
  if (!link.ref || !UUID.test(link.ref)) return { kind: 'invalid' };
  const scope: SiteScope = { accountId: link.accountId, siteId: link.siteId };
  const row = await findExportRow(ctx.db, scope, link.ref);
  if (!row || row.seekerId !== link.seekerId) return { kind: 'invalid' };
  const file = await openExport(ctx.storage, row, now);
  if (typeof file === 'string') return { kind: file === 'expired' ? 'expired' : 'invalid' };
  await auditDownload(ctx, scope, row, file, actor, 'candidate');
  return { kind: 'file', file };
}

/**
 * Housekeeping: deletes the ZIPs of exports past their window and forgets their keys (the request
 * stays in the history). The file goes first: a crash in between leaves a key to a missing file,
 * which reads as expired and is cleared next time.
 */
export async function purgeExpiredExports(ctx: AppContext): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = await expiredExportFiles(ctx.db);
    for (const row of due) {
      await ctx.storage.delete(row.fileKey);
      await clearExportFile(ctx.db, row.accountId, row.id);
    }
    purged += due.length;
    if (due.length < 200) return purged;
  }
}
