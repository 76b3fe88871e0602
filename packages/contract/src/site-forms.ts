import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';
import { LOCALES, type Locale } from './locales/index.js';
import { PublicPrivacyNoticeSchema } from './privacy/consent.js';

/**
 * Site forms (issue 21): forms a site's team builds and publishes, filled in by the public on the
 * hosted page. A publish freezes the draft's fields into a numbered version; a submission keeps the
 * version it answered, so later edits never change what was asked.
 */

export const SITE_FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'number',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'date',
  'file',
  'consent',
] as const;
export type SiteFormFieldType = (typeof SITE_FORM_FIELD_TYPES)[number];

/** What a form's submission does besides being stored. Each is registered by its own API module. */
export const SITE_FORM_HANDLERS = ['employer_registration', 'job_application', 'job_feedback', 'webhook'] as const;
export type SiteFormHandler = (typeof SITE_FORM_HANDLERS)[number];

export const SITE_FORM_STATUSES = ['draft', 'published', 'disabled'] as const;
export type SiteFormStatus = (typeof SITE_FORM_STATUSES)[number];

/** File types a file field takes; the API checks the content, not just the name. */
export const SITE_FORM_FILE_TYPES = ['pdf', 'docx', 'png', 'jpeg'] as const;

export const SITE_FORM_FIELDS_MAX = 50;
export const SITE_FORM_OPTIONS_MAX = 50;
export const SITE_FORM_TEXT_MAX = 5000;
export const SITE_FORM_SHORT_TEXT_MAX = 255;
export const SITE_FORM_ORIGINS_MAX = 10;
/** The longest pattern (a field's, a knockout's) a tenant may write (tenant-pattern.ts runs them). */
export const TENANT_PATTERN_MAX = 500;

const byLocale = <T extends z.ZodType>(item: T) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, item])) as Record<Locale, T>);

/** A label in every language; each is required so the hosted page never shows an empty one. */
export const SiteFormLabelSchema = byLocale(z.string().trim().min(1).max(200));
/** Help and consent wording may be blank in every language (blank = none). */
export const SiteFormHelpSchema = byLocale(z.string().trim().max(1000));
export type SiteFormText = z.infer<typeof SiteFormLabelSchema>;

export const SiteFormOptionSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_-]+$/),
  label: SiteFormLabelSchema,
});

/** A value outside which the applicant is knocked out (moved to `to_status`) by the handler. */
export const SiteFormKnockoutSchema = z.object({
  expected: z
    .union([z.string().max(200), z.boolean(), z.array(z.string().max(100)).max(SITE_FORM_OPTIONS_MAX)])
    .optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  pattern: z.string().max(TENANT_PATTERN_MAX).optional(),
  to_status: z.string().max(40).optional(),
});
export type SiteFormKnockout = z.infer<typeof SiteFormKnockoutSchema>;

export const SiteFormFieldSchema = z
  .object({
    key: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[a-z][a-z0-9_]*$/),
    type: z.enum(SITE_FORM_FIELD_TYPES),
    label: SiteFormLabelSchema,
    help: SiteFormHelpSchema.optional(),
    required: z.boolean().default(false),
    min_length: z.number().int().min(0).max(SITE_FORM_TEXT_MAX).optional(),
    max_length: z.number().int().min(1).max(SITE_FORM_TEXT_MAX).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    // Checked as RE2 where a draft is saved (site-form-rules.ts), not here: a form read back with a
    // pattern stored before that rule must still be answered, not refused by its own schema.
    pattern: z.string().max(TENANT_PATTERN_MAX).optional(),
    options: z.array(SiteFormOptionSchema).max(SITE_FORM_OPTIONS_MAX).optional(),
    consent_text: SiteFormHelpSchema.optional(),
    knockout: SiteFormKnockoutSchema.optional(),
  })
  .superRefine((f, ctx) => {
    const choice = f.type === 'single_choice' || f.type === 'multiple_choice';
    if (choice && !f.options?.length) ctx.addIssue({ code: 'custom', path: ['options'], params: { rule: 'required' } });
    if (f.options && new Set(f.options.map((o) => o.value)).size !== f.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], params: { rule: 'invalid' } });
    if (f.min_length !== undefined && f.max_length !== undefined && f.min_length > f.max_length)
      ctx.addIssue({ code: 'custom', path: ['max_length'], params: { rule: 'invalid' } });
    if (f.min !== undefined && f.max !== undefined && f.min > f.max)
      ctx.addIssue({ code: 'custom', path: ['max'], params: { rule: 'invalid' } });
  });
export type SiteFormField = z.infer<typeof SiteFormFieldSchema>;

export const SiteFormFieldsSchema = z
  .array(SiteFormFieldSchema)
  .max(SITE_FORM_FIELDS_MAX)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], params: { rule: 'invalid' } });
      seen.add(f.key);
    });
  });

/** An https origin (scheme://host[:port], no path) a page may embed the hosted form from. */
export const SITE_FORM_ORIGIN =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/i;
export const SiteFormOriginSchema = z
  .string()
  .trim()
  .max(200)
  .regex(SITE_FORM_ORIGIN)
  .transform((s) => s.toLowerCase());

/** PUT /site/forms/{uuid} and POST /site/forms: the draft and its settings. */
export const SiteFormBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    handler: z.string().trim().max(40).nullable().default(null),
    webhook_url: z.string().trim().max(2000).nullable().default(null),
    allowed_origins: z.array(SiteFormOriginSchema).max(SITE_FORM_ORIGINS_MAX).default([]),
    fields: SiteFormFieldsSchema.default([]),
  })
  .meta({ id: 'SiteFormBody' });
