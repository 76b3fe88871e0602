import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordFields, PASSWORD_MIN_LENGTH, type Profile } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { NewPasswordFields, PasswordField } from '../auth/PasswordField.js';
import { useChangePassword } from './api.js';
import { PasskeysCard } from './PasskeysCard.js';
import { ProfileCard } from './ProfileCard.js';
import { TwoFactorCard } from './TwoFactorCard.js';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * Two-factor sign-in, passkeys, then the password change: the current one, then the new one twice; the other
 * sessions are signed out.
 */
export function SecurityTab({ profile, locked }: { profile: Profile; locked: boolean }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY, validate: contractResolver(ChangePasswordFields) });

  function submit(values: typeof EMPTY) {
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.setValues(EMPTY);
        showSnackbar('success', message);
      },
      onError: (e) => applyApiErrors(form, e),
    });
  }

  const alert = formAlert(change.error, form);
  return (
    <Stack gap="lg">
      <TwoFactorCard email={profile.email} locked={locked} />
      <PasskeysCard email={profile.email} locked={locked} />
      <ProfileCard
        title={t('security.title')}
        intro={t('security.intro')}
        onSubmit={form.onSubmit(submit)}
        size={{ maw: 640 }}
      >
        <FormErrorAlert message={alert} />
        <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        <PasswordField
          label={t('security.current')}
          name="current_password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
          disabled={locked}
        />
        <NewPasswordFields
          labels={{
            password: t('security.new'),
            rule: t('security.rule', { min: PASSWORD_MIN_LENGTH }),
            confirm: t('security.confirm'),
          }}
          inputProps={form.getInputProps}
          disabled={locked}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={change.isPending} disabled={locked}>
            {t('security.submit')}
          </Button>
        </Group>
      </ProfileCard>
    </Stack>
  );
}
