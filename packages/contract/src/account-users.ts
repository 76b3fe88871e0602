import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';
import { EMPLOYER_USER_STATUSES } from './employer-users.js';
import { fitsPlace, registryEntriesOf } from './permissions/places.js';
import { ACTIONS } from './permissions/vocabulary.js';

const id = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Where a role is held inside an account. Platform-wide (`all`) grants are not managed here. */
export const GRANT_SCOPES = ['account', 'site', 'employer'] as const;
export type GrantScope = (typeof GRANT_SCOPES)[number];

export const AccountUserParam = z.object({ user: idParam });
export const AccountGrantParams = z.object({ user: idParam, grant: idParam });

export const AccountGrantSchema = z
  .object({
    id: z.number().int(),
    role: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
    scope: z.object({
      type: z.enum(GRANT_SCOPES),
      id: z.number().int(),
      name: z.string().describe('The account, site or employer name.'),
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AccountGrant' });
export type AccountGrant = z.infer<typeof AccountGrantSchema>;

export const AccountUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    status: z.enum(EMPLOYER_USER_STATUSES),
    grants: z.array(AccountGrantSchema).describe('The roles this person holds in the selected account.'),
    last_login_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof AccountUserSchema>;
export const AccountUserListResponse = page(AccountUserSchema);
export const AccountUserResponse = one(AccountUserSchema);

export const AccountUserListQuery = PaginationQuery.extend({
  'filter[status]': z.enum(EMPLOYER_USER_STATUSES).optional(),
  'filter[role]': idParam.optional(),
  'filter[scope]': z.enum(GRANT_SCOPES).optional(),
});
export type AccountUserListQuery = z.infer<typeof AccountUserListQuery>;

/** A role at a scope of the selected account: the account itself, one of its sites or employers. */
export const GrantBody = z.object({
  role_id: id,
  scope_type: z.enum(GRANT_SCOPES),
  scope_id: id.describe('The account, site or employer id; it must belong to the selected account.'),
});
export type GrantBody = z.infer<typeof GrantBody>;

/** POST /v1/accounts/users: a new address gets an invitation link; an existing person the role at once. */
export const InviteAccountUserBody = GrantBody.extend({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
});
export type InviteAccountUserBody = z.infer<typeof InviteAccountUserBody>;

/** PUT /v1/accounts/users/{user}: switch sign-in off or on again. */
export const UpdateAccountUserBody = z.object({ status: z.enum(['active', 'disabled']) });
export type UpdateAccountUserBody = z.infer<typeof UpdateAccountUserBody>;

/** What the invite and grant forms may point at: the sites of the account and matching employers. */
export const AccountScopesQuery = z.object({ q: z.string().trim().max(200).optional() });
export const AccountScopesResponse = z.object({
  data: z.object({
    account: z.object({ id: z.number().int(), name: z.string() }),
    sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
    employers: z
      .array(z.object({ id: z.number().int(), name: z.string(), site: z.string() }))
      .describe('At most 50, by name; narrow with `q`.'),
  }),
});
export type AccountScopes = z.infer<typeof AccountScopesResponse>['data'];

/** Permission strings a role may hold: a pair of the registry, `subject.all`, or `all`. */
export const PermissionString = z
  .string()
  .refine((p) => registryEntriesOf(p).length > 0, { message: 'invalid' })
  .describe(`\`subject.action\` of the registry (actions ${ACTIONS.join(', ')}); \`subject.all\`; or \`all\`.`);

export const AccountRoleSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    permissions: z.array(z.string()),
    scope_type: z.enum(GRANT_SCOPES).nullable().describe('The scope the role is meant for; null: any.'),
    users: z.number().int().describe('People holding the role in this account.'),
    editable: z.boolean().describe('Owned by the account and within the caller’s own rights.'),
    assignable: z.boolean().describe('The caller holds every permission of the role, so may hand it on.'),
  })
  .meta({ id: 'AccountRole' });
export type AccountRole = z.infer<typeof AccountRoleSchema>;
export const AccountRoleListResponse = z.object({ data: z.array(AccountRoleSchema) });
export const AccountRoleResponse = one(AccountRoleSchema);
export const AccountRoleParam = z.object({ role: idParam });

export const SaveRoleBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    scope_type: z.enum(GRANT_SCOPES).nullable().default(null),
    permissions: z
      .array(PermissionString)
      .min(1)
      .max(200)
      .transform((list) => [...new Set(list)].sort()),
  })
  .superRefine((role, ctx) => {
    // A role for a site or an employer holds only what acts there (SECURITY 30): the answer names
    // what does not, rather than saving rights that would silently do nothing.
    // (Strings outside the registry are already refused one by one.)
    const misplaced = role.permissions.filter((p) => registryEntriesOf(p).length > 0 && !fitsPlace(p, role.scope_type));
    if (misplaced.length)
      ctx.addIssue({
        code: 'custom',
        path: ['permissions'],
        message: 'permission_out_of_place',
        params: { rule: 'permission_out_of_place', permission: misplaced.join(', ') },
      });
  });
export type SaveRoleBody = z.input<typeof SaveRoleBody>;
