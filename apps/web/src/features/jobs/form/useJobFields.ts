import { useState } from 'react';
import type { FieldErrors } from '../../auth/forms.js';
import type { JobFormValues } from './job-form.js';

type Field = keyof JobFormValues;

/** The job form's values and field errors; editing a field clears its errors (and its items'). */
export function useJobFields(initial: JobFormValues) {
  const [values, setValues] = useState<JobFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clear = (prefix: string) =>
    setErrors((e) => {
      const stale = Object.keys(e).filter((k) => e[k] && (k === prefix || k.startsWith(`${prefix}.`)));
      if (stale.length === 0) return e;
      const next = { ...e };
      for (const k of stale) delete next[k];
      return next;
    });

  function set<F extends Field>(field: F, value: JobFormValues[F], errorKey: string = field) {
    setValues((v) => ({ ...v, [field]: value }));
    clear(errorKey);
  }

  /** The props of a text input bound to `field`. */
  const input = (field: Field & ('title' | 'reference_number' | 'currency' | 'start_date' | 'end_date')) => ({
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    error: errors[field],
  });

  return { values, errors, setErrors, set, input };
}

export type JobFields = ReturnType<typeof useJobFields>;
