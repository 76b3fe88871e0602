import { z } from 'zod';
import { TokenResponse } from './auth.js';

/** Six digits from an authenticator app (spaces typed between groups are dropped). */
export const TOTP_CODE = /^\d{6}$/;
export const RECOVERY_CODE_COUNT = 10;

const code = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(TOTP_CODE));
const recoveryCode = z.string().trim().min(1).max(64);

/** The first step's answer when the person has a second factor: no session yet, a ticket for the second step. */
export const SecondFactorChallenge = z
  .object({
    second_factor_required: z.literal(true),
    ticket: z.string().describe('Opaque, single use; POST it to /auth/login/second-factor.'),
    methods: z.array(z.enum(['totp', 'recovery_code'])),
    expires_in: z.number().int().describe('Seconds the ticket stays valid.'),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** POST /auth/login: a session, or a second step to take first. */
export const LoginResponse = z.union([TokenResponse, SecondFactorChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const isSecondFactorChallenge = (answer: LoginResponse): answer is SecondFactorChallenge =>
  'second_factor_required' in answer;

/** The second step: the ticket and either the current code or one unused recovery code. */
export const SecondFactorBody = z
  .object({
    ticket: z.string().trim().min(1).max(200),
    code: code.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), {
    path: ['code'],
    message: 'required',
  });
export type SecondFactorBody = z.input<typeof SecondFactorBody>;

export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabled_since: z.string().nullable(),
    recovery_codes_left: z.number().int(),
    required: z.boolean().describe('An account the person works for requires a second factor.'),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const TwoFactorStatusResponse = z.object({ data: TwoFactorStatusSchema });

/** Enrolment's first step: what the authenticator app needs. Nothing is on until confirmed with a code. */
export const TwoFactorSetupSchema = z
  .object({
    otpauth_uri: z.string(),
    manual_key: z.string().describe('The secret in base32, in groups of four, for typing.'),
    qr_svg: z.string().describe('The otpauth URI as a QR code, an SVG data URL.'),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;
export const TwoFactorSetupResponse = z.object({ data: TwoFactorSetupSchema });

export const ConfirmTwoFactorBody = z.object({ code });
export type ConfirmTwoFactorBody = z.input<typeof ConfirmTwoFactorBody>;

/** Shown once: only their hashes are kept. */
export const RecoveryCodesResponse = z.object({
  data: z.object({ recovery_codes: z.array(z.string()), status: TwoFactorStatusSchema }),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesResponse>['data'];

/** Turning 2FA off and new recovery codes ask for the password again. */
export const PasswordReentryBody = z.object({ password: z.string().min(1).max(1024) });
export type PasswordReentryBody = z.infer<typeof PasswordReentryBody>;

/** An owner of the account who may be its break-glass user (password sign-in despite `require_sso`). */
export const BreakGlassCandidateSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type BreakGlassCandidate = z.infer<typeof BreakGlassCandidateSchema>;

/** The account's sign-in rules (account owners). */
export const SaveAccountSecurityBody = z.object({
  require_two_factor: z.boolean(),
  // Optional so a client that only knows the 2FA rule keeps the SSO one as it is.
  require_sso: z.boolean().optional(),
  sso_break_glass_user_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type SaveAccountSecurityBody = z.input<typeof SaveAccountSecurityBody>;

export const AccountSecuritySchema = z
  .object({
    require_two_factor: z.boolean(),
    require_sso: z
      .boolean()
      .describe('Staff sign in only through the account’s identity providers (403 `sso_required` on /auth/login).'),
    sso_break_glass_user_id: z
      .number()
      .int()
      .nullable()
      .describe('The owner who may still sign in with a password while SSO is required.'),
    break_glass_candidates: z
      .array(BreakGlassCandidateSchema)
      .describe('The account’s owners (active, with a role that updates the account): who may be break-glass.'),
  })
  .meta({ id: 'AccountSecurity' });
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>;
export const AccountSecurityResponse = z.object({ data: AccountSecuritySchema });
