import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { localizedText } from '../../shared/branding/branding.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { AuthCard, BackToLogin } from './AuthCard.js';
import { useForgotPassword } from './api.js';
import { type FieldErrors, formAlert, hasErrors, requiredErrors, serverFieldErrors } from './forms.js';

/** Asks for a reset link; the answer is the same whether or not the address is known. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const branding = useBranding();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const locale = pickLocale(i18n.language);
  const section = branding.branding.forgot_password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = requiredErrors({ email });
    setErrors(missing);
    if (hasErrors(missing)) return;
    forgot.submit({ email: email.trim() }).catch((error: unknown) => setErrors(serverFieldErrors(error)));
  }

  const alert = formAlert(forgot.error, ['email']);
  return (
    <AuthCard
      heading={localizedText(section, 'heading', locale) ?? t('forgot.heading')}
      intro={forgot.isSuccess ? undefined : (localizedText(section, 'text', locale) ?? t('forgot.intro'))}
    >
      {forgot.isSuccess ? (
        <Stack gap="lg">
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck size={18} />}
            role="status"
            title={t('forgot.sentTitle')}
          >
            {forgot.data?.message}
          </Alert>
          <Button variant="default" onClick={() => forgot.reset()}>
            {t('forgot.again')}
          </Button>
        </Stack>
      ) : (
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
            <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
