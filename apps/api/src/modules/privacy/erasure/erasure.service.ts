import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ErasureMode, ErasurePreview, ErasureResult, PrivacyRequestOrigin } from '@talent/contract';
import type { AuditActor } from '../../../platform/audit.js';
import { siteAuditOf } from '../../../platform/audit.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import type { SiteScope } from '../../../platform/tenancy/selection.js';
import { deleteHeldFeedbackOf } from '../../job-reports/feedback-held.repo.js';
import { seekerName } from '../../seekers/seeker-rows.js';
import { emailDigest as jobFeedbackDigest } from '../../site-forms/handlers/job-feedback.handler.js';
import { requestCompaction } from './compaction.job.js';
import {
  anonymiseSeekerRow,
  applicationsOfSeeker,
  auditRowsAbout,
  blankMails,
  blankSubmissions,
  blankWebhookPayloads,
  clearApplications,
  clearConsentAddresses,
  clearFeedbackNotes,
  clearJobFeedback,
  clearJobFlags,
  countConsents,
  countNotes,
  deleteSeekerRow,
  deleteUnconfirmed,
  type ErasureTarget,
  hardDeleteChosen,
  insertErasureRequest,
  lockErasureTarget,
  mailsTo,
  notificationsAbout,
  scrubAuditRows,
  setNotificationParams,
  submissionsOfSeeker,
  takeExportFiles,
  unschedule,
} from './erasure.repo.js';
import { scrubAuditData } from './scrub.js';
import { suppressEmail } from './suppression.js';

/** What an erased candidate is called from then on (names are free text; the UI translates the state). */
export const ERASED_NAME = 'Erased';

const audit = siteAuditOf('seeker');

type How = { origin: PrivacyRequestOrigin; reason: string; actor: AuditActor };

/** Set on an erased candidate's row: a second erasure finds nothing personal left to look for. */
const ERASED_DOMAIN = '@erased.invalid';

/**
 * The values that identify the candidate in rows that are not theirs by id (another subject's
 * audit row, a notification): the address only. A name or a town is shared by other people, whose
 * rows must not be scrubbed.
 */
function identifyingValues(seeker: ErasureTarget): string[] {
  const email = seeker.email.trim().toLowerCase();
  return email.endsWith(ERASED_DOMAIN) ? [] : [email];
}

/** What erasing the candidate would remove, for the confirmation that names it. */
export async function erasurePreview(ctx: AppContext, scope: SiteScope, seekerId: string): Promise<ErasurePreview> {
  const seeker = await lockErasureTarget(ctx.db, scope, seekerId, false);
  if (!seeker) throw notFound();
  const email = seeker.email.toLowerCase();
  const apps = await applicationsOfSeeker(ctx.db, scope, seekerId);
  const appIds = apps.map((a) => a.id);
  const submissions = await submissionsOfSeeker(ctx.db, scope, appIds, email);
  const files = (seeker.resumeKey ? 1 : 0) + submissions.reduce((n, s) => n + Object.keys(s.files).length, 0);
  return {
    seeker_id: seeker.id,
    name: seekerName(seeker),
    email: seeker.email,
    mode: (await hardDeleteChosen(ctx.db, scope.accountId)) ? 'delete' : 'anonymise',
    applications: apps.length,
    files,
    notes: await countNotes(ctx.db, scope, appIds),
    answers: apps.filter((a) => a.answered).length + submissions.length,
    emails: (await mailsTo(ctx.db, scope, email)).length,
    consents: await countConsents(ctx.db, scope, seekerId),
  };
}

/**
 * Erases a candidate in one transaction: their personal data goes from every table that holds it
 * (their own row anonymised, or deleted with the account's hard delete), their files from storage
 * after commit, and their address joins the account's suppression list. What stays: applications'
 * status, stage, dates, job and employer (reports stay true), ratings, and an audit row saying who
 * erased whom and why, without the data. Another site's or tenant's candidate: 404.
 */
