import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { PasswordField } from '../auth/PasswordField.js';

type Values = { password: string; name: string };
export type PasswordAgainFormApi = UseFormReturnType<Values>;

/** After a refusal: the password field empties and the API's messages go where they belong. */
export function refusePasswordAgain(form: PasswordAgainFormApi, error: unknown) {
  form.setFieldValue('password', '');
  applyApiErrors(form, error);
}

/** A name asked in the same step (a passkey's), above the password. */
export type NameField = { label: string; description?: string; initial: string; maxLength: number };

/**
 * The security tab's sensitive steps (turning two-factor sign-in off, new recovery codes, adding,
 * renaming or removing a passkey) ask for the password again first. The hidden username lets
 * password managers fill it.
 */
export function PasswordAgainForm({
  email,
  text,
  label,
  submitLabel,
  danger = false,
  pending,
  error,
  alert,
  onSubmit,
  onCancel,
  testId,
  nameField,
}: {
  email: string;
  text: string;
  label: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The last refusal, shown above the field unless it belongs to the field. */
  error: unknown;
  /** A message of the caller's own, shown instead (a browser ceremony that failed). */
  alert?: string | null;
  onSubmit: (values: Values, form: PasswordAgainFormApi) => void;
  onCancel: () => void;
  testId?: string;
  nameField?: NameField;
}) {
  const { t } = useTranslation('profile');
  const form = useForm<Values>({
    initialValues: { password: '', name: nameField?.initial ?? '' },
    validate: {
      password: (v) => (v ? null : fieldMessage('required')),
      name: (v) => (!nameField || v.trim() ? null : fieldMessage('required')),
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, form))} noValidate data-testid={testId}>
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <FormErrorAlert message={alert ?? formAlert(error, form)} />
        {nameField && (
          <TextInput
            name="name"
            label={nameField.label}
            description={nameField.description}
            maxLength={nameField.maxLength}
            required
            maw={320}
            data-autofocus
            {...form.getInputProps('name')}
          />
        )}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={label}
          name="password"
          autoComplete="current-password"
          required
          maw={320}
          {...form.getInputProps('password')}
        />
        <Group gap="xs">
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
