import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { SectionCard } from '../../shared/ui/SectionCard.js';

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
  return (
    <SectionCard id={`settings-${id}`} title={title} intro={text} onSubmit={onSubmit}>
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
    </SectionCard>
  );
}
