import { randomBytes } from 'node:crypto';
import {
  type ActivityQuery,
  type BulkSeekerResult,
  type BulkTagSeekersBody,
  isLocale,
  RESUME_TYPES,
  type ResumeType,
  SEEKER_TAGS_MAX,
  type Seeker,
  type SeekerEmailBody,
  type SeekerListQuery,
  type SeekerStatus,
} from '@talent/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable } from '../../db/client.js';
import { dbNow } from '../../db/now.js';
import { type AuditActor, siteAuditOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { listActivity } from '../audit-log/activity.repo.js';
import { unsubscribeLinkMaker } from '../mail-unsubscribe/unsubscribe-links.js';
import { privacyFooter, withFooter } from '../privacy/consent/privacy-footer.js';
import { findSeeker, findSeekerRow, type SeekerRow } from './seeker-rows.js';
import { listSeekers, lockSeekers, updateSeeker } from './seekers.repo.js';

/** Private folder: résumés are served only through the API, to those who may read them. */
const RESUME_FOLDER = 'resumes';

const audit = siteAuditOf('seeker');

export async function getSeeker(q: Queryable, scope: SiteScope, id: string): Promise<Seeker> {
  const seeker = await findSeeker(q, scope, id);
  if (!seeker) throw notFound();
  return seeker;
}

/** One page of the site's candidates and how many match the query, for the candidate list. */
export async function seekerListPage(ctx: AppContext, scope: SiteScope, query: SeekerListQuery) {
  return listSeekers(ctx.db, scope, query);
}

/** One page of a candidate's activity (its audit rows); 404 for a candidate the site does not hold. */
export async function seekerActivityPage(ctx: AppContext, scope: SiteScope, id: string, query: ActivityQuery) {
  await getSeeker(ctx.db, scope, id);
  return listActivity(ctx.db, { accountId: scope.accountId, subjectType: 'seeker', subjectId: id }, query);
}

/** The row of a candidate who may still be changed or written to; 409 once disabled. */
async function liveRow(q: Queryable, scope: SiteScope, id: string): Promise<SeekerRow> {
  const row = await findSeekerRow(q, scope, id, true);
  if (!row) throw notFound();
  if (row.seeker.status === 'disabled') throw new AppError('seeker_disabled');
  return row.seeker;
}

export async function setSeekerTags(ctx: AppContext, scope: SiteScope, id: string, tags: string[], actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const row = await findSeekerRow(tx, scope, id, true);
    if (!row) throw notFound();
    const unique = [...new Set(tags)];
    await updateSeeker(tx, scope, id, { tags: unique });
    await audit(tx, actor, scope, 'seeker.tagged', id, { tags: unique });
  });
  return getSeeker(ctx.db, scope, id);
}

/** Adds and removes tags on many candidates; one over the 20-tag limit is skipped, the rest saved. */
export async function tagSeekers(ctx: AppContext, scope: SiteScope, body: BulkTagSeekersBody, actor: AuditActor) {
  return ctx.db.transaction(async (tx) => {
    const ids = [...new Set(body.ids)];
    const byId = new Map((await lockSeekers(tx, scope, ids)).map((r) => [r.id, r]));
    const result: BulkSeekerResult = { updated: [], skipped: [] };
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        result.skipped.push({ id, reason: 'not_found' });
        continue;
      }
      const tags = [...new Set([...row.tags.filter((t) => !body.remove.includes(t)), ...body.add])];
      if (tags.length > SEEKER_TAGS_MAX) {
        result.skipped.push({ id, reason: 'too_many_tags' });
        continue;
      }
      await updateSeeker(tx, scope, id, { tags });
      await audit(tx, actor, scope, 'seeker.tagged', id, { tags, add: body.add, remove: body.remove });
      result.updated.push(id);
    }
    return result;
  });
}

/**
 * Disabling is final (spec §4): asking for `enabled` afterwards is refused with 409
 * `seeker_disabled_final` (and the database refuses it too). Disabling twice changes nothing.
 */
export async function setSeekerStatus(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
  status: SeekerStatus,
  actor: AuditActor,
): Promise<Seeker> {
  await ctx.db.transaction(async (tx) => {
    const row = await findSeekerRow(tx, scope, id, true);
    if (!row) throw notFound();
    if (row.seeker.status === status) return;
    if (row.seeker.status === 'disabled') throw new AppError('seeker_disabled_final');
    await updateSeeker(tx, scope, id, { status: 'disabled', disabledAt: dbNow() });
    await audit(tx, actor, scope, 'seeker.disabled', id);
  });
  return getSeeker(ctx.db, scope, id);
}

/** What an uploaded résumé is, judged from its bytes; the declared type must not say otherwise. */
export async function checkResume(bytes: Buffer, declaredType: string): Promise<ResumeType> {
  if (bytes.length === 0) throw invalidFields({ file: [{ rule: 'required' }] });
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const declared = declaredType.toLowerCase().split(';')[0]!.trim();
  const known = detected !== undefined && detected in RESUME_TYPES;
  // Browsers label some Word files `application/octet-stream`; the bytes decide either way.
  if (!known || (declared !== detected && declared !== 'application/octet-stream'))
    throw invalidFields({ file: [{ rule: 'invalid' }] });
  return detected as ResumeType;
}

/** Stores a new résumé (PDF or DOCX) and drops the one it replaces. */
export async function replaceResume(
  ctx: AppContext,
  storage: Storage,
  scope: SiteScope,
  id: string,
  upload: { bytes: Buffer; type: ResumeType; fileName: string },
  actor: AuditActor,
): Promise<Seeker> {
  const key = `${RESUME_FOLDER}/${randomBytes(16).toString('hex')}.${RESUME_TYPES[upload.type]}`;
  await storage.put(key, upload.bytes, upload.type);
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await liveRow(tx, scope, id);
      previous = row.resumeKey;
      await updateSeeker(tx, scope, id, {
        resumeKey: key,
        resumeName: upload.fileName,
        resumeType: upload.type,
        resumeSize: upload.bytes.length,
        resumeUploadedAt: dbNow(),
      });
      await audit(tx, actor, scope, 'seeker.resume_uploaded', id, {
        file_name: upload.fileName,
        type: upload.type,
        bytes: upload.bytes.length,
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (previous) await storage.delete(previous);
  return getSeeker(ctx.db, scope, id);
}

/**
 * A message from staff to the candidate, sent after commit and kept on their activity. Replies go to
 * the staff member who wrote it (`replyTo`); the candidate can unsubscribe from such messages with
 * one click, and once they have, a message is refused (409 `seeker_unsubscribed`) rather than lost.
 */
export async function emailSeeker(
  ctx: AppContext,
  scope: SiteScope,
  id: string,
  body: SeekerEmailBody,
  actor: AuditActor,
  replyTo: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await liveRow(tx, scope, id);
    if (row.mailUnsubscribedAt) throw new AppError('seeker_unsubscribed');
    const locale = isLocale(row.locale) ? row.locale : 'en';
    const footer = await privacyFooter(tx, ctx.config, { ...scope, seekerId: id, locale });
    const unsubscribeUrl = await unsubscribeLinkMaker(tx, ctx.config, scope);
    await enqueueMail(
      tx,
      withFooter(
        {
          accountId: scope.accountId,
          to: row.email,
          subject: body.subject,
          text: body.body,
          locale,
          template: 'seeker_message',
          replyTo,
          listUnsubscribe: unsubscribeUrl(id),
        },
        footer,
      ),
    );
    await audit(tx, actor, scope, 'seeker.emailed', id, { subject: body.subject, template: 'seeker_message' });
  });
  ctx.mail.kick();
}
