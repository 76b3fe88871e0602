import { Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { JOB_TAG_MAX, JOB_TAGS_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { itemsUnderList } from '../form/api-errors.js';
import { contractResolver } from '../form/contract-resolver.js';
import { FormActions } from '../form/FormActions.js';
import { FormErrorAlert } from '../form/FormErrorAlert.js';
import { FormModal } from '../form/FormModal.js';
import { useFormSending } from '../form/useFormSending.js';
import { TagsField } from './TagsField.js';

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

type TagChange = { add: string[]; remove: string[] };

type Props = {
  chosen: readonly { tags: string[] }[];
  opened: boolean;
  /** The contract's tag change of these rows (`JobTagChange`…): at least one tag, each within the limits. */
  schema: z.ZodType<TagChange>;
  texts: BulkTagTexts;
  onClose: () => void;
  /** Sends the change; the caller closes the dialog once it resolves. A refusal is shown in the dialog. */
  onApply: (change: TagChange) => Promise<unknown>;
};

/**
 * Tags to add to and remove from the selected rows; at least one of the two. Jobs, candidates and
 * applications share the tag rules (at most 20 per row, 40 characters each). Each opening starts blank.
 */
export function BulkTagModal({ opened, texts, onClose, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={texts.title} closeLabel={t('close')}>
      <TagForm texts={texts} onClose={onClose} {...props} />
    </FormModal>
  );
}

function TagForm({ chosen, schema, texts, onClose, onApply }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const form = useForm<TagChange>({
    initialValues: { add: [], remove: [] },
    validate: contractResolver(schema, { fieldOf: (path) => String(path[0]) }),
  });
  const sending = useFormSending(form, itemsUnderList);
  // Offer the tags the selected rows already have, for removal.
  const present = [...new Set(chosen.flatMap((row) => row.tags))].sort();

  return (
    <form onSubmit={form.onSubmit((values) => sending.send(() => onApply(schema.parse(values))))} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
        <Text size="sm">{texts.text}</Text>
        <TagsField
          label={texts.add ?? t('list.tagsToAdd')}
          {...form.getInputProps('add')}
          onChange={(tags) => form.setFieldValue('add', tags)}
          maxLength={JOB_TAG_MAX}
          maxTags={JOB_TAGS_MAX}
        />
        <TagsInput
          label={texts.remove ?? t('list.tagsToRemove')}
          data={present}
          {...form.getInputProps('remove')}
          clearable
        />
        <FormActions
          cancelLabel={texts.cancel ?? t('list.cancel')}
          onCancel={onClose}
          submitLabel={texts.apply}
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
