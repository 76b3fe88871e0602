import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { TokenResponse } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.js';
import { isCeremonyError, passkeysSupported } from '../../shared/webauthn/ceremony-error.js';

/**
 * "Sign in with a passkey": no e-mail typed, the browser offers the passkeys it holds for this
 * host. The WebAuthn library is loaded on the click, so the login page's first download stays small.
 */
export function PasskeySignIn({
  onSignedIn,
  onFailure,
  busy,
}: {
  onSignedIn: (token: TokenResponse) => Promise<void>;
  onFailure: (error: unknown, message?: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  if (!passkeysSupported()) return null;

  async function signIn() {
    setPending(true);
    try {
      const { data } = await api('passkeyLoginOptions');
      const { startAuthentication } = await import('../../shared/webauthn/webauthn-ceremony.js');
      const credential = await startAuthentication({
        optionsJSON: data.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      await onSignedIn(await api('passkeyLogin', { body: { ticket: data.ticket, credential } }));
    } catch (error) {
      setPending(false);
      onFailure(error, isCeremonyError(error) ? t('login.passkeyFailed') : undefined);
    }
  }

  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        size="md"
        h="2.75rem"
        leftSection={<IconKey size={18} aria-hidden />}
        loading={pending}
        disabled={busy}
        onClick={signIn}
        data-testid="passkey-sign-in"
      >
        {t('login.passkey')}
      </Button>
    </>
  );
}
