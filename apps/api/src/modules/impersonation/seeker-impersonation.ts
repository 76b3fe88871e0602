import {
  CANDIDATE_TOKEN_SECONDS,
  type CandidateClaims,
  type CandidateView,
  type SeekerImpersonation,
} from '@talent/contract';
import { type AuditActor, recordAudit } from '../../platform/audit.js';
import { signHs256 } from '../../platform/auth/jwt.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { listApplications } from '../applications/applications.repo.js';
import { siteSettings } from '../employers/employers.repo.js';
import { getSeeker } from '../seekers/seekers.service.js';
import { candidateSiteUrlOf } from '../site-settings/candidate-site.js';

/** A candidate has at most this many applications shown in the read-only view. */
const VIEW_APPLICATIONS = 100;

type Caller = { impersonatorUserId: number | null; actor: AuditActor; issuer: string; secret: string };

/**
 * Staff see a candidate's account as the candidate does, with a reason kept on the candidate's
 * activity. Refused while impersonating (no nesting) and for a disabled candidate; another site's
 * candidate is unknown (404). With a candidate site configured, it opens there signed in for a few
 * minutes; otherwise the portal shows the read-only view.
 */
export async function impersonateSeeker(
  ctx: AppContext,
  scope: SiteScope,
  seekerId: string,
  reason: string,
  caller: Caller,
): Promise<SeekerImpersonation> {
  if (caller.impersonatorUserId !== null) throw new AppError('not_while_impersonating');
  const seeker = await getSeeker(ctx.db, scope, seekerId);
  if (seeker.status !== 'enabled') throw new AppError('impersonation_refused');
  const { name: site, settings } = await siteSettings(ctx.db, scope);
  const external = candidateSiteUrlOf(settings);

  await recordAudit(ctx.db, caller.actor, {
    action: 'impersonation.seeker_viewed',
    subjectType: 'seeker',
    subjectId: seeker.id,
    accountId: scope.accountId,
    siteId: scope.siteId,
    data: { reason, user: seeker.name, mode: external ? 'external' : 'portal' },
  });

  if (external) {
    const now = Math.floor(Date.now() / 1000);
    const claims: CandidateClaims = {
      iss: caller.issuer,
      aud: 'candidate',
      sub: seeker.id,
      site: scope.siteId,
      act: { sub: String(caller.actor.userId) },
      iat: now,
      exp: now + CANDIDATE_TOKEN_SECONDS,
    };
    const token = await signHs256(claims, caller.secret);
    const url = `${external}${external.includes('#') ? '&' : '#'}token=${token}`;
    return { mode: 'external', url, expires_in: CANDIDATE_TOKEN_SECONDS };
  }

  const { rows } = await listApplications(
    ctx.db,
    { ...scope, employerId: null },
    {
      seekerId: seeker.id,
      sort: '-created_at',
      page: 1,
      per_page: VIEW_APPLICATIONS,
    },
  );
  const view: CandidateView = {
    site,
    seeker: {
      id: seeker.id,
      name: seeker.name,
      email: seeker.email,
      phone: seeker.phone,
      location: seeker.location,
      headline: seeker.headline,
      skills: seeker.skills,
      resume: seeker.resume,
      locale: seeker.locale,
      created_at: seeker.created_at,
    },
    applications: rows.map((a) => ({
      id: a.id,
      job_title: a.job.title,
      employer: a.employer.name,
      status: a.status,
      applied_at: a.created_at,
    })),
  };
  return { mode: 'portal', view };
}
