import { TextInput } from '@mantine/core';

type Props = {
  email: string;
  name: string;
  onEmail: (value: string) => void;
  onName: (value: string) => void;
  errors: { email?: string | undefined; name?: string | undefined };
  labels: { email: string; name: string };
};

/** Who is invited: their address (read left to right in any language) and their name. */
export function InviteeFields({ email, name, onEmail, onName, errors, labels }: Props) {
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
        value={email}
        onChange={(e) => onEmail(e.currentTarget.value)}
        error={errors.email}
      />
      <TextInput
        label={labels.name}
        name="name"
        autoComplete="off"
        required
        maxLength={120}
        value={name}
        onChange={(e) => onName(e.currentTarget.value)}
        error={errors.name}
      />
    </>
  );
}
