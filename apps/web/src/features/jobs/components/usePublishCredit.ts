import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useAbility } from '../../../shared/session/useAbility.js';
import { balanceQuery } from '../../credits/api.js';
import { useJobScope } from '../useJobScope.js';

export type PublishCredit = {
  /** Credits of the job's employer now; null when unknown (not readable, not loaded, no employer chosen yet). */
  balance: number | null;
  /** The employer's own people who may buy credits (staff grant them elsewhere). */
  canBuy: boolean;
};

/**
 * What the job's employer has to publish with (publishing uses one credit, `JOB_POSTING_COST`): an employer user's own balance,
 * or for staff the balance of the job's employer (`employerId`, null until one is chosen). The
 * server still decides: a balance read a moment ago may have changed. Nothing is read unless `wanted`.
 */
export function usePublishCredit(employerId: number | null, wanted = true): PublishCredit {
  const { scope } = useJobScope();
  const ability = useAbility();
  const own = scope.employerId !== null;
  const readable = wanted && checkAccess(ability, 'read', 'credits') && (own || employerId !== null);
  const balance = useQuery({ ...balanceQuery(scope, own ? null : employerId), enabled: readable });
  return {
    balance: readable ? (balance.data?.balance ?? null) : null,
    canBuy: own && checkAccess(ability, 'create', 'credits'),
  };
}
