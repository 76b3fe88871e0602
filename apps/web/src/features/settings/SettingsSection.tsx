import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { OptionalForm } from '../../shared/form/OptionalForm.js';

/**
 * One block of the settings page: a titled card (named by its title for screen readers), its
 * controls, and a save button at the end. With `onSubmit` the card is a form and the button submits it.
 */
export function SettingsSection({
  id,
  title,
  text,
  onSubmit,
  save,
  actions,
  children,
}: {
  /** Makes the title's id, `settings-<id>`. */
  id: string;
  title: string;
  text: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  save: { label: string; loading: boolean; onClick?: () => void };
  /** Buttons shown before the save button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const body = (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h4" id={`settings-${id}`}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
      {children}
      <Group justify="flex-end" gap="sm">
        {actions}
        <Button
          type={onSubmit ? 'submit' : 'button'}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={save.loading}
          onClick={save.onClick}
        >
          {save.label}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`settings-${id}`}>
      <OptionalForm onSubmit={onSubmit}>{body}</OptionalForm>
    </Paper>
  );
}
