import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A moderation queue's actions at the toolbar's end: how many are selected (or what to do), then
 * "Approve" and "Reject", both off while nothing is selected or one of them runs.
 */
export function ReviewActions({
  count,
  hint,
  approving,
  rejecting,
  onApprove,
  onReject,
}: {
  count: number;
  /** "Select jobs to approve or reject." while nothing is selected. */
  hint: string;
  approving: boolean;
  rejecting: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const off = count === 0 || approving || rejecting;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {count > 0 ? t('list.selected', { count }) : hint}
      </Text>
      <Button leftSection={<IconCheck size={16} aria-hidden />} disabled={off} loading={approving} onClick={onApprove}>
        {t('list.approve')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={off}
        loading={rejecting}
        onClick={onReject}
      >
        {t('list.reject')}
      </Button>
    </Group>
  );
}
