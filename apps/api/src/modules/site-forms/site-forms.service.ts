import {
  fieldPatternProblems,
  SITE_FORM_HANDLERS,
  type SiteForm,
  type SiteFormBody,
  type SiteFormField,
  type SiteFormHandler,
} from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, type FieldProblems, invalidFields, notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { originProblems } from './allowed-origins.js';
import { handlerEnv, siteFormHandlerOf } from './handlers/registry.js';
import type { SiteFormVerb } from './site-form-audit.js';
import { siteFormView } from './site-form-views.js';
import {
  deleteForm as deleteFormRow,
  findForm,
  hasSubmissions,
  insertForm,
  insertVersion,
  listForms,
  lockForm,
  publishedVersionOf,
  type SiteFormRow,
  updateForm as updateFormRow,
} from './site-forms.repo.js';

/** The four publish messages are both the answer's code and the message on their field. */
type PublishCode = 'form_handler_missing' | 'form_handler_invalid' | 'form_url_missing' | 'form_url_invalid';
const PUBLISH_CODES: readonly string[] = [
  'form_handler_missing',
  'form_handler_invalid',
  'form_url_missing',
  'form_url_invalid',
] satisfies PublishCode[];
const refuse = (code: PublishCode, field: 'handler' | 'url') =>
  new AppError(code, { fields: { [field]: [{ rule: code }] } });

const isHandlerName = (name: string): name is SiteFormHandler =>
  (SITE_FORM_HANDLERS as readonly string[]).includes(name);

/**
 * A webhook address must be an absolute https URL without credentials (http too where the outbound
 * policy allows private addresses: development and tests). Whether it resolves to a public address
 * is the webhook handler's own publish check, done with DNS.
 */
