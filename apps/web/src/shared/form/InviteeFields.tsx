import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Props = {
  /** Any form with an `email` and a `name` (an invitation's). */
  form: UseFormReturnType<{ email: string; name: string }>;
  labels: { email: string; name: string };
};

/** Who is invited: their address (read left to right in any language) and their name. */
export function InviteeFields({ form, labels }: Props) {
  return (
    <>
      <TextInput
        label={labels.email}
        type="email"
        name="email"
        autoComplete="off"
        dir="ltr"
        required
        data-autofocus
        {...form.getInputProps('email')}
      />
      <TextInput
        label={labels.name}
        name="name"
        autoComplete="off"
        required
        maxLength={120}
        {...form.getInputProps('name')}
      />
    </>
  );
}
