import { useTranslation } from 'react-i18next';
import { PasswordTokenForm } from './PasswordTokenForm.js';

/** `/auth/profile/password?token=&email=`: invitation links (same single-use tokens as a reset). */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PasswordTokenForm
      heading={t('setPassword.heading')}
      intro={t('setPassword.intro')}
      submitLabel={t('setPassword.submit')}
    />
  );
}
