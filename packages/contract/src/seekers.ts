import { z } from 'zod';
import { one, PaginationQuery, page, tagChange } from './common.js';
import { LOCALES } from './locales/index.js';

/**
 * A candidate of one site. Disabling is final: a disabled candidate is never enabled again
 * (their applications stay, for the record).
 */
export const SEEKER_STATUSES = ['enabled', 'disabled'] as const;
export type SeekerStatus = (typeof SEEKER_STATUSES)[number];

export const SEEKER_TAGS_MAX = 20;
export const SEEKER_TAG_MAX = 40;
export const SEEKER_BULK_MAX = 100;
/** Résumés: PDF or DOCX judged from the bytes, at most 5 MB (spec §5: the form shows the size in MB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type ResumeType = keyof typeof RESUME_TYPES;
export const SEEKER_EMAIL_SUBJECT_MAX = 200;
export const SEEKER_EMAIL_BODY_MAX = 10_000;

const uuid = z.uuid();
const date = z.iso.date();

export const ResumeSchema = z
  .object({
    file_name: z.string().describe('The name it was uploaded with.'),
    content_type: z.enum(Object.keys(RESUME_TYPES) as [ResumeType, ...ResumeType[]]),
    size: z.number().int(),
    uploaded_at: z.iso.datetime(),
  })
  .meta({ id: 'Resume' });
export type Resume = z.infer<typeof ResumeSchema>;

export const SeekerSchema = z
  .object({
    id: uuid,
    site_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    headline: z.string().nullable(),
    skills: z.array(z.string()),
    tags: z.array(z.string()),
    locale: z.enum(LOCALES).describe('The language the candidate is written to in.'),
    status: z.enum(SEEKER_STATUSES),
    resume: ResumeSchema.nullable(),
    applications_count: z.number().int(),
    created_at: z.iso.datetime(),
    last_active_at: z.iso.datetime().nullable(),
    disabled_at: z.iso.datetime().nullable(),
    mail_unsubscribed_at: z.iso
      .datetime()
      .nullable()
      .describe(
        'When they unsubscribed (one click in a mail) from e-mail about their applications and staff messages: status changes no longer e-mail them and a message to them is refused (409 `seeker_unsubscribed`). Null: they get it.',
      ),
  })
  .meta({ id: 'Seeker' });
export type Seeker = z.infer<typeof SeekerSchema>;
export const SeekerResponse = one(SeekerSchema);

export const SEEKER_SORTS = [
  '-created_at',
  'created_at',
  '-last_active_at',
  'last_active_at',
  'last_name',
  '-last_name',
] as const;
export type SeekerSort = (typeof SEEKER_SORTS)[number];

export const SeekerListQuery = PaginationQuery.extend({
  sort: z.enum(SEEKER_SORTS).default('-created_at'),
  'filter[status]': z.enum(SEEKER_STATUSES).optional(),
  'filter[tag]': z.string().trim().min(1).max(SEEKER_TAG_MAX).optional(),
  'filter[from]': date.optional().describe('Registered on or after this day (UTC).'),
  'filter[to]': date.optional().describe('Registered on or before this day (UTC).'),
});
export type SeekerListQuery = z.infer<typeof SeekerListQuery>;
export const SeekerListResponse = page(SeekerSchema);
/** GET /v1/seekers/export.csv: the list's filters, every row. */
export const SeekerExportQuery = SeekerListQuery.omit({ page: true, per_page: true, sort: true });

/** GET /v1/seekers/sort-options: the list's sorts, labelled in the caller's language. */
export const SeekerSortOptionSchema = z.object({ value: z.enum(SEEKER_SORTS), label: z.string() });
export const SeekerSortOptionsResponse = z.object({ data: z.array(SeekerSortOptionSchema) });

export const SeekerIdParam = z.object({ uuid });
const Tag = z.string().trim().min(1).max(SEEKER_TAG_MAX);
export const SeekerTagsBody = z.object({ tags: z.array(Tag).max(SEEKER_TAGS_MAX) });
/** POST /v1/seekers/tag: add and remove tags on many candidates at once (each keeps at most 20). */
export const SeekerTagChange = tagChange(Tag, SEEKER_TAGS_MAX);
export const BulkTagSeekersBody = SeekerTagChange.safeExtend({ ids: z.array(uuid).min(1).max(SEEKER_BULK_MAX) });
export type BulkTagSeekersBody = z.infer<typeof BulkTagSeekersBody>;

export const BULK_SEEKER_SKIP_REASONS = ['not_found', 'too_many_tags'] as const;
export const BulkSeekerResultSchema = z
  .object({
    updated: z.array(uuid),
    skipped: z.array(z.object({ id: uuid, reason: z.enum(BULK_SEEKER_SKIP_REASONS) })),
  })
  .meta({ id: 'BulkSeekerResult' });
export type BulkSeekerResult = z.infer<typeof BulkSeekerResultSchema>;
export const BulkSeekerResponse = one(BulkSeekerResultSchema);

/**
 * PATCH /v1/seekers/{uuid}/status. `disabled` is final: asking a disabled candidate for
 * `enabled` is refused (409 `seeker_disabled_final`).
 */
export const SeekerStatusBody = z.object({ status: z.enum(SEEKER_STATUSES) });

/** POST /v1/seekers/{uuid}/email: a message from staff to the candidate, kept on their activity. */
export const SeekerEmailBody = z.object({
  subject: z.string().trim().min(1).max(SEEKER_EMAIL_SUBJECT_MAX),
  body: z.string().trim().min(1).max(SEEKER_EMAIL_BODY_MAX),
});
export type SeekerEmailBody = z.infer<typeof SeekerEmailBody>;
