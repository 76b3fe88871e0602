import { z } from 'zod';
import { checkPassword } from './password-policy.js';

/**
 * A new password and its confirmation, as the reset and change forms check them before sending:
 * the one password rule (`checkPassword`, which the server applies too) and a matching confirmation.
 */
export const NewPasswordFields = z
  .object({
    password: z
      .string()
      .min(1)
      .superRefine((password, ctx) => {
        const problem = checkPassword(password);
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem.rule, params: { rule: problem.rule, ...problem.params } });
      }),
    password_confirmation: z.string().min(1),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    params: { rule: 'confirmation' },
    // Said even while the password itself is refused, as the server does.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/** The change-password form: the current password, then the new one twice. */
export const ChangePasswordFields = NewPasswordFields.safeExtend({ current_password: z.string().min(1) });
