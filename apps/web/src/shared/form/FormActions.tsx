import { Button, type ButtonProps, Group } from '@mantine/core';

type Props = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button spins while the form is sent. */
  loading?: boolean;
  disabled?: boolean;
  /** e.g. red for a submit that takes something away. */
  color?: ButtonProps['color'];
};

/** A form's last row: a way out, then the submit button, at the end of the line. */
export function FormActions({ cancelLabel, onCancel, submitLabel, loading, disabled, color }: Props) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled} color={color}>
        {submitLabel}
      </Button>
    </Group>
  );
}
