import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Locale } from '@talent/contract';

const LANGS = ['en', 'fr', 'ar'] as const satisfies readonly Locale[];

export type LabelledItem = { key: string; label: Record<(typeof LANGS)[number], string> };

type Props = {
  items: LabelledItem[];
  onChange: (items: LabelledItem[]) => void;
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
function keyFor(name: string, taken: LabelledItem[]) {
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

/** An ordered list of choices, each named in three languages: reorder, add, remove (never the last). */
export function LabelListEditor({ items, onChange, max, maxLength, labels }: Props) {
  const move = (i: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
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
                value={item.label[lang]}
                dir={lang === 'ar' ? 'rtl' : 'ltr'}
                maxLength={maxLength}
                required
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  onChange(items.map((x, j) => (j === i ? { ...x, label: { ...x.label, [lang]: value } } : x)));
                }}
                style={{ flex: '1 1 150px' }}
              />
            ))}
            <Group gap={2}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={labels.up(i + 1)}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={labels.down(i + 1)}
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={labels.remove(i + 1)}
                disabled={items.length === 1}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={items.length >= max}
          onClick={() => {
            const name = labels.newName(items.length + 1);
            onChange([...items, { key: keyFor(name, items), label: { en: name, fr: name, ar: name } }]);
          }}
        >
          {labels.add}
        </Button>
      </Group>
    </Stack>
  );
}
