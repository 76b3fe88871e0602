import { TextInput, type TextInputProps } from '@mantine/core';

/** The sign-in e-mail of the guest forms: focused first, and filed as the username by password managers. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput type="email" name="email" autoComplete="username" inputMode="email" required autoFocus {...props} />
  );
}
