import { useForm } from '@mantine/form';
import type { Passkey } from '@talent/contract';
import { applyApiErrors } from '../../shared/form/api-errors.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { useRenamePasskey } from './passkeys-api.js';

/** A passkey's name, as asked right after adding it and when renaming it from the list. */
export function usePasskeyNameForm(passkey: Passkey, onDone: () => void) {
  const rename = useRenamePasskey();
  const form = useForm({
    initialValues: { name: passkey.name },
    validate: { name: (v) => (v.trim() ? null : fieldMessage('required')) },
  });
  const submit = (values: { name: string }) =>
    rename.mutate({ uuid: passkey.uuid, body: values }, { onSuccess: onDone, onError: (e) => applyApiErrors(form, e) });
  return { rename, form, submit };
}
