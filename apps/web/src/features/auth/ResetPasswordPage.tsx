import { useTranslation } from 'react-i18next';
import { PasswordTokenForm } from './PasswordTokenForm.js';

/** `/reset-password?token=&email=`, from the mailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return <PasswordTokenForm heading={t('reset.heading')} intro={t('reset.intro')} submitLabel={t('reset.submit')} />;
}
