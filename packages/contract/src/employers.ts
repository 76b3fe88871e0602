import { z } from 'zod';
import { IdParam, one, PaginationQuery, page } from './common.js';
import { LOCALES } from './locales/index.js';

export const EMPLOYER_TYPES = ['business', 'household'] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];

import { EMPLOYER_STATUSES } from './employer-status.js';

export { EMPLOYER_STATUSES, type EmployerStatus, UNAVAILABLE_EMPLOYER_STATUSES } from './employer-status.js';

/** Fields only a business has; a household leaves them empty (and the database holds null). */
export const EMPLOYER_BUSINESS_FIELDS = ['business_name', 'registration_number', 'website', 'size'] as const;

export const EMPLOYER_NAME_MAX = 200;
export const EMPLOYER_TEXT_MAX = 200;
export const EMPLOYER_ADDRESS_MAX = 500;
export const EMPLOYER_URL_MAX = 500;
export const EMPLOYER_REJECTION_REASON_MAX = 1000;
/** Bulk actions (approve, reject, enable/disable) take at most this many ids. */
export const EMPLOYER_BULK_MAX = 100;

/**
 * An uploaded image (POST /v1/forms/upload-file): logos, banners and photos are files the portal
 * stores and serves, never another site's address (SECURITY 22; the CSP allows no other origin).
 */
export const EMPLOYER_LOGO_URL = /^\/portal\/uploads\/[a-z0-9-]+\/[a-f0-9]{32}\.(png|jpg|webp)$/;

/** An optional uploaded image (logo, banner, photo) as a form sends it: blank or absent is none (null). */
export const uploadedImage = () =>
  z
    .string()
    .trim()
    .max(EMPLOYER_URL_MAX)
    .regex(EMPLOYER_LOGO_URL)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null));

const nullable = z.string().nullable();

export const EmployerSchema = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    name: z.string(),
    type: z.enum(EMPLOYER_TYPES),
    status: z.enum(EMPLOYER_STATUSES),
    industry: nullable.describe('A value of the site’s field options (industries).'),
    contact_name: nullable,
    email: nullable,
    phone: nullable,
    address: nullable,
    logo: nullable.describe('Logo URL.'),
    registration_number: nullable.describe('Business only.'),
    business_name: nullable.describe('Business only (required for a business).'),
    website: nullable.describe('Business only.'),
    size: nullable.describe('Business only: a value of the site’s field options (sizes).'),
    approved_at: z.iso.datetime().nullable(),
    rejected_at: z.iso.datetime().nullable(),
    rejection_reason: nullable,
    trusted: z.boolean().describe('Staff trust this employer: its published jobs skip review.'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Employer' });
export type Employer = z.infer<typeof EmployerSchema>;

export const EMPLOYER_SORTS = ['name', '-name', 'created_at', '-created_at', 'status', '-status'] as const;

/**
 * GET /v1/employers. Fastify's query parser keeps `filter[type]=x` as the flat key `filter[type]`,
 * so the filters are declared under those keys.
 */
export const EmployerListQuery = PaginationQuery.extend({
  sort: z.enum(EMPLOYER_SORTS).default('-created_at'),
  'filter[type]': z.enum(EMPLOYER_TYPES).optional(),
  'filter[status]': z.enum(EMPLOYER_STATUSES).optional(),
  'filter[industry]': z.string().trim().min(1).max(100).optional(),
});
export type EmployerListQuery = z.infer<typeof EmployerListQuery>;
/** GET /v1/employers/on-hold: the same list, status fixed to on_hold. */
export const OnHoldEmployerListQuery = EmployerListQuery.omit({ 'filter[status]': true });
export type OnHoldEmployerListQuery = z.infer<typeof OnHoldEmployerListQuery>;
export const EmployerListResponse = page(EmployerSchema);
/** GET /v1/employers/export.csv: the list's filters, every row. */
export const EmployerExportQuery = EmployerListQuery.omit({ page: true, per_page: true, sort: true });
export const EmployerResponse = one(EmployerSchema);

/** Optional text: trimmed; blank or absent is null. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** http(s), a dotted host name, an optional port and path; no spaces, quotes or angle brackets. */
export const EMPLOYER_WEBSITE_URL = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s"'<>]*)?$/i;
const isHttpUrl = (v: string) => EMPLOYER_WEBSITE_URL.test(v);

/** An optional http(s) URL: trimmed; blank or absent is null. */
const optionalUrl = z
  .string()
  .trim()
  .max(EMPLOYER_URL_MAX)
  .refine((v) => v === '' || isHttpUrl(v))
  .nullish()
  .transform((v) => (v ? v : null));

const EmployerFields = z.object({
  name: z.string().trim().min(1).max(EMPLOYER_NAME_MAX),
  type: z.enum(EMPLOYER_TYPES),
  industry: text(100),
  contact_name: text(EMPLOYER_TEXT_MAX),
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+()\d][\d\s().+-]*$/)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  address: text(EMPLOYER_ADDRESS_MAX),
  logo: uploadedImage(),
  registration_number: text(100),
  business_name: text(EMPLOYER_NAME_MAX),
  website: optionalUrl,
  size: text(50),
  trusted: z.boolean().optional().describe('Staff only; left as it is when absent (and on the own-employer route).'),
});

