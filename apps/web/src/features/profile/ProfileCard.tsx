import { Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { OptionalForm } from '../../shared/form/OptionalForm.js';

/**
 * One card of the profile page: its title (and intro), an error alert's place and the fields.
 * With `onSubmit` the card is a form; `size` bounds its width or fills its grid cell.
 */
export function ProfileCard({
  title,
  intro,
  onSubmit,
  size,
  children,
}: {
  title: string;
  intro?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  size: Pick<PaperProps, 'maw' | 'h'>;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="h4">
      {title}
    </Title>
  );
  const body = (
    <Stack gap="md">
      {intro ? (
        <div>
          {heading}
          <Text size="sm" c="dimmed" mt={4}>
            {intro}
          </Text>
        </div>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg" {...size}>
      <OptionalForm onSubmit={onSubmit}>{body}</OptionalForm>
    </Paper>
  );
}
