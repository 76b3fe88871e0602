import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { jobQuery, useJobAction } from '../api.js';
import { useJobScope } from '../useJobScope.js';
import { forgetPendingJob, type PendingJob, readPendingJob } from './pending-job.js';

/**
 * On the payment page, once credits are paid: the draft that found none before, published in one
 * click ("Later" forgets it). Shows nothing when no job waits or it is no longer a draft.
 */
export function PendingJobPublish() {
  const [pending, setPending] = useState<PendingJob | null>(readPendingJob);
  if (!pending) return null;
  return <Offer pending={pending} onDone={() => setPending(null)} />;
}

function Offer({ pending, onDone }: { pending: PendingJob; onDone: () => void }) {
  const { t } = useTranslation('job-form');
  const { scope, path } = useJobScope();
  const navigate = useNavigate();
  const { publish } = useJobAction(scope);
  const job = useQuery(jobQuery(scope, pending.id));
  const title = job.data?.title ?? pending.title;
  if (job.data && job.data.status !== 'draft') return null;
  if (job.isError || !title) return null;

  function later() {
    forgetPendingJob();
    onDone();
  }

  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('pending.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pending.text')}
        </Text>
        <FormErrorAlert message={formAlert(publish.error)} />
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(pending.id, {
                onSuccess: (published) => {
                  forgetPendingJob();
                  showSnackbar(
                    'success',
                    t(published.status === 'on_hold' ? 'submitted' : 'published', { title: published.title }),
                  );
                  void navigate({ to: path(`jobs/${published.id}`) });
                },
              })
            }
          >
            {t('pending.publish', { title })}
          </Button>
          <Button variant="default" onClick={later} disabled={publish.isPending}>
            {t('pending.later')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
