import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';

export const EMPLOYER_TYPES = ['business', 'household'] as const;
export const EMPLOYER_STATUSES = ['active', 'on_hold', 'rejected', 'disabled'] as const;

export const EmployerSchema = z
  .object({
    id: z.number().int(),
    site_id: z.number().int(),
    name: z.string(),
    type: z.enum(EMPLOYER_TYPES),
    status: z.enum(EMPLOYER_STATUSES),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Employer' });
export type Employer = z.infer<typeof EmployerSchema>;

export const EmployerListQuery = PaginationQuery.extend({
  sort: z.enum(['name', '-name', 'created_at', '-created_at']).default('-created_at'),
});
export type EmployerListQuery = z.infer<typeof EmployerListQuery>;
export const EmployerListResponse = page(EmployerSchema);
export const EmployerResponse = one(EmployerSchema);
