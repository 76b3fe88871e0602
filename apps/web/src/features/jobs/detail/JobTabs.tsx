import { Box, Paper, Tabs } from '@mantine/core';
import { IconFlag, IconHistory, IconStar, IconUsers } from '@tabler/icons-react';
import { checkAccess, type Job } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../shared/session/useAbility.js';
import { ActivityFeed } from '../../activity/ActivityFeed.js';
import { JobApplicationsPanel } from '../../applications/JobApplicationsPanel.js';
import { jobActivitySource, jobKeys } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { FeedbackPanel } from './FeedbackPanel.js';
import classes from './job-detail.module.css';
import { ReportsPanel } from './ReportsPanel.js';

/** Under the advert: what happened to it, what seekers said, what was reported, who applied. */
export function JobTabs({ job }: { job: Job }) {
  const { t } = useTranslation('job-detail');
  const { scope } = useJobScope();
  const ability = useAbility();
  // Without the right the tab is not there at all (the server would refuse the call).
  const showFeedback = checkAccess(ability, 'read', 'job_feedback');
  const showReports = checkAccess(ability, 'read', 'flagged_jobs');
  const showApplications = checkAccess(ability, 'read', 'applications');
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <Tabs defaultValue="history" keepMounted={false}>
        <Tabs.List px="md" pt="xs" aria-label={t('tabs.label')} className={classes.tabList}>
          <Tabs.Tab value="history" leftSection={<IconHistory {...icon} />}>
            {t('tabs.history')}
          </Tabs.Tab>
          {showFeedback && (
            <Tabs.Tab value="feedback" leftSection={<IconStar {...icon} />}>
              {t('tabs.feedback')}
            </Tabs.Tab>
          )}
          {showReports && (
            <Tabs.Tab value="reports" leftSection={<IconFlag {...icon} />}>
              {t('tabs.reports')}
            </Tabs.Tab>
          )}
          {showApplications && (
            <Tabs.Tab value="applications" leftSection={<IconUsers {...icon} />}>
              {t('tabs.applications')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="history">
          <Box p="lg">
            <ActivityFeed queryKey={jobKeys.detail(scope, job.id)} source={jobActivitySource(job.id)} />
          </Box>
        </Tabs.Panel>
        {showFeedback && (
          <Tabs.Panel value="feedback">
            <FeedbackPanel jobId={job.id} />
          </Tabs.Panel>
        )}
        {showReports && (
          <Tabs.Panel value="reports">
            <ReportsPanel job={job} />
          </Tabs.Panel>
        )}
        {showApplications && (
          <Tabs.Panel value="applications">
            <JobApplicationsPanel jobId={job.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
