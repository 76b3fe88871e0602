import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is named without the word "password", so the field
 * is the only control a label like "Password" names (for screen readers and tests alike).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('showCharacters') }} />;
}