export function isHttpsUrl(url: string, allowHttp = false): boolean {
  try {
    const u = new URL(url);
    const scheme = u.protocol === 'https:' || (allowHttp && u.protocol === 'http:');
    return scheme && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/**
 * Patterns RE2 cannot run, on their fields. Checked on save, and again on publish: a draft saved
 * before patterns ran on RE2 may hold one (a lookahead), which checks nothing where it is
 * published and is not published again until it is changed.
 */
function patternCheck(fields: readonly SiteFormField[]) {
  const problems = fieldPatternProblems(fields);
  if (problems.length)
    throw invalidFields(Object.fromEntries(problems.map((p) => [`fields.${p.path.join('.')}`, [p.problem]])));
}

/**
 * Checks a saved draft's patterns, handler and address: what the body schema cannot say. Patterns
 * run on visitors' input, so one RE2 cannot run is refused (contract `fieldPatternProblems`).
 */
function checkSettings(body: SiteFormBody, allowHttp: boolean) {
  patternCheck(body.fields);
  if (body.handler !== null && !isHandlerName(body.handler)) throw refuse('form_handler_invalid', 'handler');
  if (body.handler === 'webhook' && body.webhook_url !== null && !isHttpsUrl(body.webhook_url, allowHttp))
    throw refuse('form_url_invalid', 'url');
}

const settingsOf = (body: SiteFormBody) => ({
  name: body.name,
  handler: body.handler,
  // An address only belongs to a webhook form; switching away forgets it.
  webhookUrl: body.handler === 'webhook' ? body.webhook_url : null,
  allowedOrigins: [...new Set(body.allowed_origins)],
  draft: body.fields,
});

const audit = (
  q: Parameters<typeof recordAudit>[0],
  actor: AuditActor,
  scope: SiteScope,
  action: SiteFormVerb,
  form: SiteFormRow,
  data?: Record<string, unknown>,
) =>
  recordAudit(q, actor, {
    action: `site_form.${action}` as const,
    subjectType: 'site_form',
    subjectId: form.uuid,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data: { name: form.name, ...data },
  });

export async function getForm(ctx: AppContext, scope: SiteScope, uuid: string): Promise<SiteForm> {
  const row = await findForm(ctx.db, scope, uuid);
  if (!row) throw notFound();
  return siteFormView(row);
}

export async function createForm(ctx: AppContext, scope: SiteScope, body: SiteFormBody, actor: AuditActor) {
  checkSettings(body, ctx.config.outbound.allowPrivate);
  const form = await ctx.db.transaction(async (tx) => {
    const row = await insertForm(tx, { ...scope, ...settingsOf(body) });
    await audit(tx, actor, scope, 'created', row);
    return row;
  });
  return getForm(ctx, scope, form.uuid);
}

async function lockedForm(q: Parameters<typeof lockForm>[0], scope: SiteScope, uuid: string) {
  const form = await lockForm(q, scope, uuid);
  if (!form) throw notFound();
  return form;
}

/**
 * Saves the draft and settings; the published fields stay as they are until the next publish. The
 * webhook address and allowed origins are not versioned: on a published form they act at once, so
 * such a save passes the same checks as a publish (`checkLive`, with the live version's handler and
 * fields). A draft that moves a live webhook form to another handler leaves the live one its address.
 */
export async function updateForm(
  ctx: AppContext,
  scope: SiteScope,
  uuid: string,
  body: SiteFormBody,
  actor: AuditActor,
) {
  checkSettings(body, ctx.config.outbound.allowPrivate);
  await ctx.db.transaction(async (tx) => {
    const form = await lockedForm(tx, scope, uuid);
    const settings = settingsOf(body);
    const live = form.status === 'published' ? await publishedVersionOf(tx, form) : null;
    if (live) {
      if (live.handler === 'webhook' && settings.handler !== 'webhook') settings.webhookUrl = form.webhookUrl;
      await checkLive(ctx, scope, {
        id: form.id,
        uuid: form.uuid,
        handler: live.handler,
        webhookUrl: settings.webhookUrl,
        allowedOrigins: settings.allowedOrigins,
        fields: live.fields,
      });
    }
    await updateFormRow(tx, scope, form.id, settings);
    await audit(tx, actor, scope, 'updated', form, { fields: body.fields.length, handler: body.handler });
  });
  return getForm(ctx, scope, uuid);
}

/** What a live form acts with: its version's handler and fields, and the unversioned address and origins. */
type LiveSettings = {
  id: number;
  uuid: string;
  handler: string | null;
  webhookUrl: string | null;
  allowedOrigins: readonly string[];
  fields: SiteFormRow['draft'];
};

/**
 * The one check of what goes live (a publish, a save of a published form), in the spec's order: a
 * handler, a known handler, the webhook's address, fields, the allowed origins, then the handler's own
 * checks (the webhook's: the outbound policy, with DNS).
 */
async function checkLive(ctx: AppContext, scope: SiteScope, form: LiveSettings) {
  if (!form.handler) throw refuse('form_handler_missing', 'handler');
  const handler = isHandlerName(form.handler) ? siteFormHandlerOf(form.handler) : undefined;
  if (!handler || !isHandlerName(form.handler)) throw refuse('form_handler_invalid', 'handler');
  if (form.handler === 'webhook') {
    if (!form.webhookUrl) throw refuse('form_url_missing', 'url');
    if (!isHttpsUrl(form.webhookUrl, ctx.config.outbound.allowPrivate)) throw refuse('form_url_invalid', 'url');
  }
  if (form.fields.length === 0) throw invalidFields({ fields: [{ rule: 'required' }] });
  const origins = originProblems(form.allowedOrigins);
  if (origins) throw invalidFields(origins);
  const forPublish = {
    uuid: form.uuid,
    ...scope,
    handler: form.handler,
    webhookUrl: form.webhookUrl,
    fields: form.fields,
  };
  const problems: FieldProblems | null = await handler.publishProblems(forPublish, handlerEnv(ctx));
  if (problems && Object.keys(problems).length) {
    // A handler's own refusal of the address or handler keeps the spec's code as the answer's.
    const first = Object.values(problems)[0]?.[0]?.rule;
    throw first && PUBLISH_CODES.includes(first)
      ? new AppError(first as PublishCode, { fields: problems })
      : invalidFields(problems);
  }
  return { handler, form: { ...forPublish, id: form.id } };
}

/** Freezes the draft as a new version and makes it the one the public sees (re-enables a disabled form). */
export async function publishForm(ctx: AppContext, scope: SiteScope, uuid: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const form = await lockedForm(tx, scope, uuid);
    const checked = await checkLive(ctx, scope, {
      id: form.id,
      uuid: form.uuid,
      handler: form.handler,
      webhookUrl: form.webhookUrl,
      allowedOrigins: form.allowedOrigins,
      fields: form.draft,
    });
    // Only what is published now: a live version saved before RE2 may hold a pattern it cannot run,
    // and a save of the draft that fixes it must not be refused for it.
    patternCheck(form.draft);
    await checked.handler.onPublish?.(tx, checked.form, handlerEnv(ctx));
    const version = await insertVersion(tx, {
      accountId: scope.accountId,
      formId: form.id,
      fields: form.draft,
      handler: form.handler,
      publishedBy: actor.userId,
    });
    // An address kept for the webhook version this one replaces goes with it.
    const webhookUrl = form.handler === 'webhook' ? form.webhookUrl : null;
    await updateFormRow(tx, scope, form.id, { status: 'published', publishedVersionId: version.id, webhookUrl });
    await audit(tx, actor, scope, 'published', form, { version: version.version, handler: form.handler });
  });
  return getForm(ctx, scope, uuid);
}

/** Takes the form off the public: its page and submissions answer "Form not available.". */
export async function disableForm(ctx: AppContext, scope: SiteScope, uuid: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const form = await lockedForm(tx, scope, uuid);
    if (form.status === 'disabled') return;
    await updateFormRow(tx, scope, form.id, { status: 'disabled' });
    await audit(tx, actor, scope, 'disabled', form);
  });
  return getForm(ctx, scope, uuid);
}

/**
 * Deletes a form without submissions. One with submissions is refused (409 form_has_submissions):
 * people's answers are not thrown away with a form by accident; disable it, or delete them first.
 */
export async function deleteForm(ctx: AppContext, scope: SiteScope, uuid: string, actor: AuditActor) {
  await ctx.db.transaction(async (tx) => {
    const form = await lockedForm(tx, scope, uuid);
    if (await hasSubmissions(tx, form)) throw new AppError('form_has_submissions');
    await deleteFormRow(tx, scope, form.id);
    await audit(tx, actor, scope, 'deleted', form);
  });
}

/** A page of the site's forms, for the list screen. */
export const siteFormsPage = (ctx: AppContext, scope: SiteScope, query: Parameters<typeof listForms>[2]) =>
  listForms(ctx.db, scope, query);
