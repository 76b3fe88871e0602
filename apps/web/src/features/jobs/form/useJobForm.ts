import { type UseFormReturnType, useForm } from '@mantine/form';
import type { JobFormValues } from './job-form.js';

/**
 * The job form's values and errors (`@mantine/form`). It has no `validate` of its own: the rules
 * depend on the button ("Save draft" or "Save and publish"), so `useJobSubmit` checks them.
 */
export const useJobForm = (initial: JobFormValues) => useForm<JobFormValues>({ initialValues: initial });

export type JobFormApi = UseFormReturnType<JobFormValues>;
