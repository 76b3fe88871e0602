import { createHash } from 'node:crypto';
import {
  type Locale,
  PUBLIC_APPLICATIONS_PER_EMAIL,
  PUBLIC_SUBMISSIONS_PER_WINDOW,
  SiteFormSubmissionBody,
} from '@talent/contract';
import { type ThrottleLimit, takeAttempt } from '../../platform/auth/throttle.repo.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage-port.js';
import { issuesToFields } from '../../platform/validation.js';
import type { LinkContext } from '../branding/links.js';
import { servesOpenAccount } from '../branding/public-host.js';
import { acceptedNotice } from '../privacy/consent/consent-capture.js';
import { publicNoticeOf } from '../privacy/consent/notices.service.js';
import { handlerEnv, siteFormHandlerOf } from './handlers/registry.js';
import { publicFormView } from './site-form-views.js';
import { findPublishedForm, insertSubmission, setHandlerResult } from './site-forms.repo.js';
import { clientAddressHash, labelledAnswers, parseAnswers } from './submission-answers.js';
import { checkSubmissionFiles, type SubmittedFile, storeSubmissionFiles } from './submission-files.js';

const notAvailable = () => new AppError('form_not_available');

/**
 * Unknown, draft-only and disabled forms, and a form asked for on a host that does not serve its
 * account (another tenant's brand host: SECURITY 35), are one answer: nothing tells them apart.
 */
async function publishedForm(ctx: AppContext, uuid: string, requestHost: string | null) {
  const found = await findPublishedForm(ctx.db, uuid);
  if (!found || !(await servesOpenAccount(ctx, requestHost, found.form.accountId))) throw notAvailable();
  return found;
}

export async function publicDefinition(ctx: AppContext, uuid: string, locale: Locale, requestHost: string | null) {
  const { form, version } = await publishedForm(ctx, uuid, requestHost);
  const site = { accountId: form.accountId, siteId: form.siteId };
  return {
    ...publicFormView(form, version, locale),
    privacy_notice: await publicNoticeOf(ctx.db, ctx.config.publicUrl, site, locale),
  };
}

/** Counted like the job board's public writes (shared throttle table and window). */
async function limit(ctx: AppContext, limits: ThrottleLimit[]) {
  const wait = await takeAttempt(ctx.db, limits, ctx.config.auth.throttleWindowSeconds);
  if (wait > 0)
    throw new AppError('too_many_attempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
}

/** The throttle table and submissions keep digests, never people's addresses. */
const emailKey = (email: string) => `public:form:email:${createHash('sha256').update(email).digest('hex')}`;
const ipHashOf = (ctx: AppContext, ip: string | null) => clientAddressHash(ctx.config.secretsKey, ip);

export type PublicSubmission = { data: unknown; files: Map<string, SubmittedFile> };

/**
 * A visitor submits a published form: throttled per address before anything is looked up, the
 * body read only once the form is known to live on this host (a refused one's files are never
 * read), the spam trap answered like a success with nothing stored, the answers checked against
 * the published version (the same `submissionSchemaOf` the hosted page uses), files checked by
 * their bytes, throttled per e-mail, then stored and handed to the form's handler in one transaction.
 */
export async function submitForm(
  ctx: AppContext,
  storage: Storage,
  uuid: string,
  readInput: () => Promise<PublicSubmission>,
  client: { ip: string | null; locale: Locale; links: LinkContext; requestId: string },
): Promise<void> {
  await limit(ctx, [{ key: `public:form:${client.ip ?? 'unknown'}`, max: PUBLIC_SUBMISSIONS_PER_WINDOW }]);
  const { form, version } = await publishedForm(ctx, uuid, client.links.requestHost);
  const input = await readInput();
  const parsedBody = SiteFormSubmissionBody.safeParse(input.data ?? {}, { reportInput: true });
  if (!parsedBody.success) throw invalidFields(issuesToFields(SiteFormSubmissionBody, parsedBody.error.issues));
  const body = parsedBody.data;
  if (body.website?.trim()) return;
  const locale = body.locale ?? client.locale;
  // Kept with the submission (with its time and address digest); an unproven e-mail makes it no
  // candidate's consent (modules/privacy/consent, ARCHITECTURE).
  const noticeVersion = await acceptedNotice(
    ctx.db,
    { accountId: form.accountId, siteId: form.siteId },
    body.privacy_notice_version,
  );

  const accepted = await checkSubmissionFiles(version.fields, input.files);
  const fileKeys = new Set(version.fields.filter((f) => f.type === 'file').map((f) => f.key));
  const raw: Record<string, unknown> = Object.fromEntries(
    Object.entries(body.answers).filter(([key]) => !fileKeys.has(key)),
  );
  // A file answer is "given" once its bytes passed the checks; the stored value is its name.
  for (const [key, { file }] of accepted) raw[key] = file.fileName || key;
  const answers = parseAnswers(version.fields, raw);
  const emailField = version.fields.find((f) => f.type === 'email' && answers[f.key] !== undefined);
  const email = emailField ? String(answers[emailField.key]).toLowerCase() : null;
  if (email) await limit(ctx, [{ key: emailKey(email), max: PUBLIC_APPLICATIONS_PER_EMAIL }]);

  const files = await storeSubmissionFiles(storage, accepted);
  try {
    await ctx.db.transaction(async (tx) => {
      const stored = await insertSubmission(tx, {
        accountId: form.accountId,
        formId: form.id,
        versionId: version.id,
        siteId: form.siteId,
        answers: labelledAnswers(version.fields, answers, locale),
        email,
        locale,
        ipHash: ipHashOf(ctx, client.ip),
        files,
        privacyNoticeVersion: noticeVersion,
      });
      const handler = siteFormHandlerOf(version.handler);
      if (!handler) return;
      const result = await handler.handle(
        tx,
        {
          locale,
          ipHash: stored.ipHash,
          now: stored.createdAt,
          jobUuid: body.job ?? null,
          links: client.links,
          requestId: client.requestId,
        },
        { id: stored.id, uuid: stored.uuid, answers, email, files },
        {
          id: form.id,
          uuid: form.uuid,
          name: form.name,
          siteId: form.siteId,
          accountId: form.accountId,
          handler: handler.name,
          webhookUrl: form.webhookUrl,
          fields: version.fields,
          versionId: version.id,
          version: version.version,
        },
        handlerEnv(ctx),
      );
      await setHandlerResult(tx, stored, result);
    });
  } catch (error) {
    for (const file of Object.values(files)) await storage.delete(file.key);
    throw error;
  }
  // A handler may have queued mail (an invitation) or work (a webhook delivery) in the committed
  // transaction: start them now rather than at the next timer.
  ctx.mail.kick();
  ctx.jobs.kick();
}
