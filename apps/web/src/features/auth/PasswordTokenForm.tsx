import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { messagesOf } from '../../shared/i18n/messages.js';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { AuthCard, BackToLogin } from './AuthCard.js';
import { useResetPassword } from './api.js';
import { type FieldErrors, formAlert, hasErrors, newPasswordErrors, serverFieldErrors } from './forms.js';
import { GuestLink, useGuestNav } from './guest-nav.js';
import { PasswordField } from './PasswordField.js';

const FIELDS = ['password', 'password_confirmation'] as const;

type Props = { heading: string; intro: string; submitLabel: string };

/**
 * New password + confirmation for a mailed single-use token (`?token=&email=`): the reset page and
 * the "choose your password" page of invitations. On success: the server's message, then sign-in.
 */
export function PasswordTokenForm({ heading, intro, submitLabel }: Props) {
  const { t, i18n } = useTranslation('auth');
  const nav = useGuestNav();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const token = nav.search.get('token')?.trim() ?? '';
  const email = nav.search.get('email')?.trim() ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = newPasswordErrors(password, confirmation);
    setErrors(problems);
    if (hasErrors(problems)) return;
    try {
      const { message } = await reset.submit({ token, password, password_confirmation: confirmation });
      showSnackbar('success', message);
      await nav.go('/login', { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  const tokenRefused = !token || (reset.error instanceof ApiError && reset.error.code === 'reset_token_invalid');
  if (tokenRefused) {
    const message =
      reset.error instanceof ApiError
        ? reset.error.message
        : messagesOf(pickLocale(i18n.language)).errors.reset_token_invalid;
    return (
      <AuthCard heading={heading}>
        <Stack gap="lg">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={t('reset.linkTitle')}
          >
            {message}
          </Alert>
          <Button component={GuestLink} to="/forgot-password" fullWidth size="md">
            {t('reset.requestNew')}
          </Button>
        </Stack>
        <BackToLogin />
      </AuthCard>
    );
  }

  const alert = formAlert(reset.error, FIELDS);
  return (
    <AuthCard heading={heading} intro={intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {email && (
            <Text size="sm">
              {t('reset.forAccount')}{' '}
              <Text span fw={600} dir="ltr">
                {email}
              </Text>
            </Text>
          )}
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormErrorAlert message={alert} />
          <PasswordField
            label={t('fields.newPassword')}
            description={t('reset.rule', { min: PASSWORD_MIN_LENGTH })}
            name="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            name="password_confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            error={errors.password_confirmation}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            {submitLabel}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('reset.expired')} {/* Inside a sentence a link needs more than colour to stand out (WCAG 1.4.1). */}
            <Anchor component={GuestLink} to="/forgot-password" size="sm" underline="always">
              {t('reset.requestNew')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
