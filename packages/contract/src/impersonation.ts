import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications.js';
import { SeekerSchema } from './seekers.js';

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

/** How long the candidate site accepts the token handed over by `POST /v1/impersonate/seekers/{uuid}`. */
export const CANDIDATE_TOKEN_SECONDS = 5 * 60;

export const SeekerImpersonationParam = z.object({ uuid: z.uuid() });

/** What a candidate sees of their own account: their profile and where their applications stand. */
export const CandidateViewSchema = z
  .object({
    site: z.string(),
    seeker: SeekerSchema.pick({
      id: true,
      name: true,
      email: true,
      phone: true,
      location: true,
      headline: true,
      skills: true,
      resume: true,
      locale: true,
      created_at: true,
    }),
    applications: z.array(
      z.object({
        id: z.uuid(),
        job_title: z.string(),
        employer: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        applied_at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'CandidateView' });
export type CandidateView = z.infer<typeof CandidateViewSchema>;

/**
 * The site's candidate site, when configured, opens signed in as the candidate (`external`, a token
 * valid CANDIDATE_TOKEN_SECONDS); otherwise the portal shows the candidate's view, read-only (`portal`).
 */
export const SeekerImpersonationSchema = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('external'), url: z.string(), expires_in: z.number().int() }),
    z.object({ mode: z.literal('portal'), view: CandidateViewSchema }),
  ])
  .meta({ id: 'SeekerImpersonation' });
export type SeekerImpersonation = z.infer<typeof SeekerImpersonationSchema>;
export const SeekerImpersonationResponse = z.object({ data: SeekerImpersonationSchema });

/** The claims of the candidate-site token (HS256, audience `candidate`). */
export type CandidateClaims = {
  iss: string;
  aud: 'candidate';
  sub: string;
  site: number;
  act: { sub: string };
  iat: number;
  exp: number;
};