export type SiteFormBody = z.infer<typeof SiteFormBody>;

export const SiteFormVersionSummarySchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  handler: z.string().nullable(),
});

export const SiteFormSchema = z
  .object({
    uuid: z.uuid(),
    name: z.string(),
    status: z.enum(SITE_FORM_STATUSES),
    handler: z.string().nullable(),
    webhook_url: z.string().nullable(),
    allowed_origins: z.array(z.string()),
    fields: z.array(SiteFormFieldSchema).describe('The draft being edited.'),
    published: SiteFormVersionSummarySchema.nullable(),
    submissions_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SiteForm' });
export type SiteForm = z.infer<typeof SiteFormSchema>;
export const SiteFormResponse = one(SiteFormSchema);
export const SiteFormListResponse = page(SiteFormSchema.omit({ fields: true }));
export type SiteFormListResponse = z.infer<typeof SiteFormListResponse>;
export const SiteFormListQuery = PaginationQuery.extend({ status: z.enum(SITE_FORM_STATUSES).optional() });

/** GET /public/forms/{uuid}: the published version in one language. */
export const PublicSiteFormFieldSchema = z.object({
  key: z.string(),
  type: z.enum(SITE_FORM_FIELD_TYPES),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  min_length: z.number().int().optional(),
  max_length: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  pattern: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  consent_text: z.string().optional(),
});
export type PublicSiteFormField = z.infer<typeof PublicSiteFormFieldSchema>;
export const PublicSiteFormSchema = z
  .object({
    uuid: z.uuid(),
    name: z.string(),
    version: z.number().int(),
    locale: z.enum(LOCALES),
    fields: z.array(PublicSiteFormFieldSchema),
  })
  .meta({ id: 'PublicSiteForm' });
export type PublicSiteForm = z.infer<typeof PublicSiteFormSchema>;
/** GET /public/forms/{uuid}: the form, and the site's privacy notice to accept with it (null: none). */
export const PublicHostedFormSchema = PublicSiteFormSchema.extend({
  privacy_notice: PublicPrivacyNoticeSchema.nullable(),
}).meta({ id: 'PublicHostedForm' });
export type PublicHostedForm = z.infer<typeof PublicHostedFormSchema>;
export const PublicSiteFormResponse = one(PublicHostedFormSchema);
export const PublicSiteFormQuery = z.object({ locale: z.enum(LOCALES).optional() });

/** Answers of one submission, keyed by field key. Files are sent as multipart parts of the same key. */
export const SiteFormAnswerValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type SiteFormAnswerValue = z.infer<typeof SiteFormAnswerValue>;

/** The name of the spam-trap field: hidden on the page, filled only by robots. */
export const SITE_FORM_SPAM_TRAP = 'website';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export type SiteFormAnswers = Record<string, Exclude<SiteFormAnswerValue, null>>;

/** The largest file a file field takes, and how many file fields a form may have. */
export const SITE_FORM_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SITE_FORM_FILE_FIELDS_MAX = 5;

/**
 * POST /public/forms/{uuid}/submissions. JSON, or multipart/form-data with this same JSON in the
 * text part `data` and each file in a part named by its field key. `website` is the spam trap.
 */
export const SiteFormSubmissionBody = z
  .object({
    locale: z.enum(LOCALES).optional(),
    website: z.string().max(500).optional(),
    /** The job a submission is about (job feedback, a job's screening questions): the hosted page passes `?job=`. */
    job: z.uuid().optional(),
    answers: z.record(z.string().max(60), SiteFormAnswerValue),
    /** The site's privacy notice version the visitor accepted; required, and current, when the site has one. */
    privacy_notice_version: z.number().int().min(1).optional(),
  })
  .meta({ id: 'SiteFormSubmissionBody' });
export type SiteFormSubmissionBody = z.infer<typeof SiteFormSubmissionBody>;

/** The public POST's answer: the translated thank-you (messages.siteFormThanks), nothing about what the data matched. */
export const SiteFormSubmittedResponse = z.object({ message: z.string() }).meta({ id: 'SiteFormSubmitted' });

/** A stored answer keeps the label it was asked with (from the pinned version). */
export const SiteFormStoredAnswerSchema = z.object({ label: z.string(), value: SiteFormAnswerValue });
export const SiteFormSubmissionSchema = z
  .object({
    uuid: z.uuid(),
    version: z.number().int(),
    locale: z.enum(LOCALES),
    email: z.string().nullable(),
    created_at: z.string(),
    answers: z.record(z.string(), SiteFormStoredAnswerSchema),
    handler_result: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'SiteFormSubmission' });
export type SiteFormSubmission = z.infer<typeof SiteFormSubmissionSchema>;
export const SiteFormSubmissionResponse = one(SiteFormSubmissionSchema);
export const SiteFormSubmissionListResponse = page(SiteFormSubmissionSchema);
export const SiteFormSubmissionListQuery = PaginationQuery.extend({
  version: z.coerce.number().int().positive().max(1_000_000).optional(),
  from: z.string().regex(DATE).optional(),
  to: z.string().regex(DATE).optional(),
});
export type SiteFormSubmissionListQuery = z.infer<typeof SiteFormSubmissionListQuery>;

export const SiteFormUuidParam = z.object({ uuid: z.uuid() });
export const SiteFormSubmissionParam = z.object({ uuid: z.uuid(), sid: z.uuid() });
export const SiteFormSubmissionFileParam = SiteFormSubmissionParam.extend({
  key: z
    .string()
    .max(60)
    .regex(/^[a-z][a-z0-9_]*$/),
});
