import { Button, Center, Loader, Paper } from '@mantine/core';
import { IconBriefcaseOff, IconLock } from '@tabler/icons-react';
import { EDITABLE_JOB_STATUSES } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { jobOptionsQuery, jobQuery } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { JobForm } from './JobForm.js';
import { jobEditSearch } from './search.js';

/** `jobs/create`: a new draft. */
export function JobCreatePage() {
  const { t } = useTranslation('job-form');
  const { scope } = useJobScope();
  const options = useQuery(jobOptionsQuery(scope));
  const title = t('createTitle');
  return (
    <>
      <PageHeader title={title} />
      {options.data ? (
        <JobForm job={null} options={options.data} />
      ) : (
        <Pending error={options.isError ? options.error : null} />
      )}
    </>
  );
}

/** `jobs/edit?id=<uuid>`: a job's content; rejected and expired jobs are final (clone them instead). */
export function JobEditPage() {
  const { t } = useTranslation('job-form');
  const { scope, path } = useJobScope();
  const { id } = jobEditSearch.parse(useSearch({ strict: false }));
  const job = useQuery({ ...jobQuery(scope, id ?? ''), enabled: Boolean(id) });
  const options = useQuery(jobOptionsQuery(scope));
  const title = t('editTitle');
  let body: ReactNode;
  if (!id) body = <Missing />;
  else if (job.data && !EDITABLE_JOB_STATUSES.includes(job.data.status)) {
    body = (
      <Paper className="portal-surface" withBorder radius="md">
        <EmptyState
          icon={IconLock}
          title={t('notEditable')}
          action={
            <Button component={Link} to={path(`jobs/${job.data.id}`)}>
              {t('backToJob')}
            </Button>
          }
        />
      </Paper>
    );
  } else if (job.data && options.data) body = <JobForm key={job.data.id} job={job.data} options={options.data} />;
  else if (job.isError) body = <Missing error={job.error} />;
  else body = <Pending error={options.isError ? options.error : null} />;
  return (
    <>
      <PageHeader title={job.data ? t('editNamed', { title: job.data.title }) : title} />
      {body}
    </>
  );
}

function Pending({ error }: { error: unknown }) {
  const { t } = useTranslation('job-form');
  if (error) return <Missing error={error} />;
  return (
    <Center py={80}>
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

function Missing({ error }: { error?: unknown }) {
  const { t } = useTranslation('job-form');
  const { path } = useJobScope();
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <EmptyState
        icon={IconBriefcaseOff}
        title={t('notFound')}
        text={error ? (formAlert(error) ?? undefined) : undefined}
        action={
          <Button component={Link} to={path('jobs')}>
            {t('backToJobs')}
          </Button>
        }
      />
    </Paper>
  );
}
