import type { AuditLogQuery } from '@talent/contract';
import { z } from 'zod';

export const AUDIT_PER_PAGE = [25, 50, 100] as const;
/** Subjects the action filter offers (the first part of an action key). */
export const AUDIT_SUBJECTS = [
  'employer',
  'employer_user',
  'job',
  'seeker',
  'application',
  'consultant',
  'credit',
  'user',
  'account_user',
  'role',
] as const;

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** `audit-log?q=&subject=&site=&impersonated=&from=&to=&page=&per_page=`; a bad part is dropped alone. */
export const auditLogSearch = z.object({
  q: optional(z.coerce.string().trim().min(1).max(200)),
  subject: optional(z.enum(AUDIT_SUBJECTS)),
  site: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  impersonated: optional(z.literal('true')),
  from: optional(z.iso.date()),
  to: optional(z.iso.date()),
  page: optional(z.coerce.number().int().min(1).max(1_000_000)),
  per_page: optional(
    z.coerce
      .number()
      .int()
      .refine((v) => (AUDIT_PER_PAGE as readonly number[]).includes(v)),
  ),
});
export type AuditLogSearch = z.infer<typeof auditLogSearch>;

/** The API query of the URL state. */
export function auditQueryOf(s: AuditLogSearch): Partial<AuditLogQuery> {
  return {
    q: s.q,
    'filter[action]': s.subject,
    'filter[site]': s.site,
    'filter[impersonated]': s.impersonated,
    'filter[from]': s.from,
    'filter[to]': s.to,
    page: s.page ?? 1,
    per_page: s.per_page ?? AUDIT_PER_PAGE[0],
  };
}
