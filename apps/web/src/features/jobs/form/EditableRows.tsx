import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const addIcon = <IconPlus size={14} aria-hidden />;

type Props = {
  label: string;
  hint: string;
  count: number;
  max: number;
  error: ReactNode;
  addLabel: string;
  onAdd: () => void;
  removeLabel: (i: number) => string;
  onRemove: (i: number) => void;
  /** The remove button's top margin, to line it up with a row whose fields carry labels. */
  removeOffset?: number;
  row: (i: number) => ReactNode;
};

/** A list edited in place (selling points, links): its rows each with a remove button, then "Add" while under `max`. */
export function EditableRows({
  label,
  hint,
  count,
  max,
  error,
  addLabel,
  onAdd,
  removeLabel,
  onRemove,
  removeOffset,
  row,
}: Props) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed" mt={-6}>
        {hint}
      </Text>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; the index is its identity.
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          {row(i)}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={removeOffset}
            aria-label={removeLabel(i)}
            onClick={() => onRemove(i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      {count < max && (
        <Button variant="light" size="xs" w="fit-content" leftSection={addIcon} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
