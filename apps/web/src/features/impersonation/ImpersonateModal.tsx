import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IMPERSONATION_MAX_MINUTES, IMPERSONATION_REASON_MAX } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../auth/forms.js';
import { useImpersonation } from './useImpersonation.js';

/** Asks why staff want to act as `person`, then switches to that person. */
export function ImpersonateModal({
  person,
  onClose,
}: {
  person: { id: number; name: string; email: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { start } = useImpersonation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!person) return;
    if (reason.trim().length < 3) {
      setError(t('impersonation.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await start(person.id, reason.trim());
    } catch (e) {
      setError(formAlert(e) ?? t('impersonation.failed'));
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={t('impersonation.title', { name: person?.name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('impersonation.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('impersonation.text', {
              name: person?.name ?? '',
              email: person?.email ?? '',
              minutes: IMPERSONATION_MAX_MINUTES,
            })}
          </Text>
          <Textarea
            label={t('impersonation.reason')}
            description={t('impersonation.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={IMPERSONATION_REASON_MAX}
            autosize
            minRows={2}
            required
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('impersonation.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('impersonation.confirm', { name: person?.name ?? '' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
