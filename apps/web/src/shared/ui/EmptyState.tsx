import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The body of a list (or panel) with nothing to show: an icon, a heading, a line, an action. */
export function EmptyState({
  icon: IconComponent,
  title,
  text,
  action,
}: {
  icon: Icon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Center py={48} px="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconComponent size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="h4" mt="xs">
          {title}
        </Title>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
        {action && <Group mt="sm">{action}</Group>}
      </Stack>
    </Center>
  );
}
