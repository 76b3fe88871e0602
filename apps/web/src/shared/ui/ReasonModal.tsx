import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { fieldMessage } from '../form/field-message.js';

export type ReasonModalLabels = {
  title: string;
  text: string;
  reason: string;
  reasonHelp: string;
  /** "12 / 1000" in the caller's words. */
  counter: (count: number) => string;
  submit: string;
  cancel: string;
};

/**
 * Asks for a required reason (a rejection the employer is e-mailed), checked like the server
 * does: not blank, at most `max` characters. Each opening starts blank.
 */
export function ReasonModal({
  opened,
  max,
  loading,
  labels,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  max: number;
  loading: boolean;
  labels: ReasonModalLabels;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

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
    if (value.length > max) return setError(fieldMessage('too_long', { max }));
    setError(null);
    onSubmit(value);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={labels.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{labels.text}</Text>
          <Textarea
            label={labels.reason}
            description={labels.reasonHelp}
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
            {labels.counter(reason.trim().length)}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {labels.cancel}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {labels.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
