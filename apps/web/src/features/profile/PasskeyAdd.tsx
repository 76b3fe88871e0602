import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSKEY_NAME_MAX, type Passkey } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { isCeremonyError } from '../../shared/webauthn/ceremony-error.js';
import { PasswordField } from '../auth/PasswordField.js';
import { defaultPasskeyName, useAddPasskey, useRenamePasskey } from './passkeys-api.js';

/**
 * Adding a passkey: the password again (a new way into the account), the browser's ceremony, then
 * a name for it, offered from the device it was made on.
 */
export function PasskeyAdd({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const add = useAddPasskey();
  const [created, setCreated] = useState<Passkey | null>(null);
  const [ceremonyFailed, setCeremonyFailed] = useState(false);
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : fieldMessage('required')) },
  });

  function submit(values: { password: string }) {
    setCeremonyFailed(false);
    const name = defaultPasskeyName((os) => t('passkeys.defaultNameOn', { os }), t('passkeys.defaultName'));
    add.mutate(
      { password: values.password, name },
      {
        onSuccess: (passkey) => {
          showSnackbar('success', t('passkeys.added'));
          setCreated(passkey);
        },
        onError: (error) => {
          form.setFieldValue('password', '');
          if (isCeremonyError(error)) setCeremonyFailed(true);
          else applyApiErrors(form, error);
        },
      },
    );
  }

  if (created) return <NamePasskey passkey={created} onDone={onClose} />;
  const alert = ceremonyFailed ? t('passkeys.ceremonyFailed') : formAlert(add.error, form);
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="passkey-add-form">
      <Stack gap="sm">
        <Text size="sm">{t('passkeys.addText')}</Text>
        <FormErrorAlert message={alert} />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('passkeys.password')}
          name="password"
          autoComplete="current-password"
          required
          maw={320}
          {...form.getInputProps('password')}
        />
        <Group gap="xs">
          <Button type="submit" loading={add.isPending}>
            {t('passkeys.continue')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The last step: a name the person will recognise in the list (and in the e-mail they got). */
function NamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const rename = useRenamePasskey();
  const form = useForm({
    initialValues: { name: passkey.name },
    validate: { name: (v) => (v.trim() ? null : fieldMessage('required')) },
  });
  const submit = (values: { name: string }) =>
    rename.mutate({ uuid: passkey.uuid, body: values }, { onSuccess: onDone, onError: (e) => applyApiErrors(form, e) });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="passkey-name-form">
      <Stack gap="sm">
        <FormErrorAlert message={formAlert(rename.error, form)} />
        <TextInput
          label={t('passkeys.name')}
          description={t('passkeys.nameHelp')}
          maxLength={PASSKEY_NAME_MAX}
          required
          maw={320}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group gap="xs">
          <Button type="submit" loading={rename.isPending}>
            {t('passkeys.saveName')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
