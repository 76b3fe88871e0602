import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { Employer } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import classes from '../employers.module.css';

/** Logo, name (a link to the profile) and the business name when it differs. */
export function EmployerNameCell({ employer, to }: { employer: Employer; to: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={employer.logo}
        name={employer.name}
        variant="filled"
        color="var(--mantine-primary-color-filled)"
        radius="md"
        size={36}
        className={classes.logo}
        alt=""
      />
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={to} fw={600} size="sm" truncate>
          {employer.name}
        </Anchor>
        {employer.business_name && employer.business_name !== employer.name && (
          <Text size="xs" c="dimmed" truncate>
            {employer.business_name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
