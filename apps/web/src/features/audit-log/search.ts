import type { AuditLogQuery } from '@talent/contract';
import { z } from 'zod';
import { dayParam, enumParam, idParam, pageParam, perPageParamOf, textParam } from '../../shared/list/search-params.js';

/** The log's own page sizes: its entries are many and short. */
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

/** `audit-log?q=&subject=&site=&impersonated=&from=&to=&page=&per_page=`; a bad part is dropped alone. */
export const auditLogSearch = z.object({
  q: textParam(200),
  subject: enumParam(AUDIT_SUBJECTS),
  site: idParam,
  impersonated: enumParam(['true']),
  from: dayParam,
  to: dayParam,
  page: pageParam,
  per_page: perPageParamOf(AUDIT_PER_PAGE),
});
export type AuditLogSearch = z.infer<typeof auditLogSearch>;

/** The filters of the panel (the search box aside): what the "Filters (n)" button counts. */
export const AUDIT_FILTERS = ['subject', 'site', 'impersonated', 'from', 'to'] as const;

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
