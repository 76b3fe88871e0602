import { z } from 'zod';
import { PaginationQuery, page } from './common.js';

const Person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One row of the account's audit log: who did what, when, from where, as whom. */
export const AuditLogEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string().describe('A stable key such as `job.approved`.'),
    subject_type: z.string(),
    subject_id: z.string().nullable(),
    site: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    actor: Person.nullable().describe('Who did it; null for the system.'),
    impersonator: Person.nullable().describe('The staff member acting as `actor`, if any.'),
    ip: z.string().nullable(),
    request_id: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

const date = z.iso.date();

export const AuditLogQuery = PaginationQuery.extend({
  'filter[action]': z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]+)?$/)
    .optional()
    .describe('An action (`job.approved`) or every action of a subject (`job`).'),
  'filter[subject_type]': z.string().trim().max(40).optional(),
  'filter[subject_id]': z.string().trim().max(100).optional(),
  'filter[actor]': z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[site]': z.coerce.number().int().positive().max(2_147_483_647).optional(),
  'filter[impersonated]': z.enum(['true']).optional().describe('Only actions taken while impersonating.'),
  'filter[from]': date.optional(),
  'filter[to]': date.optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;
export const AuditLogResponse = page(AuditLogEntrySchema);
/** GET /v1/audit-log/export.csv: the log's filters, every row. */
export const AuditLogExportQuery = AuditLogQuery.omit({ page: true, per_page: true });
