import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogout, IconRefresh } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { useAuthStore } from '../../shared/auth/auth-store.js';
import { useLogout } from '../../shared/session/useLogout.js';

/**
 * What a screen that failed to load shows: what went wrong, in the reader's language, with
 * "Try again" and, for anyone signed in, "Log out", so no failure leaves a person stuck.
 */
export function ErrorPanel({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation(['common', 'layout']);
  const router = useRouter();
  const signedIn = useAuthStore((s) => s.token !== null);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  // The server's own message is translated and says what to do; a crash or an outage is not.
  const detail = error instanceof ApiError && error.status < 500 ? error.message : t('errors.loadFailedText');

  return (
    <Stack align="center" gap="md" ta="center" maw={480} mx="auto" py="xl">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <IconAlertTriangle size={30} stroke={1.75} />
      </ThemeIcon>
      <Stack gap={6} role="alert">
        <Title order={1} fz="h3">
          {t('errors.loadFailedTitle')}
        </Title>
        <Text c="dimmed">{detail}</Text>
      </Stack>
      <Group justify="center" gap="sm">
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void router.invalidate()}>
          {t('errors.tryAgain')}
        </Button>
        {signedIn && (
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden className="mantine-rotate-rtl" />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              void logout().finally(() => setBusy(false));
            }}
          >
            {t('layout:user.logout')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
