import { z } from 'zod';
import { one } from './common.js';
import { EmployerSchema } from './employers.js';
import { LOCALES } from './locales/index.js';
import { type SITE_FORM_FIELD_TYPES, SiteFormStoredAnswerSchema } from './site-forms.js';

type FieldType = (typeof SITE_FORM_FIELD_TYPES)[number];

/**
 * The fields an `employer_registration` form must have (by key, required, of this type): the
 * company and its owner. The handler refuses to publish a form without them.
 */
export const EMPLOYER_REGISTRATION_REQUIRED = {
  company_name: 'short_text',
  email: 'email',
  first_name: 'short_text',
  last_name: 'short_text',
} as const satisfies Record<string, FieldType>;

/** Optional fields the handler copies onto the employer when present; any other field is just kept as an answer. */
export const EMPLOYER_REGISTRATION_OPTIONAL = {
  phone: ['phone', 'short_text'],
  website: ['short_text'],
} as const satisfies Record<string, readonly FieldType[]>;

/** The registration an employer was created from: the form, the version answered and its answers as asked. */
export const EmployerRegistrationSchema = z
  .object({
    form: z.object({ uuid: z.uuid(), name: z.string() }),
    submission_uuid: z.uuid(),
    version: z.number().int(),
    locale: z.enum(LOCALES),
    submitted_at: z.iso.datetime(),
    answers: z.record(z.string(), SiteFormStoredAnswerSchema),
  })
  .meta({ id: 'EmployerRegistration' });
export type EmployerRegistration = z.infer<typeof EmployerRegistrationSchema>;

/** GET /v1/employers/:id and GET /v1/employer: the employer and, when it registered through a form, that registration. */
export const EmployerDetailSchema = EmployerSchema.extend({
  registration: EmployerRegistrationSchema.nullable().describe(
    'Set when the employer registered itself through an employer registration form.',
  ),
}).meta({ id: 'EmployerDetail' });
export type EmployerDetail = z.infer<typeof EmployerDetailSchema>;
export const EmployerDetailResponse = one(EmployerDetailSchema);
