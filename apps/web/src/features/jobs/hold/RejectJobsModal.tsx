import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { JOB_REJECTION_REASON_MAX } from '@talent/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../auth/forms.js';

/** Asks the reason of a rejection (required, e-mailed to the employer; the credit is refunded). */
export function RejectJobsModal({
  opened,
  count,
  name,
  loading,
  onClose,
  onReject,
}: {
  opened: boolean;
  count: number;
  name?: string;
  loading: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('jobs-list');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Each opening starts blank, also after a rejection closed it.
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = reason.trim();
    if (!value) return setError(fieldMessage('required'));
    if (value.length > JOB_REJECTION_REASON_MAX) {
      return setError(fieldMessage('too_long', { max: JOB_REJECTION_REASON_MAX }));
    }
    setError(null);
    onReject(value);
  }

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={name ? t('reject.titleOne', { name }) : t('reject.title', { count })}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('reject.text')}</Text>
          <Textarea
            label={t('reject.reason')}
            description={t('reject.reasonHelp', { max: JOB_REJECTION_REASON_MAX })}
            required
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
          />
          <Text size="xs" c="dimmed" ta="end" aria-live="polite">
            {t('reject.counter', { count: reason.trim().length, max: JOB_REJECTION_REASON_MAX })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={loading}>
              {t('reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
