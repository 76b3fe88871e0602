import { Badge, Button, Group, Stack, TagsInput, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { JOB_TAG_MAX, JOB_TAGS_MAX } from '@talent/contract';
import { useEffect, useState } from 'react';
import { formAlert } from '../form/api-errors.js';
import { showSnackbar } from './snackbar.js';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

export type TagsEditorTexts = {
  title: string;
  none: string;
  label: string;
  help: string;
  placeholder: string;
  save: string;
  /** The snackbar once saved. */
  saved: string;
  /** The snackbar when saving failed and the server said nothing usable. */
  failed?: string;
};

/** What `onSave` passes to the mutation, so the editor reports the outcome. */
export type TagsSaveOutcome = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * Tags of one thing (job, candidate, application), edited in place by whoever may, read-only for
 * the others. The tag rules are shared: at most 20, 40 characters each.
 */
export function TagsEditor({
  tags: stored,
  canEdit,
  saving,
  texts,
  onSave,
}: {
  tags: string[];
  canEdit: boolean;
  saving: boolean;
  texts: TagsEditorTexts;
  onSave: (tags: string[], outcome: TagsSaveOutcome) => void;
}) {
  const [tags, setTags] = useState(stored);
  // A refetch (after saving, or another change) brings the stored tags back.
  useEffect(() => setTags(stored), [stored]);

  if (!canEdit) {
    return (
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {texts.title}
        </Title>
        {stored.length ? (
          <Group gap="xs">
            {stored.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
      </Stack>
    );
  }

  const changed = !same(tags, stored);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(tags, {
          onSuccess: () => showSnackbar('success', texts.saved),
          onError: (e) => showSnackbar('error', formAlert(e) ?? texts.failed ?? ''),
        });
      }}
    >
      <Stack gap="sm">
        <TagsInput
          label={texts.label}
          description={texts.help}
          placeholder={texts.placeholder}
          value={tags}
          onChange={(next) => setTags(next.map((tag) => tag.trim().slice(0, JOB_TAG_MAX)).filter(Boolean))}
          maxTags={JOB_TAGS_MAX}
          clearable
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="sm"
            variant={changed ? 'filled' : 'default'}
            disabled={!changed}
            loading={saving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
