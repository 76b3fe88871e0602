import { Alert, Anchor, Badge, Button, Drawer, Group, Loader, Paper, Stack, Text, useDirection } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { checkAccess, type JobFlag } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { jobFlagsQuery } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { useReportActions } from './useReportActions.js';

/** One job's reports (open first, then resolved ones), with "Dismiss reports" and "Unlist job". */
export function ReportsDrawer({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  const { t } = useTranslation('jobs-list');
  const { scope, path } = useJobScope();
  const ability = useAbility();
  const flags = useQuery({ ...jobFlagsQuery(scope, jobId ?? ''), enabled: jobId !== null });
  const reports = useReportActions(scope);
  const data = jobId ? flags.data : undefined;
  const open = (data?.reports ?? []).filter((r) => r.resolution === null);
  const canResolve = checkAccess(ability, 'update', 'flagged_jobs');
  // The drawer opens from the inline end: the right in English, the left in Arabic.
  const { dir } = useDirection();

  function act(action: 'dismiss' | 'unlist') {
    if (!jobId || !data) return;
    const title = data.job.title;
    reports.confirm(
      jobId,
      action,
      action === 'dismiss'
        ? {
            title: t('flagged.dismissTitle', { title }),
            text: t('flagged.dismissText'),
            confirm: t('flagged.dismiss'),
            done: (count) => t('flagged.dismissed', { count }),
          }
        : {
            title: t('flagged.unlistTitle', { title }),
            text: t('flagged.unlistText'),
            confirm: t('flagged.unlist'),
            done: (count) => t('flagged.unlisted', { count }),
          },
      onClose,
    );
  }

  return (
    <Drawer
      opened={jobId !== null}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="md"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      title={data ? t('flagged.drawerTitle', { title: data.job.title }) : t('flagged.reports')}
    >
      {flags.isError ? (
        <Alert color="red">{formAlert(flags.error)}</Alert>
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader size="sm" role="status" aria-label={t('flagged.loading')} />
        </Group>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{data.job.employer.name}</Text>
            <Anchor component={Link} to={path(`jobs/${data.job.id}`)} size="sm">
              {t('flagged.openJob')}
            </Anchor>
          </Group>
          {canResolve && open.length > 0 && (
            <Group gap="xs">
              <Button
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => act('dismiss')}
                loading={reports.pending === 'dismiss'}
                disabled={reports.pending !== null}
              >
                {t('flagged.dismiss')}
              </Button>
              {(data.job.status === 'live' || data.job.status === 'unlisted') && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconEyeOff size={16} aria-hidden />}
                  onClick={() => act('unlist')}
                  loading={reports.pending === 'unlist'}
                  disabled={reports.pending !== null}
                >
                  {t('flagged.unlist')}
                </Button>
              )}
            </Group>
          )}
          {data.reports.map((report) => (
            <Report key={report.id} report={report} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

/** A bidi isolate: an e-mail or a date keeps its own order inside an Arabic line. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function Report({ report }: { report: JobFlag }) {
  const { t } = useTranslation('jobs-list');
  const { t: tj } = useTranslation('jobs');
  const { dateTime } = useFormat();
  const reporter = [report.reporter_name, report.reporter_email].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={700}>
            {tj(`flagReason.${report.reason}`)}
          </Text>
          <Badge
            variant="light"
            color={report.resolution ? 'gray' : 'orange'}
            radius="sm"
            tt="none"
            c="var(--mantine-color-text)"
          >
            {report.resolution ? t(`flagged.resolution.${report.resolution}`) : t('flagged.open')}
          </Badge>
        </Group>
        {report.comments && (
          <Text size="sm" dir="auto">
            {report.comments}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {reporter ? t('flagged.by', { name: isolate(reporter) }) : t('flagged.anonymous')} ·{' '}
          {isolate(dateTime(report.created_at))}
        </Text>
        {report.resolved_at && (
          <Text size="xs" c="dimmed">
            {t('flagged.resolvedAt', { date: dateTime(report.resolved_at) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
