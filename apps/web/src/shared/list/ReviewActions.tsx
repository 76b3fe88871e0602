import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonSchema } from '../ui/ReasonModal.js';
import { RejectModal } from '../ui/RejectModal.js';
import { confirmBulk } from './confirm-bulk.js';

/** Texts of a question the user answers before the action runs. */
type Ask = { title: string; text: string };
export type ReviewApprove = Ask & { confirm: string; pending: boolean; run: () => void };
export type ReviewReject = Ask & {
  schema: ReasonSchema;
  max: number;
  pending: boolean;
  run: (reason: string) => Promise<unknown>;
};

/**
 * A moderation queue's actions at the toolbar's end: how many are selected (or what to do), then
 * "Approve" (after a confirmation naming the rows) and "Reject" (with a reason, e-mailed). Both are
 * off while nothing is selected or one of them runs. The rejection dialog closes once `run` resolves.
 */
export function ReviewActions({
  names,
  hint,
  approve,
  reject,
}: {
  /** The selected rows' names. */
  names: readonly string[];
  /** "Select jobs to approve or reject." while nothing is selected. */
  hint: string;
  approve: ReviewApprove;
  reject: ReviewReject;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const count = names.length;
  const off = count === 0 || approve.pending || reject.pending;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {count > 0 ? t('list.selected', { count }) : hint}
      </Text>
      <Button
        leftSection={<IconCheck size={16} aria-hidden />}
        disabled={off}
        loading={approve.pending}
        onClick={() => confirmBulk({ names, ...approve, onConfirm: approve.run })}
      >
        {t('list.approve')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={off}
        loading={reject.pending}
        onClick={() => setRejecting(true)}
      >
        {t('list.reject')}
      </Button>
      <RejectModal
        opened={rejecting}
        schema={reject.schema}
        max={reject.max}
        title={reject.title}
        text={reject.text}
        onClose={() => setRejecting(false)}
        onReject={(reason) => reject.run(reason).then(() => setRejecting(false))}
      />
    </Group>
  );
}
