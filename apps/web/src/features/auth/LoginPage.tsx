import { Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SecondFactorChallenge, TokenResponse } from '@talent/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeRedirectPath } from '../../shared/auth/redirect-path.js';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { localizedText } from '../../shared/branding/branding.js';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { lazyContractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { passkeysSupported } from '../../shared/webauthn/ceremony-error.js';
import { AuthCard } from './AuthCard.js';
import { useLogin } from './api.js';
import { EmailField } from './EmailField.js';
import { GuestLink, useGuestNav } from './guest-nav.js';
import { PasskeySignIn } from './PasskeySignIn.js';
import { PasswordField } from './PasswordField.js';
import { SsoButtons } from './SsoButtons.js';

// Only people with a second factor need it: kept out of the login page's first download.
const SecondFactorStep = lazy(() => import('./SecondFactorStep.js').then((m) => ({ default: m.SecondFactorStep })));

/**
 * `/login?to=`: e-mail and password, then, for someone with two-factor sign-in, the code; then the
 * wanted page (same-site paths only) or the dashboard. Below, the brand's identity providers, and
 * `?sso_error=` says why a sign-in through one of them failed (until the next attempt).
 */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const branding = useBranding();
  const nav = useGuestNav();
  const login = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: lazyContractResolver(() => import('./guest-schemas.js').then((m) => m.LoginBody)),
  });
  const [failure, setFailure] = useState<unknown>(null);
  // A passkey ceremony the browser ended (cancelled, timed out): not an API answer, so its own text.
  const [ceremonyMessage, setCeremonyMessage] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const ssoError = nav.search.get('sso_error');
  const [ssoMessage, setSsoMessage] = useState<string | null>(null);
  // Shown until the next attempt, in whichever language is chosen meanwhile.
  const ssoDismissed = useRef(false);

  const locale = pickLocale(i18n.language);
  const to = safeRedirectPath(nav.search.get('to'));
  // A failed sign-in through an identity provider (rare): its check of the code comes with the
  // contract's schemas, so it loads only then, keeping the page's first download as it was.
  useEffect(() => {
    if (!ssoError || ssoDismissed.current) return;
    let live = true;
    void import('./sso-error.js').then((m) => live && setSsoMessage(m.ssoErrorMessage(ssoError, locale)));
    return () => {
      live = false;
    };
  }, [ssoError, locale]);
  // Messages came in the previous language; a new language starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the language changes
  useEffect(() => {
    form.clearErrors();
    setFailure(null);
  }, [locale]);
  const heading = localizedText(branding.branding.login, 'heading', locale) ?? t('login.heading');
  const intro = localizedText(branding.branding.login, 'text', locale) ?? t('login.intro');

  async function submit(values: typeof form.values) {
    setFailure(null);
    setCeremonyMessage(null);
    ssoDismissed.current = true;
    setSsoMessage(null);
    try {
      const answer = await login.submit({ email: values.email.trim(), password: values.password });
      // Checked by shape, not with the contract's helper: that would bring zod into this page.
      if ('second_factor_required' in answer) {
        form.setFieldValue('password', '');
        setChallenge(answer);
        return;
      }
      await enter(answer);
    } catch (error) {
      setFinishing(false);
      // The password is never kept after a refused attempt (emptied first: a change clears its error).
      form.setFieldValue('password', '');
      applyApiErrors(form, error);
      setFailure(error);
    }
  }

  async function enter(token: TokenResponse) {
    setFinishing(true);
    await nav.enter(token, to);
  }

  /** Back to the password: asked for, or the ticket expired (its message shows above the form). */
  function restart(error: unknown) {
    setChallenge(null);
    setFinishing(false);
    setFailure(error);
  }

  function passkeyFailed(error: unknown, message?: string) {
    setFinishing(false);
    ssoDismissed.current = true;
    setSsoMessage(null);
    setFailure(message ? null : error);
    setCeremonyMessage(message ?? null);
  }

  const alert = ceremonyMessage ?? formAlert(failure, form) ?? ssoMessage;
  if (challenge) {
    return (
      <AuthCard heading={t('secondFactor.heading')} intro={t('secondFactor.intro')}>
        <Suspense fallback={<Loader size="sm" mx="auto" role="status" aria-label={t('secondFactor.heading')} />}>
          <SecondFactorStep challenge={challenge} onDone={enter} onRestart={restart} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard heading={heading} intro={intro}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={alert} />
          <EmailField label={t('fields.email')} {...form.getInputProps('email')} />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={GuestLink} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending || finishing}>
            {t('login.submit')}
          </Button>
          <PasskeySignIn onSignedIn={enter} onFailure={passkeyFailed} busy={login.isPending || finishing} />
        </Stack>
      </form>
      <SsoButtons to={to} divider={!passkeysSupported()} />
    </AuthCard>
  );
}
