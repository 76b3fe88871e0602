import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { type AccountPlanUsage, PLAN_LIMITS, type PlanLimit } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { accountUsageQuery } from './api.js';

const BYTES_PER_MB = 1_000_000;

/** Each limit's use in the unit it is limited in (storage: megabytes, to one decimal). */
function usedOf(plan: AccountPlanUsage, limit: PlanLimit) {
  const { usage, limits } = plan;
  switch (limit) {
    case 'sites':
      return { used: usage.sites, max: limits.max_sites };
    case 'people':
      return { used: usage.people, max: limits.max_people };
    case 'live_jobs':
      return { used: usage.live_jobs, max: limits.max_live_jobs };
    case 'storage_mb':
      return { used: usage.storage_bytes / BYTES_PER_MB, max: limits.max_storage_mb };
  }
}

/** Fuller than this, a bar turns to the warning colour. */
const NEARLY_FULL = 0.9;

/** The account's plan as its owner sees it: each limit as used / max, platform staff set them. */
export function PlanUsageCard({ accountId }: { accountId: number }) {
  const { t } = useTranslation('brand');
  const { number } = useFormat();
  const plan = useQuery(accountUsageQuery(accountId));
  return (
    <SectionCard id="plan-usage" title={t('plan.title')} intro={t('plan.intro')} mb="lg">
      {plan.error && (
        <Alert color="red" variant="light">
          {formAlert(plan.error) ?? t('plan.loadError')}
        </Alert>
      )}
      {plan.data && (
        <Stack gap="sm">
          {PLAN_LIMITS.map((limit) => {
            const { used, max } = usedOf(plan.data, limit);
            const shown = number(used, { maximumFractionDigits: limit === 'storage_mb' ? 1 : 0 });
            const share = max ? Math.min(1, used / max) : max === 0 ? 1 : 0;
            return (
              <div key={limit}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={500} id={`plan-${limit}`}>
                    {t(`plan.limits.${limit}`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {max === null
                      ? t('plan.unlimited', { used: shown })
                      : t('plan.usedOf', { used: shown, max: number(max) })}
                  </Text>
                </Group>
                {max !== null && (
                  <Progress
                    value={share * 100}
                    color={share >= NEARLY_FULL ? 'orange' : undefined}
                    aria-labelledby={`plan-${limit}`}
                    mt={4}
                  />
                )}
              </div>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
