import { z } from 'zod';
import { one } from './common.js';

/**
 * A person's status (`users.status`), wherever they work. `invited`: the mailed link has not been
 * used yet, so the person cannot sign in.
 */
export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** An employer's (and an account's) people show their own status. */
export const EMPLOYER_USER_STATUSES = USER_STATUSES;
export type EmployerUserStatus = (typeof EMPLOYER_USER_STATUSES)[number];
/** An employer keeps a short team list; the list is not paged. */
export const EMPLOYER_USERS_MAX = 200;
/** How long an invitation link works. Resending issues a new link and voids the old one. */
export const INVITATION_VALID_DAYS = 7;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const EmployerParam = z.object({ employer: id });
export const EmployerUserParams = z.object({ employer: id, user: id });

export const EmployerRoleSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    permissions: z.array(z.string()).describe('Permission strings `subject.action` the role grants.'),
  })
  .meta({ id: 'EmployerRole' });
export type EmployerRole = z.infer<typeof EmployerRoleSchema>;
export const EmployerRolesResponse = z.object({ data: z.array(EmployerRoleSchema) });

export const EmployerUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    status: z.enum(EMPLOYER_USER_STATUSES),
    role: EmployerRoleSchema.pick({ id: true, key: true, name: true }),
    added_at: z.iso.datetime().describe('When the person was invited or added to this employer.'),
    last_login_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EmployerUser' });
export type EmployerUser = z.infer<typeof EmployerUserSchema>;
export const EmployerUserListResponse = z.object({ data: z.array(EmployerUserSchema) });
export const EmployerUserResponse = one(EmployerUserSchema);

/**
 * POST /v1/employers/{employer}/users. A new address gets an account in the `invited` state and a
 * link to choose a password; an existing person is added at once and told by e-mail.
 */
export const InviteEmployerUserBody = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
  role_id: z.number().int().positive().max(2_147_483_647),
});
export type InviteEmployerUserBody = z.infer<typeof InviteEmployerUserBody>;

/** PUT /v1/employers/{employer}/users/{user}: change the person's role at this employer. */
export const UpdateEmployerUserBody = z.object({ role_id: z.number().int().positive().max(2_147_483_647) });
export type UpdateEmployerUserBody = z.infer<typeof UpdateEmployerUserBody>;
