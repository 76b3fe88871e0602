import { useState } from 'react';
import type { FieldErrors } from '../../auth/forms.js';
import type { EmployerFormValues } from './employer-form.js';

type Field = keyof EmployerFormValues;

/** The form's values and field errors; editing a field clears its error. */
export function useEmployerFields(initial: EmployerFormValues) {
  const [values, setValues] = useState<EmployerFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (field: Field) => (value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? '' }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** The props of a text input bound to `field`. */
  const input = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errors[field],
  });

  return { values, errors, setErrors, set, input };
}

export type EmployerFields = ReturnType<typeof useEmployerFields>;
