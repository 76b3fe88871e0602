import { useState } from 'react';
import { applyApiErrors, type ErrorTarget, type FieldAliases, formAlert } from './api-errors.js';

/**
 * Sending a form through a call the form does not own (a dialog's `onSubmit` prop): a 422 lands
 * on the form's fields, any other refusal is the `alert` to show above them until the next try.
 */
export function useFormSending(form: ErrorTarget, aliases?: FieldAliases) {
  const [failure, setFailure] = useState<unknown>(null);
  return {
    alert: formAlert(failure, form, aliases),
    async send(call: () => Promise<unknown>) {
      setFailure(null);
      try {
        await call();
      } catch (error) {
        applyApiErrors(form, error, aliases);
        setFailure(error);
      }
    },
  };
}
