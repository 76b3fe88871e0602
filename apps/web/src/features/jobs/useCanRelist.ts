import { checkAccess, type Job, relistNeedsStaff } from '@talent/contract';
import { useAbility } from '../../shared/session/useAbility.js';
import { useStaffAbility } from '../../shared/session/useStaffAbility.js';

/** Whether the user may relist this job: `jobs.update`, and site staff for one staff or moderation unlisted. */
export function useCanRelist(): (job: Pick<Job, 'status' | 'unlisted'>) => boolean {
  const ability = useAbility();
  const staff = useStaffAbility();
  return (job) =>
    job.status === 'unlisted' &&
    checkAccess(ability, 'update', 'jobs') &&
    (!relistNeedsStaff(job) || checkAccess(staff, 'update', 'jobs'));
}
