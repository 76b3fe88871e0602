import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';
import { LOCALES } from './locales/index.js';

/**
 * `suspended`: nobody of the account signs in or acts in it; nothing is deleted. `closing`: the same,
 * and its data is deleted for good at `closes_at` unless staff reopen it before.
 */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'closing'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const name = z.string().trim().min(2).max(120);

export const PlatformAccountSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(ACCOUNT_STATUSES),
    status_reason: z.string().nullable().describe('Why the status last changed, as staff wrote it.'),
    status_changed_at: z.iso.datetime().nullable(),
    closes_at: z.iso.datetime().nullable().describe('While closing: when its data is deleted.'),
    close_grace_days: z.number().int().describe('ACCOUNT_CLOSE_GRACE_DAYS.'),
    export_downloaded_at: z.iso.datetime().nullable().describe('The last export download.'),
    default_locale: z.enum(LOCALES),
    hosts: z.array(z.string()).describe('The brand hosts the account is served on.'),
    sites: z.number().int().describe('How many job boards the account has.'),
    people: z.number().int().describe('How many people hold a role in the account (invited ones included).'),
    last_activity_at: z.iso.datetime().nullable().describe('The newest audit-log entry of the account.'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'PlatformAccount' });
export type PlatformAccount = z.infer<typeof PlatformAccountSchema>;
export const PlatformAccountListResponse = page(PlatformAccountSchema);
export const PlatformAccountResponse = one(PlatformAccountSchema);

export const PlatformAccountListQuery = PaginationQuery.extend({
  'filter[status]': z.enum(ACCOUNT_STATUSES).optional(),
});
export type PlatformAccountListQuery = z.infer<typeof PlatformAccountListQuery>;

/** POST /v1/platform/accounts: the account, its standard roles, and an invitation for its owner. */
export const CreatePlatformAccountBody = z.object({
  name,
  default_locale: z.enum(LOCALES),
  owner_email: z.email().max(254),
  owner_name: z.string().trim().min(1).max(120),
});
export type CreatePlatformAccountBody = z.infer<typeof CreatePlatformAccountBody>;

export const UpdatePlatformAccountBody = z.object({ name, default_locale: z.enum(LOCALES) });
export type UpdatePlatformAccountBody = z.infer<typeof UpdatePlatformAccountBody>;

/** Suspending, reinstating, closing and reopening say why: the reason goes to the account's record and the audit log. */
export const AccountStatusChangeBody = z.object({ reason: z.string().trim().min(3).max(500) });
export type AccountStatusChangeBody = z.infer<typeof AccountStatusChangeBody>;
