import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { checkAccess, type Job, type JobPendingEdit } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useJobAction } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { JobChanges } from './JobChanges.js';

/**
 * On a job with an edit waiting for review: what the edit changes beside the live version. Its
 * employer's people may edit it again or withdraw it; staff read who changed what and decide.
 */
export function PendingEditPanel({ job, edit }: { job: Job; edit: JobPendingEdit }) {
  const { t } = useTranslation('job-detail');
  const { scope, path } = useJobScope();
  const { dateTime } = useFormat();
  const ability = useAbility();
  const { withdrawEdit } = useJobAction(scope);
  const headingId = useId();
  const own = scope.employerId !== null;
  const canChange = own && checkAccess(ability, 'update', 'jobs');

  const withdraw = () =>
    modals.openConfirmModal({
      title: t('changes.withdrawTitle', { title: job.title }),
      centered: true,
      closeButtonProps: { 'aria-label': t('actions.close') },
      children: <Text size="sm">{t('changes.withdrawText')}</Text>,
      labels: { confirm: t('changes.withdraw'), cancel: t('actions.cancel') },
      onConfirm: () =>
        withdrawEdit.mutate(job.id, {
          onSuccess: () => showSnackbar('success', t('changes.withdrawn', { title: job.title })),
          onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
        }),
    });

  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id={headingId}>
            {t('changes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {own
              ? t('changes.ownText', { date: dateTime(edit.submitted_at) })
              : t('changes.staffText', { employer: job.employer.name, date: dateTime(edit.submitted_at) })}
          </Text>
        </Stack>
        {canChange && (
          <Group gap="xs">
            <Button
              component={Link}
              to={path('jobs/edit')}
              search={{ id: job.id } as never}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('changes.edit')}
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={withdraw}
              loading={withdrawEdit.isPending}
            >
              {t('changes.withdraw')}
            </Button>
          </Group>
        )}
        <JobChanges job={job} edit={edit} />
      </Stack>
    </Paper>
  );
}
