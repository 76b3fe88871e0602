import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button spins while the form is sent. */
  loading?: boolean;
  disabled?: boolean;
  /** e.g. red for a submit that takes something away. */
  color?: ButtonProps['color'];
  /** An icon before the submit button's label. */
  icon?: ReactNode;
};

/** A form's last row: a way out, then the submit button, at the end of the line. */
export function FormActions({ cancelLabel, onCancel, submitLabel, loading, disabled, color, icon }: Props) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled} color={color} leftSection={icon}>
        {submitLabel}
      </Button>
    </Group>
  );
}
