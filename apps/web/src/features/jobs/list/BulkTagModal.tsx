import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { JOB_TAG_MAX, JOB_TAGS_MAX, type Job } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../auth/forms.js';

/** Tags to add to and remove from the selected jobs; at least one of the two. */
export function BulkTagModal({
  chosen,
  opened,
  loading,
  onClose,
  onApply,
}: {
  chosen: Job[];
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onApply: (change: { add: string[]; remove: string[] }) => void;
}) {
  const { t } = useTranslation('jobs-list');
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Offer the tags the selected jobs already have, for removal.
  const present = [...new Set(chosen.flatMap((j) => j.tags))].sort();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.length + remove.length === 0) {
      setError(fieldMessage('required'));
      return;
    }
    onApply({ add, remove });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tagging.title', { count: chosen.length })}
      centered
      onExitTransitionEnd={() => {
        setAdd([]);
        setRemove([]);
        setError(null);
      }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('tagging.text', { max: JOB_TAGS_MAX })}</Text>
          <TagsInput
            label={t('tagging.add')}
            value={add}
            onChange={(v) => {
              setAdd(v.map((tag) => tag.trim().slice(0, JOB_TAG_MAX)).filter(Boolean));
              setError(null);
            }}
            maxTags={JOB_TAGS_MAX}
            clearable
            error={error}
          />
          <TagsInput
            label={t('tagging.remove')}
            data={present}
            value={remove}
            onChange={(v) => {
              setRemove(v);
              setError(null);
            }}
            clearable
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('tagging.apply', { count: chosen.length })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
