import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './BulkActionBar.module.css';

export type BulkActionBarProps = {
  /** The region's accessible name. */
  label: string;
  /** "3 selected", already translated. */
  summary: string;
  /** The bulk action buttons. */
  children: ReactNode;
  /** With both: a "clear the selection" icon button after the actions. */
  clearLabel?: string;
  onClear?: () => void;
};

/** The strip above a list while rows are selected: how many, the bulk actions, and "clear". */
export function BulkActionBar({ label, summary, children, clearLabel, onClear }: BulkActionBarProps) {
  return (
    <Group className={classes.bar} justify="space-between" gap="sm" role="region" aria-label={label}>
      <Text size="sm" fw={600}>
        {summary}
      </Text>
      <Group gap="xs">
        {children}
        {onClear && clearLabel && (
          <Tooltip label={clearLabel}>
            <ActionIcon variant="subtle" color="gray" aria-label={clearLabel} onClick={onClear}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
