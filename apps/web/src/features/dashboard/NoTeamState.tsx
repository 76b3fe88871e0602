import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PendingInvitations } from '../invitations/PendingInvitations.js';
import classes from './dashboard.module.css';

/**
 * Spec §2: a user with no organisation is told so, and whom to ask; and any invitation waiting
 * for them is right here, to accept without looking for it.
 */
export function NoTeamState({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Center className={classes.emptyState} px="md">
      <Stack align="center" gap="xl" w="100%">
        <Stack align="center" gap="sm" maw={440} ta="center">
          <ThemeIcon variant="light" size={72} radius="xl" aria-hidden className={classes.brandAccent}>
            <IconUsersGroup size={38} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz="h3" mt="sm">
            {t('noTeam.title')}
          </Title>
          <Text className={classes.muted}>{t('noTeam.text')}</Text>
          <Text size="sm" className={classes.muted} mt="xs">
            {t('noTeam.signedInAs', { email: `\u2068${email}\u2069` })}
          </Text>
        </Stack>
        <Stack w="100%" maw={640} ta="start">
          <PendingInvitations />
        </Stack>
      </Stack>
    </Center>
  );
}
