import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../shared/session/me-query.js';
import { useLogout } from '../../shared/session/useLogout.js';

/** Names keep their own direction inside a sentence of the other one (Latin names in Arabic text). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A linked invitation this session does not list, when it was opened through an account's single
 * sign-on: that session acts for that account alone (SECURITY 32), so an offer from another
 * organisation is answered after signing in with the person's own password or passkey. Signing out
 * here comes back to the same link after that sign-in.
 */
export function OwnSignInNotice() {
  const { t } = useTranslation('invitations');
  const { data: me } = useQuery(meQuery);
  const href = useLocation({ select: (l) => l.href });
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const bound = me?.session_account;
  const account = me?.accounts.find((a) => a.id === bound?.id)?.name;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconKey size={18} aria-hidden />}
      title={t('mine.ownSignIn.title')}
      // The orange title alone is too pale on the light tint; the icon carries the colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {account ? t('mine.ownSignIn.text', { account: isolate(account) }) : t('mine.ownSignIn.textNoName')}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void logout(href).finally(() => setBusy(false));
            }}
          >
            {t('mine.ownSignIn.signOut')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
