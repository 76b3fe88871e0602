import { Alert, Button, Text } from '@mantine/core';
import { IconCoins, IconInfoCircle } from '@tabler/icons-react';
import type { Job } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useJobScope } from '../useJobScope.js';

/** What the job's state asks of the reader: in review, why it was rejected, no credit to publish. */
export function JobNotices({
  job,
  creditError,
  onCloseCreditError,
}: {
  job: Job;
  creditError: string | null;
  onCloseCreditError: () => void;
}) {
  const { t } = useTranslation('job-detail');
  const { path } = useJobScope();
  return (
    <>
      {creditError && job.status === 'draft' && (
        <Alert
          variant="light"
          color="orange"
          title={t('notice.insufficientCredits')}
          // The orange title alone is too pale on the light tint; the icon carries the colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          icon={<IconCoins size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('actions.close')}
          onClose={onCloseCreditError}
        >
          <Text size="sm" c="var(--mantine-color-text)">
            {creditError}
          </Text>
          <Button
            component={Link}
            to={path('credit-system/create')}
            search={{ job: job.id } as never}
            size="xs"
            mt="sm"
            leftSection={<IconCoins size={14} aria-hidden />}
          >
            {t('actions.buyCredits')}
          </Button>
        </Alert>
      )}
      {job.status === 'on_hold' && (
        <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm" c="var(--mantine-color-text)">
            {t('notice.onHold')}
          </Text>
        </Alert>
      )}
      {job.status === 'rejected' && job.rejection_reason && (
        <Alert variant="light" color="red" title={t('notice.rejected')} icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm" c="var(--mantine-color-text)" dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {job.rejection_reason}
          </Text>
        </Alert>
      )}
    </>
  );
}
