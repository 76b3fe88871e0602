import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeRedirectPath } from '../../app/router/redirect-path.js';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { localizedText } from '../../shared/branding/branding.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { AuthCard } from './AuthCard.js';
import { useLogin } from './api.js';
import { type FieldErrors, formAlert, hasErrors, requiredErrors, serverFieldErrors } from './forms.js';
import { GuestLink, useGuestNav } from './guest-nav.js';
import { PasswordField } from './PasswordField.js';

const FIELDS = ['email', 'password'] as const;

/** `/login?to=`: e-mail and password; then the wanted page (same-site paths only) or the dashboard. */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const branding = useBranding();
  const nav = useGuestNav();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(false);

  const locale = pickLocale(i18n.language);
  // Messages came in the previous language; a new language starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the language changes
  useEffect(() => {
    setErrors({});
    setFailure(null);
  }, [locale]);
  const heading = localizedText(branding.branding.login, 'heading', locale) ?? t('login.heading');
  const intro = localizedText(branding.branding.login, 'text', locale) ?? t('login.intro');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const missing = requiredErrors({ email, password });
    setErrors(missing);
    if (hasErrors(missing)) return;
    try {
      const token = await login.submit({ email: email.trim(), password });
      setFinishing(true);
      await nav.enter(token, safeRedirectPath(nav.search.get('to')));
    } catch (error) {
      setFinishing(false);
      setErrors(serverFieldErrors(error));
      setFailure(error);
      // The password is never kept after a refused attempt.
      setPassword('');
    }
  }

  const alert = formAlert(failure, FIELDS);
  return (
    <AuthCard heading={heading} intro={intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={alert} />
          <TextInput
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={GuestLink} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending || finishing}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
