import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.js';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { lazyContractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { messagesOf } from '../../shared/i18n/messages.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { AuthCard, BackToLogin } from './AuthCard.js';
import { useResetPassword } from './api.js';
import { GuestLink, useGuestNav } from './guest-nav.js';
import { NewPasswordFields } from './PasswordField.js';

type Props = { heading: string; intro: string; submitLabel: string };

/**
 * New password + confirmation for a mailed single-use token (`?token=&email=`): the reset page and
 * the "choose your password" page of invitations. On success: the server's message, then sign-in.
 */
export function PasswordTokenForm({ heading, intro, submitLabel }: Props) {
  const { t, i18n } = useTranslation('auth');
  const nav = useGuestNav();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: lazyContractResolver(() => import('./guest-schemas.js').then((m) => m.NewPasswordFields)),
  });
  const token = nav.search.get('token')?.trim() ?? '';
  const email = nav.search.get('email')?.trim() ?? '';

  async function submit(values: typeof form.values) {
    try {
      const { message } = await reset.submit({ token, ...values });
      showSnackbar('success', message);
      await nav.go('/login', { replace: true });
    } catch (error) {
      applyApiErrors(form, error);
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

  const alert = formAlert(reset.error, form);
  return (
    <AuthCard heading={heading} intro={intro}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
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
          <NewPasswordFields
            labels={{
              password: t('fields.newPassword'),
              rule: t('reset.rule', { min: PASSWORD_MIN_LENGTH }),
              confirm: t('fields.confirmPassword'),
            }}
            inputProps={form.getInputProps}
            autoFocus
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
