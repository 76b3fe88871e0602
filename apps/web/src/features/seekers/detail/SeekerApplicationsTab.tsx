import { Paper, Text } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { applicationListQuery, applicationsOfSeeker } from '../../applications/api.js';
import { ApplicationsTable } from '../../applications/list/ApplicationsTable.js';
import { useJobScope } from '../../jobs/useJobScope.js';

/** The candidate's applications on this site (`/v1/seekers/{uuid}/job-applications`). */
export function SeekerApplicationsTab({ id }: { id: string }) {
  const { t } = useTranslation('seekers');
  const { scope } = useJobScope();
  const list = useQuery(applicationListQuery(scope, { per_page: 100, sort: '-created_at' }, applicationsOfSeeker(id)));
  if (list.isError) return <Text c="var(--mantine-color-error)">{formAlert(list.error) ?? t('error')}</Text>;
  if (!list.isPending && list.data.data.length === 0)
    return <EmptyState icon={IconFileCv} title={t('applications.empty')} text={t('applications.emptyText')} />;
  return (
    <Paper withBorder radius="md">
      <ApplicationsTable
        rows={list.data?.data}
        pending={list.isPending}
        showEmployer={scope.employerId === null}
        label={t('applications.label')}
      />
    </Paper>
  );
}
