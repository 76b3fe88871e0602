import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconEyeOff, IconFlag } from '@tabler/icons-react';
import { checkAccess, type Job, type JobFlag } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { EmptyState } from '../../../shared/ui/EmptyState.js';
import { jobFlagsQuery } from '../api.js';
import { useReportActions } from '../flagged/useReportActions.js';
import { useJobScope } from '../useJobScope.js';
import classes from './job-detail.module.css';

/** Reports of the job by site visitors: the open ones with what to do about them, then the closed ones. */
export function ReportsPanel({ job }: { job: Job }) {
  const { t } = useTranslation('job-detail');
  const { scope } = useJobScope();
  const canResolve = checkAccess(useAbility(), 'update', 'flagged_jobs');
  const flags = useQuery(jobFlagsQuery(scope, job.id));
  const resolver = useReportActions(scope);

  if (flags.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  // A job nobody reported has no entry in the triage list: that is "no reports", not an error.
  const reports =
    flags.isError && flags.error instanceof ApiError && flags.error.status === 404 ? [] : flags.data?.reports;
  if (!reports) {
    return (
      <Alert m="lg" color="red" variant="light" title={t('reports.error')}>
        {formAlert(flags.error)}
      </Alert>
    );
  }
  if (reports.length === 0) {
    return <EmptyState icon={IconFlag} title={t('reports.empty')} text={t('reports.emptyText')} />;
  }
  const open = reports.filter((r) => r.resolution === null);
  const closed = reports.filter((r) => r.resolution !== null);

  const confirm = (action: 'dismiss' | 'unlist') =>
    resolver.confirm(job.id, action, {
      title: t(`reports.${action}Title`, { title: job.title }),
      text: t(`reports.${action}Text`),
      confirm: t(`reports.${action}`),
      done: (count) => t('reports.resolved', { count }),
    });

  return (
    <Stack gap="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="h5">
            {t('reports.open')} ({open.length})
          </Title>
          {canResolve && open.length > 0 && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => confirm('dismiss')}
                loading={resolver.pending === 'dismiss'}
              >
                {t('reports.dismiss')}
              </Button>
              {(job.status === 'live' || job.status === 'unlisted') && (
                <Button
                  size="xs"
                  color="red.9"
                  leftSection={<IconEyeOff size={14} aria-hidden />}
                  onClick={() => confirm('unlist')}
                  loading={resolver.pending === 'unlist'}
                >
                  {t('reports.unlist')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {open.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reports.noneOpen')}
          </Text>
        ) : (
          open.map((report) => <Report key={report.id} report={report} />)
        )}
      </Stack>
      {closed.length > 0 && (
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('reports.closed')} ({closed.length})
          </Title>
          {closed.map((report) => (
            <Report key={report.id} report={report} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Report({ report }: { report: JobFlag }) {
  const { t } = useTranslation(['job-detail', 'jobs']);
  const { dateTime } = useFormat();
  const reporter = report.reporter_name ?? report.reporter_email;
  return (
    <Stack gap={4} className={classes.report}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Badge variant="light" color="orange" radius="sm" tt="none" c="var(--mantine-color-text)">
          {t(`jobs:flagReason.${report.reason}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {dateTime(report.created_at)}
        </Text>
      </Group>
      {report.comments && (
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {report.comments}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {reporter ? t('reports.reporter', { name: reporter }) : t('reports.anonymous')}
        {report.resolution && report.resolved_at && (
          <> · {t(`reports.${report.resolution}`, { date: dateTime(report.resolved_at) })}</>
        )}
      </Text>
    </Stack>
  );
}
