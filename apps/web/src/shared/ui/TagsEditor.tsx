import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { JOB_TAG_MAX } from '@talent/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiErrors, formAlert, itemsUnderList } from '../form/api-errors.js';
import { contractResolver } from '../form/contract-resolver.js';
import { showSnackbar } from './snackbar.js';
import { TagsField } from './TagsField.js';

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

type Props = {
  tags: string[];
  canEdit: boolean;
  /** The contract's body of this thing's tags (`JobTagsBody`…). */
  schema: z.ZodType<{ tags: string[] }>;
  saving: boolean;
  /** The most tags this thing may carry (the contract's `…_TAGS_MAX`). */
  max: number;
  /** Where the thing words them its own way; the rest are the common texts. */
  texts?: Partial<TagsEditorTexts>;
  onSave: (tags: string[], outcome: TagsSaveOutcome) => void;
};

/**
 * Tags of one thing (job, candidate, application), edited in place by whoever may, read-only for
 * the others. The tag rules are shared: at most 20, 40 characters each.
 */
export function TagsEditor({ canEdit, texts: own, ...props }: Props) {
  const { t } = useTranslation('common');
  const texts: TagsEditorTexts = {
    title: t('tags.title'),
    none: t('tags.none'),
    label: t('tags.title'),
    help: t('tags.help', { max: props.max }),
    placeholder: t('tags.placeholder'),
    save: t('tags.save'),
    saved: t('tags.saved'),
    failed: t('tags.failed'),
    ...own,
  };
  return canEdit ? <TagsForm {...props} texts={texts} /> : <TagsView tags={props.tags} texts={texts} />;
}

type Resolved = Omit<Props, 'canEdit' | 'texts'> & { texts: TagsEditorTexts };

function TagsView({ tags, texts }: Pick<Resolved, 'tags' | 'texts'>) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {texts.title}
      </Title>
      {tags.length ? (
        <Group gap="xs">
          {tags.map((tag) => (
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

function TagsForm({ tags: stored, schema, saving, max, texts, onSave }: Resolved) {
  const form = useForm({
    initialValues: { tags: stored },
    validate: contractResolver(schema, { fieldOf: (path) => String(path[0]) }),
  });
  // A refetch (after saving, or another change) brings the stored tags back, and they become what
  // "changed" is measured against.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the stored tags change
  useEffect(() => {
    form.setInitialValues({ tags: stored });
    form.reset();
  }, [stored]);

  function submit(values: { tags: string[] }) {
    onSave(schema.parse(values).tags, {
      onSuccess: () => showSnackbar('success', texts.saved),
      onError: (e) => {
        // A refusal of a tag shows under the field; anything else in a snackbar.
        if (Object.keys(applyApiErrors(form, e, itemsUnderList)).length === 0)
          showSnackbar('error', formAlert(e) ?? texts.failed ?? '');
      },
    });
  }

  const changed = form.isDirty();
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TagsField
          label={texts.label}
          description={texts.help}
          placeholder={texts.placeholder}
          {...form.getInputProps('tags')}
          onChange={(next) => form.setFieldValue('tags', next)}
          maxLength={JOB_TAG_MAX}
          maxTags={max}
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
