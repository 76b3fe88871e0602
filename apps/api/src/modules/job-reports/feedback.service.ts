import { type AuditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { setFeedbackHidden } from './feedback.repo.js';

/** Hides or shows one feedback of a job of the site (audited); another job's feedback is not found. */
export async function setFeedbackVisibility(
  ctx: AppContext,
  scope: SiteScope,
  jobId: string,
  id: string,
  hidden: boolean,
  actor: AuditActor,
) {
  return ctx.db.transaction(async (tx) => {
    const feedback = await setFeedbackHidden(tx, scope, jobId, id, hidden, actor.userId);
    if (!feedback) throw notFound();
    await recordAudit(tx, actor, {
      action: hidden ? 'job_feedback.hidden' : 'job_feedback.shown',
      subjectType: 'job',
      subjectId: jobId,
      accountId: scope.accountId,
      siteId: scope.siteId,
      data: { feedback: id, rating: feedback.rating },
    });
    return feedback;
  });
}
