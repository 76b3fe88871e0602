import { Anchor, Button, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { jobListQuery } from '../../jobs/api.js';
import { JobStatusBadge } from '../../jobs/components/JobStatusBadge.js';
import { useJobScope } from '../../jobs/useJobScope.js';

const SHOWN = 10;

/** The employer's latest jobs on its detail page, with a link to all of them in the jobs list. */
export function EmployerJobsPanel({ employerId }: { employerId: number }) {
  const { t } = useTranslation('employers');
  const { date } = useFormat();
  const { scope, path } = useJobScope();
  const jobs = useQuery(jobListQuery(scope, { 'filter[employer]': employerId, per_page: SHOWN, sort: '-created_at' }));

  if (jobs.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  if (jobs.isError)
    return <EmptyState icon={IconBriefcase} title={t('jobsTab.error')} text={formAlert(jobs.error) ?? undefined} />;
  if (!jobs.data.data.length) return <EmptyState icon={IconBriefcase} title={t('jobsTab.empty')} />;
  return (
    <Stack gap="sm" p="md">
      <Table.ScrollContainer minWidth={480} type="native">
        <Table verticalSpacing="sm" aria-label={t('jobsTab.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('jobsTab.title')}</Table.Th>
              <Table.Th>{t('jobsTab.status')}</Table.Th>
              <Table.Th>{t('jobsTab.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.data.data.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <Anchor component={Link} to={path(`jobs/${job.id}`)} fw={500}>
                    {job.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <JobStatusBadge status={job.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{date(job.created_at)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('jobsTab.count', { shown: Math.min(SHOWN, jobs.data.meta.total), total: jobs.data.meta.total })}
        </Text>
        <Button
          component={Link}
          to={path('jobs')}
          search={{ employer: employerId } as never}
          variant="default"
          size="xs"
        >
          {t('jobsTab.all')}
        </Button>
      </Group>
    </Stack>
  );
}