/**
 * A household has no business fields (each one given is "invalid"); a business needs its
 * business name ("required"). Issues are raised with the codes the validator maps to the
 * catalogue's field messages.
 */
const employerRule = (value: z.infer<typeof EmployerFields>, ctx: z.core.$RefinementCtx) => {
  if (value.type === 'household') {
    for (const field of EMPLOYER_BUSINESS_FIELDS) {
      if (value[field] !== null) ctx.addIssue({ code: 'custom', path: [field], message: 'business only' });
    }
  } else if (value.business_name === null) {
    ctx.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['business_name'] });
  }
};

/** POST /v1/employers. The status comes from the site's rule, never from the client. */
export const CreateEmployerBody = EmployerFields.superRefine(employerRule);
export type CreateEmployerBody = z.infer<typeof CreateEmployerBody>;
/** PUT /v1/employers/:id: the whole profile. `status` is not part of it and is ignored if sent. */
export const UpdateEmployerBody = EmployerFields.superRefine(employerRule);
export type UpdateEmployerBody = z.infer<typeof UpdateEmployerBody>;

export const EmployerIdParam = IdParam;

const Ids = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(EMPLOYER_BULK_MAX);

export const ApproveEmployersBody = z.object({ ids: Ids });
export type ApproveEmployersBody = z.infer<typeof ApproveEmployersBody>;
/** Why an employer's registration is rejected, e-mailed to it: what the rejection dialog asks. */
export const EmployerRejection = z.object({ reason: z.string().trim().min(1).max(EMPLOYER_REJECTION_REASON_MAX) });
export const RejectEmployersBody = z.object({ ids: Ids, ...EmployerRejection.shape });
export type RejectEmployersBody = z.infer<typeof RejectEmployersBody>;
export const EmployerStatusBody = z.object({
  ids: Ids,
  enabled: z.boolean().describe('true: disabled → active; false: active → disabled.'),
});
export type EmployerStatusBody = z.infer<typeof EmployerStatusBody>;

export const BULK_SKIP_REASONS = ['not_found', 'wrong_status'] as const;
export const BulkEmployerResultSchema = z
  .object({
    updated: z.array(z.number().int()).describe('Ids whose status changed.'),
    skipped: z
      .array(z.object({ id: z.number().int(), reason: z.enum(BULK_SKIP_REASONS) }))
      .describe('Ids left as they were: not in this site, or not in a status the action applies to.'),
  })
  .meta({ id: 'BulkEmployerResult' });
export type BulkEmployerResult = z.infer<typeof BulkEmployerResultSchema>;
export const BulkEmployerResponse = one(BulkEmployerResultSchema);

export const EmployerTypeSchema = z.object({ value: z.enum(EMPLOYER_TYPES), label: z.string() });
export const EmployerTypesResponse = z.object({ data: z.array(EmployerTypeSchema) });
export type EmployerTypesResponse = z.infer<typeof EmployerTypesResponse>;

export const LocalizedLabel = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);
export const FieldOptionSchema = z.object({ value: z.string().min(1).max(100), label: LocalizedLabel });
export type FieldOption = z.infer<typeof FieldOptionSchema>;
export const FieldOptionsSchema = z
  .object({ industries: z.array(FieldOptionSchema), sizes: z.array(FieldOptionSchema) })
  .meta({ id: 'FieldOptions' });
export type FieldOptions = z.infer<typeof FieldOptionsSchema>;
export const FieldOptionsResponse = one(FieldOptionsSchema);

/** POST /v1/forms/upload-file (multipart): what the file is for, and the file. */
export const UPLOAD_PURPOSES = [
  'employer_logo',
  'job_banner',
  'consultant_photo',
  'brand_logo',
  'brand_stylesheet',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const UploadedFileSchema = z
  .object({ url: z.string(), content_type: z.string(), size: z.number().int() })
  .meta({ id: 'UploadedFile' });
export const UploadedFileResponse = one(UploadedFileSchema);
