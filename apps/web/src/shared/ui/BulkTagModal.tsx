import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { JOB_TAG_MAX, JOB_TAGS_MAX } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../form/field-message.js';

/**
 * Translated texts of the tagging dialog (the thing tagged differs: jobs, candidates, applications);
 * the field names and "Cancel" are the same for all (`common:list.*`) unless given.
 */
export type BulkTagTexts = {
  title: string;
  text: string;
  apply: string;
  add?: string;
  remove?: string;
  cancel?: string;
};

/**
 * Tags to add to and remove from the selected rows; at least one of the two. Jobs, candidates and
 * applications share the tag rules (at most 20 per row, 40 characters each).
 */
export function BulkTagModal({
  chosen,
  opened,
  loading,
  texts,
  onClose,
  onApply,
}: {
  chosen: readonly { tags: string[] }[];
  opened: boolean;
  loading: boolean;
  texts: BulkTagTexts;
  onClose: () => void;
  onApply: (change: { add: string[]; remove: string[] }) => void;
}) {
  const { t } = useTranslation();
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Offer the tags the selected rows already have, for removal.
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
      title={texts.title}
      centered
      onExitTransitionEnd={() => {
        setAdd([]);
        setRemove([]);
        setError(null);
      }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{texts.text}</Text>
          <TagsInput
            label={texts.add ?? t('list.tagsToAdd')}
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
            label={texts.remove ?? t('list.tagsToRemove')}
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
              {texts.cancel ?? t('list.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {texts.apply}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
