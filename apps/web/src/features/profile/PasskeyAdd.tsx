import { PASSKEY_NAME_MAX } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { isCeremonyError } from '../../shared/webauthn/ceremony-error.js';
import { PasswordAgainForm, type PasswordAgainFormApi, refusePasswordAgain } from './PasswordAgainForm.js';
import { defaultPasskeyName, useAddPasskey } from './passkeys-api.js';

/**
 * Adding a passkey in one step: its name (offered from the device it is made on) and the password
 * again (a new way into the account), then the browser's ceremony. Naming it afterwards would be a
 * rename, which asks for the password again.
 */
export function PasskeyAdd({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const add = useAddPasskey();
  const [ceremonyFailed, setCeremonyFailed] = useState(false);
  const [initialName] = useState(() =>
    defaultPasskeyName((os) => t('passkeys.defaultNameOn', { os }), t('passkeys.defaultName')),
  );

  function submit(values: { password: string; name: string }, form: PasswordAgainFormApi) {
    setCeremonyFailed(false);
    add.mutate(
      { password: values.password, name: values.name.trim() },
      {
        onSuccess: () => {
          showSnackbar('success', t('passkeys.added'));
          onClose();
        },
        onError: (error) => {
          if (!isCeremonyError(error)) return refusePasswordAgain(form, error);
          form.setFieldValue('password', '');
          setCeremonyFailed(true);
        },
      },
    );
  }

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
      nameField={{
        label: t('passkeys.name'),
        description: t('passkeys.nameHelp'),
        initial: initialName,
        maxLength: PASSKEY_NAME_MAX,
      }}
    />
  );
}
