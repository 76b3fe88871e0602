import { Box, Paper, Tabs } from '@mantine/core';
import { IconBriefcase, IconCoins, IconHistory, IconUsers } from '@tabler/icons-react';
import { checkAccess, type Employer } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { ActivityFeed } from '../../activity/ActivityFeed.js';
import { EmployerCreditsPanel } from '../../credits/staff/EmployerCreditsPanel.js';
import { TeamPanel } from '../../employer-users/TeamPanel.js';
import { employerActivitySource, employerKeys } from '../api.js';
import { EmployerJobsPanel } from './EmployerJobsPanel.js';

/** Under the profile: the employer's people, what happened to it, its jobs and its credits. */
export function EmployerTabs({ employer }: { employer: Employer }) {
  const { t } = useTranslation(['employers', 'activity']);
  const tenant = useTenant();
  // Without credit rights (e.g. a moderator) there is no Credits tab at all.
  const showCredits = checkAccess(useAbility(), 'read', 'credits');
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List px="md" pt="xs">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('tabs.users')}
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('activity:title')}
          </Tabs.Tab>
          <Tabs.Tab value="jobs" leftSection={<IconBriefcase size={16} aria-hidden />}>
            {t('tabs.jobs')}
          </Tabs.Tab>
          {showCredits && (
            <Tabs.Tab value="credits" leftSection={<IconCoins size={16} aria-hidden />}>
              {t('tabs.credits')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="users">
          <TeamPanel employerId={employer.id} employerName={employer.name} bare />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <Box p="lg">
            <ActivityFeed
              queryKey={employerKeys.detail(tenant.accountId, tenant.siteId, employer.id)}
              source={employerActivitySource(employer.id)}
            />
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <EmployerJobsPanel employerId={employer.id} />
        </Tabs.Panel>
        {showCredits && (
          <Tabs.Panel value="credits">
            <EmployerCreditsPanel employerId={employer.id} employerName={employer.name} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
