import { z } from 'zod';
import { APPLICATION_STAGES_MAX } from './applications.js';
import { FieldOptionsSchema, LocalizedLabel } from './employers.js';

const Label = z.object({
  en: z.string().trim().min(1).max(40),
  fr: z.string().trim().min(1).max(40),
  ar: z.string().trim().min(1).max(40),
});

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
  edited_jobs_need_review: z.boolean().describe('A live job edited by its employer goes back to review.'),
});
export type ModerationSettings = z.infer<typeof ModerationSettingsSchema>;

export const StageSettingSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: LocalizedLabel,
});

/** GET /v1/site/settings: what the site's staff may change. */
export const SiteSettingsSchema = z
  .object({
    moderation: ModerationSettingsSchema,
    application_stages: z.array(StageSettingSchema).describe('The pipeline columns, in order.'),
    field_options: FieldOptionsSchema.describe('Choices of the employer form: industries and company sizes.'),
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
    application_stages: z
      .array(z.object({ key: StageSettingSchema.shape.key, label: Label }))
      .min(1)
      .max(APPLICATION_STAGES_MAX)
      .refine((stages) => new Set(stages.map((s) => s.key)).size === stages.length, { message: 'duplicate key' })
      .optional(),
    field_options: z
      .object({ industries: OptionList, sizes: OptionList })
      .optional()
      .describe('Both lists, replaced as a whole. Employers keep a value that is removed; it shows as stored.'),
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
