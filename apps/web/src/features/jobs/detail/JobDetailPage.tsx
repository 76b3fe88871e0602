import { Button, Center, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { formAlert } from '../../../shared/form/api-errors.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { jobOptionsQuery, jobQuery } from '../api.js';
import { JobStatusBadge } from '../components/JobStatusBadge.js';
import { PendingEditPanel } from '../review/PendingEditPanel.js';
import { useJobScope } from '../useJobScope.js';
import { JobActions } from './JobActions.js';
import { JobContent } from './JobContent.js';
import { JobFacts } from './JobFacts.js';
import { JobNotices } from './JobNotices.js';
import { JobTabs } from './JobTabs.js';

/** `jobs/$id`: one job with its actions, content, facts and tabs (history, feedback, reports). */
export function JobDetailPage() {
  const { t } = useTranslation('job-detail');
  const { scope, path } = useJobScope();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const job = useQuery(jobQuery(scope, id));
  // The server's message when publishing found no credit; shown above the job with a way to buy.
  const [creditError, setCreditError] = useState<string | null>(null);
  const options = useQuery({ ...jobOptionsQuery(scope), enabled: Boolean(job.data) });

  if (!job.data) {
    const missing = job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 422);
    return (
      <>
        <PageHeader title={t('title')} />
        {job.isError ? (
          <Paper className="portal-surface" withBorder radius="md">
            <EmptyState
              icon={IconBriefcase}
              title={missing ? t('notFound') : t('error')}
              text={missing ? t('notFoundText') : (formAlert(job.error) ?? undefined)}
              action={
                <>
                  {!missing && (
                    <Button variant="default" onClick={() => job.refetch()}>
                      {t('retry')}
                    </Button>
                  )}
                  <Button component={Link} to={path('jobs')} variant="default">
                    {t('back')}
                  </Button>
                </>
              }
            />
          </Paper>
        ) : (
          <Center py={80}>
            <Loader role="status" aria-label={t('loading')} />
          </Center>
        )}
      </>
    );
  }

  const data = job.data;
  return (
    <>
      <PageHeader
        title={data.title}
        crumb={data.title}
        // Keyed by the job: "Next in queue" opens another job in this same page.
        actions={<JobActions key={data.id} job={data} onNoCredits={setCreditError} />}
      />
      <Group gap="sm" mt={-8} mb="lg">
        <JobStatusBadge status={data.status} />
        <Text size="sm" c="dimmed">
          {t('postedBy', { employer: data.employer.name })}
        </Text>
      </Group>
      <Stack gap="lg">
        <JobNotices job={data} creditError={creditError} onCloseCreditError={() => setCreditError(null)} />
        {data.pending_edit && <PendingEditPanel job={data} edit={data.pending_edit} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <JobContent job={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <JobFacts job={data} options={options.data} />
          </Grid.Col>
        </Grid>
        <JobTabs job={data} />
      </Stack>
    </>
  );
}
