import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is named without the word "password", so the field
 * is the only control a label like "Password" names (for screen readers and tests alike). The
 * button is in the Tab order (Mantine leaves it out) and says whether the characters show by
 * `aria-pressed`. Every password field of the app is this one.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      {...props}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('showCharacters') }}
    />
  );
}

type NewPasswordField = 'password' | 'password_confirmation';

/**
 * A new password (with its rule below it) and its confirmation, as the reset and set-password
 * links and the profile's security tab ask for them; `inputProps` is the form's `getInputProps`.
 */
export function NewPasswordFields({
  labels,
  inputProps,
  autoFocus,
  disabled,
}: {
  labels: { password: string; rule: string; confirm: string };
  inputProps: (field: NewPasswordField) => GetInputPropsReturnType;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (['password', 'password_confirmation'] as const).map((field) => (
    <PasswordField
      key={field}
      label={field === 'password' ? labels.password : labels.confirm}
      description={field === 'password' ? labels.rule : undefined}
      name={field}
      autoComplete="new-password"
      required
      autoFocus={autoFocus && field === 'password'}
      {...inputProps(field)}
      disabled={disabled}
    />
  ));
}
