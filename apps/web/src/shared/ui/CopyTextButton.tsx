import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * Copies `value` and says so on the button itself for a moment (a word, not a tooltip: seen by
 * all). Recovery codes, a signing secret.
 */
export function CopyTextButton({ value, copy, copied }: { value: string; copy: string; copied: string }) {
  return (
    <CopyButton value={value}>
      {(state) => (
        <Button
          variant="default"
          size="xs"
          leftSection={state.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          onClick={state.copy}
        >
          {state.copied ? copied : copy}
        </Button>
      )}
    </CopyButton>
  );
}
