import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Locale } from '@talent/contract';

/** A row moves one place up or down. */
const MOVES = [
  { by: -1, Icon: IconArrowUp },
  { by: 1, Icon: IconArrowDown },
] as const;

const LANGS = ['en', 'fr', 'ar'] as const satisfies readonly Locale[];

export type LabelledItem = { key: string; label: Record<(typeof LANGS)[number], string> };

/** The part of a `@mantine/form` form the editor works on: one list of its values. */
export type LabelListForm = {
  errors: FormErrors;
  getInputProps: (path: string) => GetInputPropsReturnType;
  insertListItem: (path: string, item: LabelledItem) => void;
  removeListItem: (path: string, index: number) => void;
  reorderListItem: (path: string, payload: { from: number; to: number }) => void;
};

type Props = {
  form: LabelListForm;
  /** Where the list is in the form's values (`application_stages`). */
  path: string;
  items: readonly LabelledItem[];
  max: number;
  maxLength: number;
  /** Words of the caller: field labels and button names for item `n` (1-based). */
  labels: {
    field: (lang: (typeof LANGS)[number], n: number) => string;
    up: (n: number) => string;
    down: (n: number) => string;
    remove: (n: number) => string;
    add: string;
    newName: (n: number) => string;
  };
};

/** A stable key from a name: `Stage 6` → `stage_6`, unique in the list. */
function keyFor(name: string, taken: readonly LabelledItem[]) {
  const base =
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 's$1')
      .slice(0, 36) || 'item';
  let key = base;
  for (let n = 2; taken.some((i) => i.key === key); n++) key = `${base}_${n}`;
  return key;
}

/**
 * An ordered list of choices in a form, each named in three languages: reorder, add, remove (never
 * the last). Each name is a field of the form; a problem of the whole list shows under it.
 */
export function LabelListEditor({ form, path, items, max, maxLength, labels }: Props) {
  const move = (from: number, by: number) => form.reorderListItem(path, { from, to: from + by });
  const listError = form.errors[path];
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, i) => (
          <Group key={item.key} component="li" gap="xs" align="flex-end" wrap="wrap">
            <Text size="sm" fw={700} w={24} aria-hidden>
              {i + 1}
            </Text>
            {LANGS.map((lang) => (
              <TextInput
                key={lang}
                label={labels.field(lang, i + 1)}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                maxLength={maxLength}
                required
                {...form.getInputProps(`${path}.${i}.label.${lang}`)}
                style={{ flex: '1 1 150px' }}
              />
            ))}
            <Group gap={2}>
              {MOVES.map(({ by, Icon }) => (
                <ActionIcon
                  key={by}
                  variant="subtle"
                  color="gray"
                  aria-label={(by < 0 ? labels.up : labels.down)(i + 1)}
                  disabled={i + by < 0 || i + by >= items.length}
                  onClick={() => move(i, by)}
                >
                  <Icon size={16} />
                </ActionIcon>
              ))}
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={labels.remove(i + 1)}
                disabled={items.length === 1}
                onClick={() => form.removeListItem(path, i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      {listError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-field={path}>
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={items.length >= max}
          onClick={() => {
            const name = labels.newName(items.length + 1);
            form.insertListItem(path, { key: keyFor(name, items), label: { en: name, fr: name, ar: name } });
          }}
        >
          {labels.add}
        </Button>
      </Group>
    </Stack>
  );
}