export async function eraseSeeker(
  ctx: AppContext,
  scope: SiteScope,
  seekerId: string,
  how: How,
): Promise<ErasureResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const seeker = await lockErasureTarget(tx, scope, seekerId, true);
    if (!seeker) throw notFound();
    const mode: ErasureMode = (await hardDeleteChosen(tx, scope.accountId)) ? 'delete' : 'anonymise';
    const email = seeker.email.trim().toLowerCase();
    const erasedAddress = `erased-${seeker.id}${ERASED_DOMAIN}`;
    const alreadyErased = email.endsWith(ERASED_DOMAIN);
    const values = identifyingValues(seeker);
    // Notification parameters that repeat the name or the address are replaced wherever found by id.
    const named = alreadyErased ? [] : [seekerName(seeker).toLowerCase(), email];

    const apps = await applicationsOfSeeker(tx, scope, seekerId);
    const appIds = apps.map((a) => a.id);
    const submissions = await submissionsOfSeeker(tx, scope, appIds, email);
    const fileKeys = [
      ...(seeker.resumeKey ? [seeker.resumeKey] : []),
      ...submissions.flatMap((s) => Object.values(s.files).map((f) => f.key)),
    ];
    const notes = await countNotes(tx, scope, appIds);
    const mails = (await mailsTo(tx, scope, email)).map((m) => m.id);

    // Rows that outlive the candidate (or hold their address) first, while their ids are known.
    await clearApplications(tx, scope, appIds);
    await clearFeedbackNotes(tx, scope, appIds);
    await blankSubmissions(
      tx,
      scope,
      submissions.map((s) => s.id),
    );
    const feedbackDigest = jobFeedbackDigest(ctx.config.secretsKey, email);
    // Counted ratings keep their number without the text; ratings still waiting for the address go.
    const jobFeedback =
      (await clearJobFeedback(
        tx,
        scope,
        feedbackDigest,
        submissions.map((s) => s.id),
      )) + (await deleteHeldFeedbackOf(tx, scope, feedbackDigest));
    const jobFlags = await clearJobFlags(tx, scope, email);
    const unconfirmed = await deleteUnconfirmed(tx, scope, email);
    await blankMails(tx, scope, mails, erasedAddress);
    const webhooks = await blankWebhookPayloads(
      tx,
      scope,
      submissions.map((s) => s.uuid),
    );

    const refs = [seeker.id, ...appIds];
    const notices = await notificationsAbout(tx, scope, refs, values);
    for (const n of notices) {
      const params = Object.fromEntries(
        Object.entries(n.params).map(([k, v]) => [
          k,
          k === 'seeker' || named.includes(String(v).trim().toLowerCase()) ? ERASED_NAME : v,
        ]),
      );
      await setNotificationParams(tx, scope, n.id, params);
    }

    const auditRows = await auditRowsAbout(tx, scope, { seekerId: seeker.id, applicationIds: appIds, values });
    await scrubAuditRows(
      tx,
      scope,
      // A row with no staff actor is the candidate's own act: its client address is theirs.
      auditRows.map((row) => ({ id: row.id, data: scrubAuditData(row.data), dropIp: row.actorUserId === null })),
    );

    const exportFiles = await takeExportFiles(tx, scope, seekerId);
    const consents = await countConsents(tx, scope, seekerId);
    await clearConsentAddresses(tx, scope, seekerId);
    await unschedule(tx, scope, seekerId);
    if (mode === 'delete') await deleteSeekerRow(tx, scope, seekerId);
    else await anonymiseSeekerRow(tx, scope, seekerId, { name: ERASED_NAME, email: erasedAddress });

    const summary: Record<string, number> = {
      applications: apps.length,
      files: fileKeys.length,
      notes,
      answers: apps.filter((a) => a.answered).length + submissions.length,
      emails: mails.length,
      consents,
      submissions: submissions.length,
      job_feedback: jobFeedback,
      job_flags: jobFlags,
      unconfirmed_applications: unconfirmed,
      notifications: notices.length,
      webhook_deliveries: webhooks,
      audit_rows: auditRows.length,
      exports: exportFiles.length,
    };
    const requestId = await insertErasureRequest(tx, scope, {
      seekerId,
      origin: how.origin,
      mode,
      reason: how.reason,
      actorUserId: how.actor.userId,
      summary,
    });
    // A candidate's own request comes from their client: that address is not kept either.
    const actor = how.origin === 'candidate' ? { ...how.actor, ip: null } : how.actor;
    await audit(tx, actor, scope, 'seeker.erased', seekerId, {
      reason: how.reason,
      origin: how.origin,
      mode,
      request_id: requestId,
    });
    if (!alreadyErased) await suppressEmail(tx, ctx.config.secretsKey, scope.accountId, email);
    await requestCompaction(tx);
    return { result: { request_id: requestId, mode, summary }, fileKeys: [...fileKeys, ...exportFiles], mails };
  });

  // After commit: a rollback must not have lost files the rows still name.
  for (const key of outcome.fileKeys) await ctx.storage.delete(key);
  await removeSentCopies(ctx, outcome.mails);
  ctx.jobs.kick();
  return outcome.result;
}

/**
 * Without SMTP, sent mail is kept as `.eml` files (`<time>-<outbox id>.eml`, platform/mail/transport.ts):
 * the copies of the candidate's messages go with their rows' bodies.
 */
async function removeSentCopies(ctx: AppContext, mailIds: number[]) {
  if (ctx.config.smtpUrl || !mailIds.length) return;
  let names: string[];
  try {
    names = await readdir(ctx.config.mailOutboxDir);
  } catch {
    return;
  }
  const ids = new Set(mailIds.map(String));
  for (const name of names) {
    const id = /-(\d+)\.eml$/.exec(name)?.[1];
    if (id && ids.has(id)) await rm(join(ctx.config.mailOutboxDir, name), { force: true });
  }
}
