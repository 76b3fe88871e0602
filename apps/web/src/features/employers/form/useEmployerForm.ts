import { type UseFormReturnType, useForm } from '@mantine/form';
import { type EmployerFormValues, validateEmployer } from './employer-form.js';

/** The employer form's values and errors, checked by the contract's `CreateEmployerBody`. */
export const useEmployerForm = (initial: EmployerFormValues) =>
  useForm<EmployerFormValues>({
    initialValues: initial,
    validate: validateEmployer,
    // Inputs keep their field's name (autofill, and the e2e tests find them by it).
    enhanceGetInputProps: ({ field }) => ({ name: field }),
  });

export type EmployerFormApi = UseFormReturnType<EmployerFormValues>;
