import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, type Profile } from '@talent/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import {
  type FieldErrors,
  formAlert,
  hasErrors,
  newPasswordErrors,
  requiredErrors,
  serverFieldErrors,
} from '../auth/forms.js';
import { PasswordField } from '../auth/PasswordField.js';
import { useChangePassword } from './api.js';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change password: the current one, then the new one twice; the other sessions are signed out. */
export function SecurityTab({ profile, locked }: { profile: Profile; locked: boolean }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value; // read now: the updater runs after the event is gone
    setValues((v) => ({ ...v, [field]: value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = {
      ...newPasswordErrors(values.password, values.password_confirmation),
      ...requiredErrors({ current_password: values.current_password }),
    };
    setErrors(problems);
    if (hasErrors(problems)) return;
    change.mutate(values, {
      onSuccess: ({ message }) => {
        setValues(EMPTY);
        showSnackbar('success', message);
      },
      onError: (e) => setErrors(serverFieldErrors(e)),
    });
  }

  const alert = formAlert(change.error, FIELDS);
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4">
              {t('security.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('security.intro')}
            </Text>
          </div>
          <FormErrorAlert message={alert} />
          <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
          <PasswordField
            label={t('security.current')}
            name="current_password"
            autoComplete="current-password"
            required
            value={values.current_password}
            onChange={set('current_password')}
            error={errors.current_password}
            disabled={locked}
          />
          <PasswordField
            label={t('security.new')}
            description={t('security.rule', { min: PASSWORD_MIN_LENGTH })}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            disabled={locked}
          />
          <PasswordField
            label={t('security.confirm')}
            name="password_confirmation"
            autoComplete="new-password"
            required
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            error={errors.password_confirmation}
            disabled={locked}
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={change.isPending} disabled={locked}>
              {t('security.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
