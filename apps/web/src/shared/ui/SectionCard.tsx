import { Paper, type PaperProps, Stack, type StackProps, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { OptionalForm } from '../form/OptionalForm.js';

/**
 * A titled card of a page (settings, profile, brand, sign-in security): its title and intro, then
 * its content. With `id` it is a `section` landmark named by its title; with `onSubmit` its content
 * is a form.
 */
export function SectionCard({
  id,
  title,
  intro,
  onSubmit,
  gap = 'md',
  children,
  ...paper
}: {
  /** The title's id; the card becomes a `section` it names. */
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  gap?: StackProps['gap'];
  children: ReactNode;
} & Omit<PaperProps, 'children' | 'title'>) {
  const heading = (
    <Title order={2} fz="h4" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      {...(id ? { component: 'section' as const, 'aria-labelledby': id } : {})}
      {...paper}
    >
      <OptionalForm onSubmit={onSubmit}>
        <Stack gap={gap}>
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
      </OptionalForm>
    </Paper>
  );
}
