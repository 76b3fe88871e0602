import type { Locale, PublicSiteForm, SiteForm, SiteFormField, SiteFormSubmission } from '@talent/contract';
import type { SiteFormListRow, SiteFormVersionRow, SubmissionRow } from './site-forms.repo.js';

/** The staff view of a form: the draft being edited and what is published. */
export function siteFormView({ form, published, submissions }: SiteFormListRow): SiteForm {
  return {
    uuid: form.uuid,
    name: form.name,
    status: form.status,
    handler: form.handler,
    webhook_url: form.webhookUrl,
    allowed_origins: form.allowedOrigins,
    fields: form.draft,
    published: published
      ? { version: published.version, published_at: published.publishedAt.toISOString(), handler: published.handler }
      : null,
    submissions_count: submissions,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

const text = (t: Record<Locale, string> | undefined, locale: Locale) => (t ? t[locale] || t.en : '');

/** One field as the hosted page shows it in `locale`: only that language's words, no knockout rule. */
export function publicFieldOf(f: SiteFormField, locale: Locale): PublicSiteForm['fields'][number] {
  return {
    key: f.key,
    type: f.type,
    label: text(f.label, locale),
    help: text(f.help, locale),
    required: f.required,
    ...(f.min_length !== undefined ? { min_length: f.min_length } : {}),
    ...(f.max_length !== undefined ? { max_length: f.max_length } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.pattern !== undefined ? { pattern: f.pattern } : {}),
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, label: text(o.label, locale) })) } : {}),
    ...(f.consent_text ? { consent_text: text(f.consent_text, locale) } : {}),
  };
}

export function publicFormView(
  form: { uuid: string; name: string },
  version: SiteFormVersionRow,
  locale: Locale,
): PublicSiteForm {
  return {
    uuid: form.uuid,
    name: form.name,
    version: version.version,
    locale,
    fields: version.fields.map((f) => publicFieldOf(f, locale)),
  };
}

type StoredAnswers = SiteFormSubmission['answers'];

/**
 * Stored answers in the order their version asked them (jsonb keeps keys in its own order: by
 * length, then bytes), then any key the version does not name. Every reader of answers uses this.
 */
export function answersInFieldOrder(
  answers: Record<string, { label: string; value: unknown }>,
  fields: readonly { key: string }[],
): StoredAnswers {
  const ordered: StoredAnswers = {};
  const put = (key: string) => {
    const a = answers[key];
    if (a) ordered[key] = { label: a.label, value: a.value as StoredAnswers[string]['value'] };
  };
  for (const { key } of fields) put(key);
  for (const key of Object.keys(answers)) if (!Object.hasOwn(ordered, key)) put(key);
  return ordered;
}

export function submissionView(row: SubmissionRow): SiteFormSubmission {
  return {
    uuid: row.uuid,
    version: row.version,
    locale: row.locale as Locale,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    answers: answersInFieldOrder(row.answers, row.fields),
    handler_result: row.handlerResult,
  };
}
