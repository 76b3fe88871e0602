import { z } from 'zod';
import { IdParam, one, PaginationQuery, page } from './common.js';
import { uploadedImage } from './employers.js';
import { JOB_STATUSES } from './jobs.js';

/** A recruiter of the site: assigned to jobs and employers, the candidates' contact. */
export const CONSULTANT_STATUSES = ['enabled', 'disabled'] as const;
export type ConsultantStatus = (typeof CONSULTANT_STATUSES)[number];
export const CONSULTANT_NAME_MAX = 120;
export const CONSULTANT_BIO_MAX = 2000;
export const CONSULTANT_SPECIALISATIONS_MAX = 10;
export const CONSULTANT_EMPLOYERS_MAX = 200;

const Person = z.object({ id: z.number().int(), name: z.string() });

export const ConsultantSchema = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    photo: z.string().nullable(),
    bio: z.string().nullable().describe('Plain text.'),
    specialisations: z.array(z.string()).describe('Job classification keys of the site.'),
    status: z.enum(CONSULTANT_STATUSES),
    employers: z.array(Person).describe('Employers this consultant looks after.'),
    jobs_count: z.number().int().describe('Jobs assigned to this consultant that are live.'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Consultant' });
export type Consultant = z.infer<typeof ConsultantSchema>;
export const ConsultantResponse = one(ConsultantSchema);

export const CONSULTANT_SORTS = ['name', '-name', '-created_at', 'created_at'] as const;
export const ConsultantListQuery = PaginationQuery.extend({
  sort: z.enum(CONSULTANT_SORTS).default('name'),
  'filter[status]': z.enum(CONSULTANT_STATUSES).optional(),
  'filter[specialisation]': z.string().trim().min(1).max(100).optional(),
});
export type ConsultantListQuery = z.infer<typeof ConsultantListQuery>;
export const ConsultantListResponse = page(ConsultantSchema);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /v1/consultants and PUT /v1/consultants/{id}. */
export const SaveConsultantBody = z.object({
  name: z.string().trim().min(1).max(CONSULTANT_NAME_MAX),
  email: z.email().trim().toLowerCase().max(254),
  phone: optionalText(40),
  photo: uploadedImage().describe('An uploaded photo (`purpose=consultant_photo`).'),
  bio: optionalText(CONSULTANT_BIO_MAX),
  specialisations: z.array(z.string().trim().min(1).max(100)).max(CONSULTANT_SPECIALISATIONS_MAX).default([]),
  employer_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(CONSULTANT_EMPLOYERS_MAX)
    .default([])
    .describe('Employers of the site this consultant looks after (taken from any other consultant).'),
});
export type SaveConsultantBody = z.infer<typeof SaveConsultantBody>;

export const ConsultantStatusBody = z.object({ status: z.enum(CONSULTANT_STATUSES) });
export const ConsultantIdParam = IdParam;

/** A job assigned to the consultant, for their detail page. */
export const ConsultantJobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  employer: Person,
  applications_count: z.number().int(),
});
/** GET /v1/consultants/{id}/jobs: newest first, a page at a time. */
export const ConsultantJobsQuery = PaginationQuery.omit({ q: true });
export const ConsultantJobsResponse = page(ConsultantJobSchema);
