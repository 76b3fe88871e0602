import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the employer form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
