import { Button, Divider, Stack } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { PublicProvider } from '@talent/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.js';

/** The start of the round trip; `to` (a same-site path) comes back with the one-time code. */
export function ssoStartHref(provider: PublicProvider, to: string): string {
  const start = `/portal/auth/oauth/${encodeURIComponent(provider.id)}/start`;
  return to === '/' ? start : `${start}?${new URLSearchParams({ to })}`;
}

/**
 * "Sign in with …" for each identity provider of the account whose brand host this is (none on
 * another host). Plain links: the browser leaves for the provider's own sign-in page. Below the
 * password form, so the form does not move when they arrive; under the passkey button's "or" when
 * there is one (`divider` otherwise).
 */
export function SsoButtons({ to, divider }: { to: string; divider: boolean }) {
  const { t } = useTranslation('auth');
  const [providers, setProviders] = useState<PublicProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    // Without them the password form still works: a failure shows nothing.
    api('oauthProviders', { signal: controller.signal })
      .then((r) => setProviders(r.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (providers.length === 0) return null;
  return (
    <Stack gap="sm" mt={divider ? 'lg' : 'md'}>
      {divider && <Divider label={t('sso.or')} labelPosition="center" />}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={ssoStartHref(provider, to)}
          variant="default"
          fullWidth
          size="md"
          leftSection={<IconBuilding size={18} aria-hidden />}
        >
          {t('sso.signInWith', { name: provider.display_name })}
        </Button>
      ))}
    </Stack>
  );
}
