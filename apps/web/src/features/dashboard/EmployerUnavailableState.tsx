import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { EmployerStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from './dashboard.module.css';

/** The selected employer was disabled or rejected: say so, and whom to ask, instead of failing screens. */
export function EmployerUnavailableState({ name, status }: { name: string; status: EmployerStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Center className={classes.emptyState} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon variant="light" size={72} radius="xl" aria-hidden className={classes.brandAccent}>
          <IconBuildingOff size={38} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz="h3" mt="sm">
          {t('unavailable.title', { name: `\u2068${name}\u2069` })}
        </Title>
        <Text className={classes.muted}>
          {t(status === 'rejected' ? 'unavailable.rejected' : 'unavailable.disabled')}
        </Text>
      </Stack>
    </Center>
  );
}
