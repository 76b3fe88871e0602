import { z } from 'zod';

/** Impersonation sessions end after at most this long (and never after the staff session). */
export const IMPERSONATION_MAX_MINUTES = 60;
export const IMPERSONATION_REASON_MAX = 500;

/** POST /v1/impersonate/users/{id}: why staff act as this person (kept in the audit log). */
export const ImpersonateBody = z.object({ reason: z.string().trim().min(3).max(IMPERSONATION_REASON_MAX) });
export type ImpersonateBody = z.infer<typeof ImpersonateBody>;

export const ImpersonationSchema = z
  .object({
    access_token: z.string().describe('A new session as the person; keep the staff token to come back.'),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Seconds until it ends by itself.'),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'Impersonation' });
export type Impersonation = z.infer<typeof ImpersonationSchema>;
export const ImpersonationResponse = z.object({ data: ImpersonationSchema });

/** Part of /auth/me while impersonating: who is really acting, and until when. */
export const MeImpersonationSchema = z.object({
  by: z.object({ id: z.number().int(), name: z.string() }),
  expires_at: z.iso.datetime(),
});
export type MeImpersonation = z.infer<typeof MeImpersonationSchema>;
