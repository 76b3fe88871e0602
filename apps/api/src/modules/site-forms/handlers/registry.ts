import type { Locale, SiteFormAnswers, SiteFormField, SiteFormHandler } from '@talent/contract';
import type { Tx } from '../../../db/client.js';
import type { SiteFormFileRef } from '../../../db/schema/site-forms.js';
import type { FieldProblems } from '../../../platform/errors.js';
import type { LinkContext } from '../../branding/links.js';

/** What of the app's configuration a handler may need (keys it encrypts or digests with, outbound policy, PUBLIC_URL). */
export type SiteFormHandlerEnv = { secretsKey: Buffer; outbound: { allowPrivate: boolean }; publicUrl: string };

/** The form as a handler sees it at publish time (the draft about to be frozen). */
export type SiteFormForPublish = {
  uuid: string;
  siteId: number;
  accountId: number;
  handler: SiteFormHandler;
  webhookUrl: string | null;
  fields: readonly SiteFormField[];
};

/** The form as a handler sees it when a submission arrives (the pinned, published version). */
export type SiteFormForSubmission = SiteFormForPublish & {
  id: number;
  name: string;
  versionId: number;
  version: number;
};

/** Where the submission came from; `ipHash` is the only trace of the client address kept. */
export type SiteFormSubmissionContext = {
  locale: Locale;
  ipHash: string;
  now: Date;
  /** The job the visitor named (`job` in the body); the handler checks it belongs to the form's site. */
  jobUuid: string | null;
  /** For links in mails a handler sends (the brand host the form was submitted on, else PUBLIC_URL). */
  links: LinkContext;
  /** The request's id, for the audit rows a handler writes (no user acts: a visitor submitted). */
  requestId: string;
};

/** The stored submission the handler acts on (already inserted in `tx`). */
export type SiteFormStoredSubmission = {
  id: number;
  uuid: string;
  answers: SiteFormAnswers;
  email: string | null;
  /** Stored files of file fields, by field key. */
  files: Record<string, SiteFormFileRef>;
};

/**
 * What a handler does: check that a form can be published with it (field problems keyed `handler`,
 * `url` or `fields.<i>…`, or null when fine), optionally act in the publish's transaction once the
 * checks passed (`onPublish`, e.g. the webhook's secret), and act on a submission inside the
 * submission's own transaction (a throw rolls both back). The result is kept on the submission.
 */
export type SiteFormHandlerDefinition = {
  name: SiteFormHandler;
  publishProblems(
    form: SiteFormForPublish,
    env: SiteFormHandlerEnv,
  ): FieldProblems | null | Promise<FieldProblems | null>;
  onPublish?(tx: Tx, form: SiteFormForPublish & { id: number }, env: SiteFormHandlerEnv): Promise<void>;
  handle(
    tx: Tx,
    ctx: SiteFormSubmissionContext,
    submission: SiteFormStoredSubmission,
    form: SiteFormForSubmission,
    env: SiteFormHandlerEnv,
  ): Promise<Record<string, unknown> | null>;
};

const handlers = new Map<string, SiteFormHandlerDefinition>();

/**
 * Each handler module registers itself when imported (the app imports them at start). A name not
 * registered is refused on publish with form_handler_invalid: that is the real behaviour until its
 * module is merged, not a placeholder.
 */
export function registerSiteFormHandler(definition: SiteFormHandlerDefinition): void {
  handlers.set(definition.name, definition);
}

/** Forgets a handler: for tests that register their own around one case. */
export function unregisterSiteFormHandler(name: string): void {
  handlers.delete(name);
}

/** The env handlers get, from the app's context. */
export const handlerEnv = (ctx: { config: SiteFormHandlerEnv }): SiteFormHandlerEnv => ({
  secretsKey: ctx.config.secretsKey,
  outbound: ctx.config.outbound,
  publicUrl: ctx.config.publicUrl,
});

export function siteFormHandlerOf(name: string | null): SiteFormHandlerDefinition | undefined {
  return name ? handlers.get(name) : undefined;
}
