import { Alert, Button, Text } from '@mantine/core';
import { IconCoins, IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import type { Job } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useReasonList } from '../components/useReasonList.js';
import { useJobScope } from '../useJobScope.js';

/**
 * What the job's state asks of the reader: in review (or waiting for its employer's approval), why
 * it was rejected (or its last edit refused), who unlisted it when that was the job board's team,
 * no credit to publish.
 */
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
            {job.awaiting_employer ? t('notice.awaitingEmployer', { employer: job.employer.name }) : t('notice.onHold')}
          </Text>
        </Alert>
      )}
      <UnlistedNotice job={job} />
      {job.rejected_edit && (
        <Alert
          variant="light"
          color="red"
          title={t('notice.editRejected')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          <Text size="sm" c="var(--mantine-color-text)" dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {job.rejected_edit.reason}
          </Text>
          <Text size="sm" c="var(--mantine-color-text)" mt="xs">
            {t('notice.editRejectedText')}
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

/** "Unlisted by moderation" with the reports' reasons and the moderator's note, or by the team. */
function UnlistedNotice({ job }: { job: Job }) {
  const { t } = useTranslation('job-detail');
  const { date } = useFormat();
  const reasonList = useReasonList();
  const unlisted = job.unlisted;
  if (job.status !== 'unlisted' || !unlisted || unlisted.by === 'employer') return null;
  const moderation = unlisted.by === 'moderation';
  return (
    <Alert
      variant="light"
      color="red"
      title={t(moderation ? 'notice.unlistedByModeration' : 'notice.unlistedByStaff')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconShieldLock size={18} aria-hidden />}
    >
      <Text size="sm" c="var(--mantine-color-text)">
        {moderation && unlisted.reasons.length > 0
          ? t('notice.unlistedByModerationText', { reasons: reasonList(unlisted.reasons), date: date(unlisted.at) })
          : t('notice.unlistedByStaffText', { date: date(unlisted.at) })}
      </Text>
      {unlisted.note && (
        <Text size="sm" c="var(--mantine-color-text)" mt="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          <Text span fw={700} size="sm">
            {t('notice.moderatorNote')}
          </Text>{' '}
          {unlisted.note}
        </Text>
      )}
    </Alert>
  );
}
