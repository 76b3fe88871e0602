import { Button, Group, Stack, TextInput } from '@mantine/core';
import { PASSKEY_NAME_MAX, type Passkey } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { isCeremonyError } from '../../shared/webauthn/ceremony-error.js';
import { PasswordAgainForm, type PasswordAgainFormApi, refusePasswordAgain } from './PasswordAgainForm.js';
import { usePasskeyNameForm } from './passkey-name-form.js';
import { defaultPasskeyName, useAddPasskey } from './passkeys-api.js';

/**
 * Adding a passkey: the password again (a new way into the account), the browser's ceremony, then
 * a name for it, offered from the device it was made on.
 */
export function PasskeyAdd({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const add = useAddPasskey();
  const [created, setCreated] = useState<Passkey | null>(null);
  const [ceremonyFailed, setCeremonyFailed] = useState(false);

  function submit(values: { password: string }, form: PasswordAgainFormApi) {
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
          if (!isCeremonyError(error)) return refusePasswordAgain(form, error);
          form.setFieldValue('password', '');
          setCeremonyFailed(true);
        },
      },
    );
  }

  if (created) return <NamePasskey passkey={created} onDone={onClose} />;
  return (
    <PasswordAgainForm
      email={email}
      text={t('passkeys.addText')}
      label={t('passkeys.password')}
      submitLabel={t('passkeys.continue')}
      pending={add.isPending}
      error={add.error}
      alert={ceremonyFailed ? t('passkeys.ceremonyFailed') : null}
      onSubmit={submit}
      onCancel={onClose}
      testId="passkey-add-form"
    />
  );
}

/** The last step: a name the person will recognise in the list (and in the e-mail they got). */
function NamePasskey({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { rename, form, submit } = usePasskeyNameForm(passkey, onDone);

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
