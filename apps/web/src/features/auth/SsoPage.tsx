import { Center, Loader } from '@mantine/core';
import type { LoginResponse, SecondFactorChallenge, TokenResponse } from '@talent/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api/client.js';
import { safeRedirectPath } from '../../shared/auth/redirect-path.js';
import { AuthCard } from './AuthCard.js';
import { useGuestNav } from './guest-nav.js';
import { takeSsoFragment } from './sso-fragment.js';

const SecondFactorStep = lazy(() => import('./SecondFactorStep.js').then((m) => ({ default: m.SecondFactorStep })));

const exchange = (code: string): Promise<LoginResponse> => api('oauthExchange', { body: { code } });

/** Back to the login page with the reason (and the wanted page, for the next try). */
function loginHref(code: string | null, to: string) {
  const search = new URLSearchParams({ ...(code ? { sso_error: code } : {}), ...(to === '/' ? {} : { to }) });
  return search.size ? `/login?${search}` : '/login';
}

/**
 * `/login/sso#code=…&to=…`, where the identity provider's round trip ends: the one-time code is
 * taken out of the address at once and exchanged for what a password sign-in answers, a session or,
 * for someone with two-factor sign-in whose provider did not vouch for a second factor, the code
 * step; then the wanted page. A code that does not work leads back to the login page, which says why.
 */
export function SsoPage() {
  const { t } = useTranslation('auth');
  const nav = useGuestNav();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [to, setTo] = useState('/');
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival (the code works once)
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = takeSsoFragment();
    if (!fragment) {
      void nav.go('/login', { replace: true });
      return;
    }
    const wanted = safeRedirectPath(fragment.to);
    setTo(wanted);
    exchange(fragment.code)
      .then((answer) => ('second_factor_required' in answer ? setChallenge(answer) : nav.enter(answer, wanted)))
      .catch((error: unknown) =>
        nav.go(loginHref(error instanceof ApiError ? error.code : 'sso_failed', wanted), { replace: true }),
      );
  }, []);

  if (challenge) {
    return (
      <AuthCard heading={t('secondFactor.heading')} intro={t('secondFactor.intro')}>
        <Suspense fallback={<Loader size="sm" mx="auto" role="status" aria-label={t('secondFactor.heading')} />}>
          <SecondFactorStep
            challenge={challenge}
            onDone={(token: TokenResponse) => nav.enter(token, to)}
            // The ticket is the SSO sign-in's: once it has expired, the round trip starts again.
            onRestart={(error) => void nav.go(loginHref(error ? 'sso_code_invalid' : null, to), { replace: true })}
          />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={t('sso.signingIn')}>
      <Center py="md">
        <Loader size="md" role="status" aria-label={t('sso.signingIn')} />
      </Center>
    </AuthCard>
  );
}
