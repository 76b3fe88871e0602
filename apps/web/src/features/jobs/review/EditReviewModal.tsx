import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Job } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { JobChanges } from './JobChanges.js';

/**
 * The review queue's dialog for an edit: the changes beside the live version, then approve or
 * reject. `job` is the queue's row as last fetched, so a newer version replaces the one shown.
 */
export function EditReviewModal({
  job,
  busy,
  onClose,
  onApprove,
  onReject,
}: {
  job: Job | null;
  busy: boolean;
  onClose: () => void;
  onApprove: (job: Job) => void;
  onReject: (job: Job) => void;
}) {
  const { t } = useTranslation('jobs-list');
  const { dateTime } = useFormat();
  const edit = job?.pending_edit ?? null;
  return (
    <Modal
      opened={Boolean(job && edit)}
      onClose={onClose}
      title={job ? t('changes.title', { title: job.title }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {job && edit && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('changes.text', { employer: job.employer.name, date: dateTime(edit.submitted_at) })}
          </Text>
          <JobChanges job={job} edit={edit} />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onReject(job)}
              disabled={busy}
            >
              {t('changes.reject')}
            </Button>
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onApprove(job)} loading={busy}>
              {t('changes.approve')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
