import { Anchor, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { useJobScope } from '../jobs/useJobScope.js';
import { applicationListQuery, applicationsOfJob } from './api.js';
import { ApplicationsTable } from './list/ApplicationsTable.js';

const PER_PAGE = [10, 25, 50] as const;

/** On a job's page: who applied (`/v1/jobs/{uuid}/applications`), with a way to the full list. */
export function JobApplicationsPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('applications');
  const { scope, path } = useJobScope();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PER_PAGE[0]);
  const list = useQuery(
    applicationListQuery(scope, { page, per_page: perPage, sort: '-created_at' }, applicationsOfJob(jobId)),
  );
  if (list.isError)
    return (
      <Text c="var(--mantine-color-error)" p="md">
        {formAlert(list.error) ?? t('error')}
      </Text>
    );
  if (!list.isPending && list.data.meta.total === 0)
    return <EmptyState icon={IconUsers} title={t('job.empty')} text={t('job.emptyText')} />;
  return (
    <>
      <Group justify="flex-end" px="md" pt="sm">
        <Anchor component={Link} to={`${path('applications')}?job=${jobId}`} size="sm">
          {t('job.openAll')}
        </Anchor>
      </Group>
      <ApplicationsTable
        rows={list.data?.data}
        pending={list.isPending}
        showEmployer={false}
        showJob={false}
        label={t('job.label')}
      />
      {list.data && list.data.meta.total > 0 && (
        <ListFooter
          meta={list.data.meta}
          perPageOptions={PER_PAGE}
          perPageLabel={t('perPage')}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      )}
    </>
  );
}
