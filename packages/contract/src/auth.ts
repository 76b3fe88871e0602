import { z } from 'zod';
import { EMPLOYER_STATUSES } from './employer-status.js';
import { MeImpersonationSchema } from './impersonation.js';

// Strings are bounded so a huge body fails validation instead of reaching argon2 or SQL.
const requiredString = (max: number) => z.string().trim().min(1).max(max);

export const LoginBody = z.object({
  email: requiredString(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds until the session expires if it stays in use.'),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const PermissionMapSchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Scope key (`all`, `account:{id}`, `site:{id}`, `employer:{id}`) → permission strings `subject.action`.');

export const MeEmployerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z
    .enum(EMPLOYER_STATUSES)
    .describe('Only an active or on-hold employer can be acted for; the portal explains the others.'),
});
export const MeSiteSchema = z.object({ id: z.number().int(), name: z.string(), employers: z.array(MeEmployerSchema) });
export const MeAccountSchema = z.object({ id: z.number().int(), name: z.string(), sites: z.array(MeSiteSchema) });

/** The one account a session acts in, and why (SECURITY 32, 37). */
export const MeSessionAccountSchema = z
  .object({
    id: z.number().int(),
    via: z
      .enum(['sso', 'impersonation'])
      .describe(
        '`sso`: signed in through this account’s identity provider (answering another account’s invitation needs a password or passkey sign-in); `impersonation`: staff act as the person in this account.',
      ),
  })
  .meta({ id: 'MeSessionAccount' });

export const MeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    locale: z.string(),
    permissions: PermissionMapSchema,
    accounts: z.array(MeAccountSchema),
    two_factor_enrolment_required: z
      .boolean()
      .describe(
        'An account of the person requires a second factor and this session has none: only sign-out, this and the two-factor set-up answer (others 403 `two_factor_enrolment_required`).',
      ),
    session_account: MeSessionAccountSchema.nullable().describe(
      'Set when this session acts in one account only: its roles, invitations and notifications are that account’s alone. Null: the person’s own sign-in, every account they work for.',
    ),
    impersonation: MeImpersonationSchema.nullable()
      .optional()
      .describe('Set while staff act as this user (an impersonation session).'),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;
export type MeAccount = z.infer<typeof MeAccountSchema>;
export type MeSessionAccount = z.infer<typeof MeSessionAccountSchema>;
export const MeResponse = z.object({ data: MeSchema });

export const ForgotPasswordBody = z.object({ email: requiredString(254) });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: requiredString(200),
  password: z.string().min(1).max(1024),
  password_confirmation: z.string().min(1).max(1024),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.object({
  current_password: z.string().min(1).max(1024),
  password: z.string().min(1).max(1024),
  password_confirmation: z.string().min(1).max(1024),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
