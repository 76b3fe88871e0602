import { z } from 'zod';
import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_STAGES_MAX,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from './applications.js';
import { FieldOptionsSchema, LocalizedLabel } from './employers.js';
import { LOCALES, type Locale } from './locales/index.js';

const Label = z.object({
  en: z.string().trim().min(1).max(40),
  fr: z.string().trim().min(1).max(40),
  ar: z.string().trim().min(1).max(40),
});

/** Placeholders a candidate e-mail may use; anything else in `{{…}}` is refused. */
export const MAIL_TEMPLATE_PLACEHOLDERS = ['name', 'job', 'employer', 'site'] as const;
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 5000;
const onlyKnownPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].every((m) =>
    (MAIL_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(m[1] ?? ''),
  );
export const MailTemplateSchema = z.object({
  subject: z.string().trim().min(1).max(MAIL_SUBJECT_MAX).refine(onlyKnownPlaceholders),
  body: z.string().trim().min(1).max(MAIL_BODY_MAX).refine(onlyKnownPlaceholders),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;
const ByLocale = <T extends z.ZodType>(item: T) =>
  z.object(Object.fromEntries(LOCALES.map((l) => [l, item])) as Record<Locale, T>);
const ByStatus = <T extends z.ZodType>(item: T) =>
  z.object(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, item])) as Record<ApplicationStatus, T>);

/** Every status e-mail in every language as it will be sent: the site's wording or the default. */
export const MailTemplatesSchema = ByStatus(
  ByLocale(MailTemplateSchema.extend({ customised: z.boolean().describe('The site changed the default.') })),
);
export type MailTemplates = z.infer<typeof MailTemplatesSchema>;

/** Choices of one employer-form field: unique keys, each named in three languages. */
export const FIELD_OPTIONS_MAX = 50;
const OptionList = z
  .array(z.object({ value: z.string().regex(/^[a-z0-9][a-z0-9_+-]{0,39}$/), label: Label }))
  .min(1)
  .max(FIELD_OPTIONS_MAX)
  .refine((list) => new Set(list.map((o) => o.value)).size === list.length, { message: 'duplicate value' });

/** How the site reviews what is posted on it. */
export const ModerationSettingsSchema = z.object({
  employers_start_on_hold: z.boolean().describe('New employers wait for approval.'),
  jobs_start_on_hold: z.boolean().describe('Published jobs wait for review (trusted employers skip it).'),
  edited_jobs_need_review: z
    .boolean()
    .describe(
      'An employer’s edit of an approved job’s content waits for review while the approved version stays live (trusted employers and staff skip it). Unset: on where published jobs are reviewed.',
    ),
});
export type ModerationSettings = z.infer<typeof ModerationSettingsSchema>;

export const StageSettingSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: LocalizedLabel,
  statuses: z
    .array(z.enum(ACTIVE_APPLICATION_STATUSES))
    .describe('Setting one of these statuses moves the application to this stage.'),
});

/** Stages as saved: unique keys, and each status implying one stage at most. */
const SavedStages = z
  .array(
    z.object({
      key: StageSettingSchema.shape.key,
      label: Label,
      statuses: z.array(z.enum(ACTIVE_APPLICATION_STATUSES)).max(ACTIVE_APPLICATION_STATUSES.length).default([]),
    }),
  )
  .min(1)
  .max(APPLICATION_STAGES_MAX)
  .refine((stages) => new Set(stages.map((s) => s.key)).size === stages.length, { message: 'duplicate key' })
  .superRefine((stages, ctx) => {
    const seen = new Set<string>();
    stages.forEach((stage, i) => {
      stage.statuses.forEach((status, j) => {
        if (seen.has(status))
          ctx.addIssue({ code: 'custom', path: [i, 'statuses', j], params: { rule: 'status_in_two_stages' } });
        seen.add(status);
      });
    });
  });

/** GET /v1/site/settings: what the site's staff may change. */
export const SiteSettingsSchema = z
  .object({
    moderation: ModerationSettingsSchema,
    application_stages: z.array(StageSettingSchema).describe('The pipeline columns, in order.'),
    field_options: FieldOptionsSchema.describe('Choices of the employer form: industries and company sizes.'),
    mail_templates: MailTemplatesSchema.describe(
      'The e-mail a candidate gets when their application’s status changes.',
    ),
    candidate_site_url: z
      .string()
      .nullable()
      .describe('Where candidates sign in; staff acting as a candidate are sent there with a short-lived token.'),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteSettingsResponse = z.object({ data: SiteSettingsSchema });

/** PUT /v1/site/settings: any section; stages are replaced as a whole (unique keys, named in three languages). */
export const SaveSiteSettingsBody = z
  .object({
    moderation: ModerationSettingsSchema.optional(),
    application_stages: SavedStages.optional().describe(
      'Replaced as a whole. A status listed under a stage moves applications there when it is set.',
    ),
    field_options: z
      .object({ industries: OptionList, sizes: OptionList })
      .optional()
      .describe('Both lists, replaced as a whole. Employers keep a value that is removed; it shows as stored.'),
    mail_templates: z
      .partialRecord(z.enum(APPLICATION_STATUSES), z.partialRecord(z.enum(LOCALES), MailTemplateSchema.nullable()))
      .optional()
      .describe('Only the e-mails sent change; `null` puts one back to the default wording.'),
    candidate_site_url: z
      .string()
      .trim()
      .max(300)
      .regex(/^https:\/\/[^\s"'<>#]+$/)
      .or(z.literal('').transform(() => null))
      .nullable()
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });
export type SaveSiteSettingsBody = z.infer<typeof SaveSiteSettingsBody>;
