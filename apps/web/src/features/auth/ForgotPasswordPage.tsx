import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { localizedText } from '../../shared/branding/branding.js';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { lazyContractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { AuthCard, BackToLogin } from './AuthCard.js';
import { useForgotPassword } from './api.js';
import { EmailField } from './EmailField.js';

/** Asks for a reset link; the answer is the same whether or not the address is known. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const branding = useBranding();
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: lazyContractResolver(() => import('./guest-schemas.js').then((m) => m.ForgotPasswordBody)),
  });
  const locale = pickLocale(i18n.language);
  const section = branding.branding.forgot_password;

  function submit(values: typeof form.values) {
    forgot.submit({ email: values.email.trim() }).catch((error: unknown) => applyApiErrors(form, error));
  }

  const alert = formAlert(forgot.error, form);
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
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={alert} />
            <EmailField label={t('fields.email')} {...form.getInputProps('email')} />
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
